import Foundation
import Harness

/// `results.json`, the run's results for programs (docs/results.md): a versioned document
/// with the run's facts, a summary, the check files and a verdict for each check and each of
/// its task steps and expectations. `--format json` prints the same bytes.
///
/// Written in pieces, as the other outputs are: each check's object on the thread that ran
/// it (`check`), each on a line of its own; the head, which holds the counts, at the end. Keys
/// keep the order docs/results.md gives them, and every number is a whole one, so the same
/// run gives the same bytes.
enum ResultsDocument {
  /// What `schema` holds: the kind of document.
  static let schema = "checkrun-results"
  /// The version this checkrun writes: 3 added the verdict `cannot-be-judged` (of a check,
  /// an expectation and the run) and the summary's `cannotBeJudged`; 4 describes each app
  /// once, in `run.apps`, and each check refers to its app there by its place.
  static let version = 4
  /// The versions `merge` reads: 1 is the layout before the document had a version.
  static let readable = 1...4

  /// How a file of each layout starts, as checkrun writes it: how a run knows an earlier
  /// run's `results.json` from a file of the same name someone else put there.
  static let marks = ["{\"schema\":\"\(schema)\",", "{\"provenance\":"]

  /// The bytes before a check's object: a line end, and a comma before every one but the first.
  static func separator(first: Bool) -> [UInt8] { first ? [0x0A] : [0x2C, 0x0A] }

  /// The bytes after the last check's object.
  static let tail = Array("\n]}\n".utf8)

  /// Everything before the checks' objects, up to `"checks":[`, with secrets taken out.
  static func head(provenance: Provenance, tally: RunTally, staleEntries: [Baseline.Entry]) -> [UInt8] {
    let summary = JSONValue.fields([
      ("verdict", .string(tally.verdict.resultsWord)), ("checks", .integer(tally.total)),
      ("passed", .integer(tally.passed)), ("failed", .integer(tally.failed)), ("accepted", .integer(tally.known)),
      ("errors", .integer(tally.errors)), ("cannotBeJudged", .integer(tally.cannotBeJudged)),
    ])
    let files = provenance.files.map { file in
      JSONValue.fields([
        ("path", .string(file.path)), ("normalizedPath", .text(file.normalizedPath)), ("sha256", .string(file.sha256)),
      ])
    }
    var bytes = JSONValue.fields([
      ("schema", .string(schema)), ("version", .integer(version)), ("checkrun", .string(provenance.tool)),
      ("run", run(provenance, ran: tally.total - tally.errors)), ("summary", summary), ("files", .array(files)),
      ("staleBaselineEntries", .array(staleEntries.map { entry($0) })),
    ]).bytes
    bytes.removeLast()
    bytes += Array(",\"checks\":[".utf8)
    return JSONRedaction.apply(bytes)
  }

  /// The facts of the run: when, on which commit, against which apps (each once: the run's
  /// own first, with `ran` checks when no other app ran any), which checks.
  private static func run(_ provenance: Provenance, ran: Int) -> JSONValue {
    let settings = { (settings: [Provenance.Setting]) -> JSONValue in
      .array(settings.map { .fields([("key", .string($0.key)), ("value", .string($0.value))]) })
    }
    let own = JSONValue.fields([
      ("name", .string(provenance.appName)), ("file", .text(provenance.appFile)),
      ("sha256", .string(provenance.appHash)), ("checks", .integer(provenance.appChecks ?? ran)),
      ("settings", settings(provenance.appSettings)),
    ])
    let others = (provenance.otherApps ?? []).map {
      JSONValue.fields([
        ("name", .string($0.name)), ("file", .text($0.file)), ("sha256", .string($0.sha256)),
        ("checks", .integer($0.checks)), ("settings", settings($0.settings ?? [])),
      ])
    }
    let selection = provenance.selection.map { selection in
      JSONValue.fields([
        ("paths", .strings(selection.paths)), ("filter", .text(selection.filter)), ("tags", .text(selection.tags)),
        ("profile", .text(selection.profile)),
      ])
    }
    let shard = provenance.shard.map { shard in
      JSONValue.fields([
        ("index", .integer(shard.index)), ("count", .integer(shard.count)),
        (
          "whole",
          shard.whole.map { .fields([("checks", .integer($0.checks)), ("sha256", .string($0.sha256))]) }
        ),
      ])
    }
    return .fields([
      ("time", .string(provenance.time)), ("gitRevision", .text(provenance.gitRevision)),
      ("apps", .array([own] + others)), ("selection", selection), ("shard", shard),
    ])
  }

  /// A baseline entry: its id, reason and last day.
  private static func entry(_ entry: Baseline.Entry, status: String? = nil) -> JSONValue {
    .fields([
      ("status", .text(status)), ("id", .string(entry.id)), ("reason", .string(entry.reason)),
      ("expires", .string(entry.expires)),
    ])
  }

  /// The verdict of a check, an expectation or the run that cannot be judged.
  static let unjudged = CheckResult.Verdict.cannotBeJudged.rawValue

