import Foundation
import Harness

/// `checkrun baseline -o FILE --expires YYYY-MM-DD`: runs the checks and writes a baseline that
/// accepts every check failing now, until that date; a team adopting checks on an app that
/// fails many of them starts from it. It writes a new file and replaces none.
enum BaselineCommand {
  static func run(_ options: Options, environment: [String: String], stdout: some TextSink, stderr: some TextSink)
    -> ExitCode
  {
    guard let path = options.output else {
      return CheckRun.fail("baseline needs '-o FILE', the baseline file to write", stderr)
    }
    let exists =
      "'\(path)' exists; baseline writes a new file and replaces none: choose another path, or remove it first"
    guard !FileManager.default.fileExists(atPath: path) else { return CheckRun.fail(exists, stderr) }
    let today = CheckRun.today(environment)
    guard let expires = options.expires else {
      return CheckRun.fail(
        "baseline needs '--expires YYYY-MM-DD', the last day the failures are accepted", stderr)
    }
    guard let day = CalendarDate(expires) else {
      return CheckRun.fail(
        "'--expires' takes a day of the calendar as YYYY-MM-DD in digits 0-9, not '\(expires)'", stderr)
    }
    guard let now = CalendarDate(today), day >= now else {
      return CheckRun.fail("'--expires' takes a date from today (\(today)) on, as YYYY-MM-DD, not '\(expires)'", stderr)
    }
    let prepared: CheckRun.Prepared
    switch CheckRun.prepare(options, stderr: stderr) {
    case .success(let ready): prepared = ready
    case .failure(let failure): return failure.code
    }
    let (app, loaded, plan) = (prepared.app, prepared.loaded, prepared.plan)
    guard loaded.diagnostics.isEmpty else {
      return CheckRun.fail(
        "\(Wording.count(loaded.diagnostics.count, "problem")) above; a baseline accepts failing checks, not checks that cannot run: fix them first",
        stderr)
    }
    // The baseline is never written over an input of the run, nor as a check file where the
    // next run would read it, nor over checkrun's own lock and temporary files.
    let output = OutputConflicts.File(label: "-o '\(path)'", role: "the baseline file", path: path)
    if let clash = OutputConflicts.problem(
      outputs: [output],
      inputs: OutputConflicts.inputs(of: options, checkFiles: loaded.suites.map(\.path), appFiles: prepared.appFiles),
      folders: OutputConflicts.folders(among: options.checkPaths))
      ?? OutputConflicts.housekeeping(output, reportFolder: options.reportFolder)
    {
      return CheckRun.fail(clash, stderr)
    }
    let executor = CheckRun.executor(
      app: app, baseline: nil, options: options, environment: environment, stdout: stdout)
    if !options.quiet { stdout.write(CheckRun.appLine(app, options)) }
    // Only the failing checks' ids are kept, in plan order, however large the suite, and a
    // count of those that cannot be judged.
    let failing = Locked([String]())
    let unjudged = Locked(0)
    executor.run(
      plan, stdout: stdout,
      render: { item, _, _ in (id: item.failed ? item.id : nil, unjudged: item.cannotBeJudged) },
      accept: { part, _ in
        if let id = part.id { failing.withLock { $0.append(id) } }
        if part.unjudged { unjudged.withLock { $0 += 1 } }
      })
    // A check that cannot be judged is a defect of the check, which no baseline accepts: its
    // task must bring up what its expectations are about, so nothing is written until it does.
    let cannotBeJudged = unjudged.withLock { $0 }
    guard cannotBeJudged == 0 else {
      _ = CheckRun.fail(
        "\(Wording.count(cannotBeJudged, "check")) above cannot be judged; a baseline accepts failing checks, not checks whose task never brought up what they judge: add to each task what its lines say, then write the baseline; '\(path)' was not written",
        stderr)
      return .cannotBeJudged
    }
    let reason = options.reason ?? "failing when this baseline was written, \(today)"
    // An entry an id: two checks of one name in two files are one id, which a baseline lists once.
    var listed = Set<String>()
    let entries = failing.withLock { $0 }.filter { listed.insert($0).inserted }.map {
      Baseline.Entry(id: $0, reason: reason, expires: expires)
    }
    guard !entries.isEmpty else {
      stdout.write("no check failed, so there is nothing to accept; '\(ConsoleText.safe(path))' was not written\n")
      return .passed
    }
    // The file is put in place only if none is there by then: of two runs at once, one writes.
    do {
      guard try AtomicFile.writeNew(Array(document(entries).utf8), to: path) else {
        return CheckRun.fail(exists, stderr)
      }
    } catch {
      return CheckRun.fail(error.message, stderr)
    }
    let shown = ConsoleText.safe(path)
    stdout.write(
      "wrote \(shown): \(Wording.count(entries.count, "failing check")) accepted until \(expires); run with --baseline \(shown)\n"
    )
    return .passed
  }

  /// The baseline file: `{"known": [...]}`, an entry a line, each `id`, `reason`, `expires`
  /// in that order, as the README shows them.
  static func document(_ entries: [Baseline.Entry]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    func quoted(_ text: String) -> String {
      (try? encoder.encode(Redaction.apply(text))).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
    let lines = entries.map {
      "    {\"id\": \(quoted($0.id)), \"reason\": \(quoted($0.reason)), \"expires\": \(quoted($0.expires))}"
    }
    return "{\n  \"known\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
  }
}