  /// The check's verdict in a word: `passed`, `failed`, `accepted` (failed, and a baseline
  /// entry accepts it until its date), `cannot-be-judged` (an expectation is about what its
  /// task never brought up, and nothing failed) or `error` (not understood, so not run).
  static func verdict(of item: borrowing RunReport.Case) -> String {
    switch item.outcome {
    case .invalid: "error"
    case .ran(let result):
      switch result.verdict {
      case .passed: "passed"
      case .cannotBeJudged: unjudged
      case .failed: item.isKnown ? "accepted" : "failed"
      }
    }
  }

  /// How the check stands against the baseline, when one was given.
  private static func baseline(_ status: Baseline.Status?) -> JSONValue? {
    switch status {
    case nil: nil
    case .newFailure?: .fields([("status", .string("newFailure"))])
    case .known(let known)?: entry(known, status: "accepted")
    case .expired(let expired)?: entry(expired, status: "expired")
    case .nowPasses(let listed)?: entry(listed, status: "nowPasses")
    }
  }

  /// The numbers of the success criteria among `criteria` (`2.2.1 Timing Adjustable (A),
  /// SCR16` is `2.2.1`), each once, in order; a citation of no criterion gives none.
  static func wcag(_ criteria: [String]) -> JSONValue {
    var numbers: [String] = []
    for criterion in criteria {
      let number = String(criterion.prefix { $0 != " " })
      guard number.first?.isNumber == true else { continue }
      if !numbers.contains(number) { numbers.append(number) }
    }
    return .strings(numbers)
  }

  /// The check's object, with its secrets taken out; nil when its record cannot be encoded.
  static func check(_ item: borrowing RunReport.Case, words: RunReport.Case.Words?) -> [UInt8]? {
    var fields: [(String, JSONValue?)] = [
      ("id", .string(item.id)), ("name", .string(item.name)), ("verdict", .string(verdict(of: item))),
      ("file", .string(item.location.path)), ("line", .integer(item.location.line)),
      ("column", .integer(item.location.column)), ("classname", .string(item.classname)),
    ]
    switch item.outcome {
    case .invalid(let problems):
      fields += [
        ("tags", .array([])), ("criteria", .array([])), ("wcag", .array([])),
        ("realMilliseconds", .integer(item.milliseconds)),
        ("realMicroseconds", .integer(item.microseconds)), ("steps", .array([])), ("expectations", .array([])),
        ("diagnostics", .array(problems.map(diagnostic))),
      ]
    case .ran(let result):
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      // The record names its app; `run.apps` describes it, once for the run.
      if let key = AppModel.byName { encoder.userInfo[key] = true }
      guard let detail = try? encoder.encode(result) else { return nil }
      let criteria = words?.criteria ?? result.check.criteria
      fields += [
        ("profile", .string(words?.profile ?? result.check.profile.description)),
        ("profiles", .strings(result.check.profile.settings.map(\.description))),
        ("app", .integer(item.app)), ("tags", .strings(result.check.source.tags.map(\.value))),
        ("criteria", .strings(criteria)), ("wcag", wcag(criteria)),
        ("simulatedMilliseconds", .integer(result.simulated.milliseconds)),
        ("realMilliseconds", .integer(item.milliseconds)),
        ("realMicroseconds", .integer(item.microseconds)), ("baseline", baseline(item.status)),
        ("steps", .array(steps(of: result))), ("expectations", .array(result.expectations.map(expectation))),
        ("diagnostics", .array([])), ("detail", .raw(Array(detail))),
      ]
    }
    return JSONRedaction.apply(JSONValue.fields(fields).bytes)
  }

  /// Every task step of the check: done, failed (the first that could not be done, with
  /// why) or not run (those after it).
  private static func steps(of result: CheckResult) -> [JSONValue] {
    result.check.steps.enumerated().map { index, step in
      let outcome = index < result.steps.count ? result.steps[index] : nil
      let verdict = outcome == nil ? "notRun" : outcome?.failure == nil ? "done" : "failed"
      return .fields([
        ("text", .string(step.text)), ("line", .integer(step.location.line)),
        ("column", .integer(step.location.column)), ("verdict", .string(verdict)),
        ("startedAt", outcome.map { .integer($0.startedAt.sinceStart.milliseconds) }),
        ("endedAt", outcome.map { .integer($0.endedAt.sinceStart.milliseconds) }),
        ("message", .text(outcome?.failure)),
      ])
    }
  }

  private static func expectation(_ outcome: CheckResult.ExpectationOutcome) -> JSONValue {
    let expectation = outcome.expectation
    return .fields([
      ("text", .string(expectation.text)), ("line", .integer(expectation.location.line)),
      ("column", .integer(expectation.location.column)), ("verdict", .string(outcome.judgement.rawValue)),
      ("criteria", .strings(expectation.criteria)), ("wcag", wcag(expectation.criteria)),
      ("message", .string(outcome.message)),
    ])
  }

  private static func diagnostic(_ problem: Diagnostic) -> JSONValue {
    .fields([
      ("file", .string(problem.location.path)), ("line", .integer(problem.location.line)),
      ("column", .integer(problem.location.column)), ("severity", .string(problem.severity.rawValue)),
      ("kind", .string(problem.kind.rawValue)), ("message", .string(problem.message)),
    ])
  }
}
