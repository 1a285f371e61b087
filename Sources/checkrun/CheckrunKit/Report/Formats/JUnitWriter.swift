import CXML2
import Foundation
import Harness

/// Writes a run as JUnit XML through libxml2's xmlTextWriter (`XMLWriter`): each check's
/// pieces on the thread that ran it, each file's element around them when the run ends.
/// Valid against Jenkins xunit's junit-10.xsd and the Ant-style JUnit.xsd unless the rich
/// dialect is asked for.
struct JUnitWriter: Sendable {
  /// What the document may hold beyond the schemas.
  enum Dialect: String, Sendable, CaseIterable {
    /// Valid against both schemas: properties and timelines at suite level.
    case strict
    /// Adds what GitLab's and GitHub's reporters read: `file` and `line` on each test case,
    /// and properties and the timeline (`system-out`) per test case.
    case rich
  }

  var dialect: Dialect = .strict

  /// A libxml2 call that reported failure.
  struct Failure: Error, Sendable {
    var message: String
  }

  /// libxml2 initialised once, before any thread uses it: its global tables (encodings,
  /// dictionaries) are not safe to set up from several threads at once.
  static let libxml2Ready: Void = { xmlInitParser() }()

  /// One check's share of the document, rendered on the thread that ran it. In the strict
  /// dialect a check's properties and timeline sit at the level of its file, so they are kept
  /// apart and joined with the other checks' when the file's element is put together.
  struct Part: Sendable {
    /// `<property>` elements for the file's `<properties>` (strict dialect).
    var properties: [UInt8] = []
    /// The `<testcase>` element.
    var testcase: [UInt8] = []
    /// The timeline, escaped, for the file's `<system-out>` (strict dialect).
    var timeline: [UInt8] = []
  }

  /// Renders one check's part through this thread's writers, with `timeline`, its timeline
  /// as text; nil when libxml2 failed.
  func part(
    for item: borrowing RunReport.Case, timeline: borrowing TimelineText, words: RunReport.Case.Words?
  ) -> Part? {
    guard let writers = XMLWriter.pieces else { return nil }
    var part = Part()
    if dialect == .strict {
      // A check that ran has properties, each named after the check: `classname.id.profile`.
      if let words {
        let prefix = CleanText(String.joined(item.classname, ".", words.id, ".")).text
        for (name, value) in JUnitWriter.caseProperties(item, words: words) {
          JUnitWriter.property(name, value, prefix: prefix, into: writers.properties)
        }
      }
      part.properties = writers.properties.take()
      JUnitWriter.timeline(item, timeline, words: words, into: writers.text)
      part.timeline = writers.text.take()
    }
    write(item, timeline: timeline, words: words, into: writers.testcase)
    part.testcase = writers.testcase.take()
    return writers.failed ? nil : part
  }

  /// The pieces of the document around its checks' parts, written by one xmlTextWriter in
  /// document order: each piece is what the writer writes between two runs of parts.
  struct Frame {
    private let writer: XMLWriter

    /// What a run reports when libxml2 fails to write the document's frame.
    static let failure = AtomicFile.Failure(message: "libxml2 could not write the JUnit document")

    init?() {
      guard let writer = XMLWriter(depth: 0) else { return nil }
      self.writer = writer
    }

    var failed: Bool { writer.failed }

    /// The document's start, before the first file's element.
    func documentStart() -> [UInt8] {
      writer.start("testsuites")
      return writer.take()
    }

    /// The document's end, after the last file's element.
    func documentEnd() -> [UInt8] {
      writer.end()
      return writer.take()
    }

    /// A file's element up to its checks' properties: its counts, the run's properties
    /// when it is the first file's (`id` 0), and the file's SHA-256.
    ///
    /// Every property name is the document's only one of that name: readers such as
    /// xunitparser gather the properties of every suite into one table and refuse a name
    /// given twice, so the run's own are written once and the file's hash is named after it.
    func suiteStart(_ suite: RunTally.Suite, id: Int, provenance: Provenance) -> [UInt8] {
      writer.start("testsuite")
      writer.attribute("name", suite.name(provenance))
      writer.attribute("package", RunReport.classname(forPath: suite.path))
      writer.attribute("id", String(id))
      writer.attribute("tests", String(suite.tests))
      writer.attribute("failures", String(suite.failures))
      writer.attribute("errors", String(suite.errors))
      writer.attribute("skipped", String(suite.skipped))
      writer.attribute("time", seconds: suite.microseconds, to: .milliseconds)
      writer.attribute("timestamp", provenance.time)
      writer.attribute("hostname", "localhost")
      writer.start("properties")
      for (name, value) in id == 0 ? JUnitWriter.runProperties(provenance) : [] {
        JUnitWriter.property(name, value, into: writer)
      }
      JUnitWriter.property(
        String.joined(JUnitWriter.fileHashProperty, suite.path),
        provenance.files.first { $0.path == suite.path }?.sha256 ?? "", into: writer)
      return writer.take()
    }

    /// Between the checks' properties and their test cases.
    func propertiesEnd() -> [UInt8] {
      writer.end()
      return writer.take()
    }

    /// Before the checks' timelines, each after the one before and a line break.
    func timelinesStart() -> [UInt8] {
      writer.start("system-out")
      writer.endStartTag()
      return writer.take()
    }

    /// After the timelines: the end of the file's element.
    func suiteEnd() -> [UInt8] {
      writer.fullEnd()
      writer.start("system-err")
      writer.fullEnd()
      writer.end()
      return writer.take()
    }
  }

  /// The whole document in memory, for tests and the benchmark's floor.
  func document(for report: RunReport) throws(Failure) -> [UInt8] {
    do {
      return try ReportStream.render(report, dialect: dialect, junitOnly: true).junit
    } catch {
      throw Failure(message: error.message)
    }
  }

  /// A `<property>` named `name`, after `prefix` (made safe already) when there is one.
  private static func property(_ name: String, _ value: String, prefix: String? = nil, into writer: XMLWriter) {
    writer.start("property")
    if let prefix { writer.attribute("name", clean: prefix, name) } else { writer.attribute("name", name) }
    writer.attribute("value", value)
    writer.end()
  }

  /// The run's own properties, written once, in the first file's element: the app, its
  /// SHA-256, the tool and the git revision when there is one.
  static func runProperties(_ provenance: Provenance) -> [(String, String)] {
    var properties = [
      ("app", provenance.appName), ("app.sha256", provenance.appHash), ("tool", "checkrun \(provenance.tool)"),
    ]
    if let revision = provenance.gitRevision { properties.append(("git.revision", revision)) }
    // The apps checks named on their App: lines, numbered from 2: app.2, app.2.sha256, ….
    for (index, other) in (provenance.otherApps ?? []).enumerated() {
      properties += [("app.\(index + 2)", other.name), ("app.\(index + 2).sha256", other.sha256)]
    }
    return properties
  }

  /// What a file's SHA-256 property is named, before the file's path:
  /// `file.sha256.checks/otp.check`.
  static let fileHashProperty = "file.sha256."

  /// Profile, app, its hash and the WCAG criteria of one check.
  static func caseProperties(_ item: RunReport.Case, words: RunReport.Case.Words?) -> [(String, String)] {
    guard case .ran(let result) = item.outcome, let words else { return [] }
    return [
      ("profile", words.profile), ("app", result.check.app.name), ("criteria", words.criteriaLine),
      ("id", words.id),
    ]
  }

  private func write(
    _ item: borrowing RunReport.Case, timeline: borrowing TimelineText, words: RunReport.Case.Words?,
    into writer: XMLWriter
  ) {
    writer.start("testcase")
    writer.attribute("name", item.name)
    writer.attribute("classname", item.classname)
    writer.attribute("time", seconds: item.microseconds, to: .microseconds)
    if dialect == .rich {
      writer.attribute("file", item.location.path)
      writer.attribute("line", String(item.location.line))
      writer.start("properties")
      for (name, value) in JUnitWriter.caseProperties(item, words: words) {
        JUnitWriter.property(name, value, into: writer)
      }
      writer.end()
    }
    switch (item.outcome, item.status) {
    case (.ran(let result), .known(let entry)?):
      writer.start("skipped")
      writer.attribute("message", "known failure, accepted until \(entry.expires): \(entry.reason)")
      writer.text(JUnitWriter.verdicts(result))
      writer.fullEnd()
    case (.invalid(let problems), _):
      writer.start("error")
      writer.attribute("message", problems.first.map(\.description) ?? "not understood")
      writer.attribute("type", "invalid-check")
      writer.text(problems.map(\.description).joined(separator: "\n"))
      writer.fullEnd()
    case (.ran(let result), _) where result.verdict == .cannotBeJudged:
      // A defect of the check, not a failure of the app: an error, as for a check not
      // understood, so CI counts it and goes red, told apart from those by its type.
      writer.start("error")
      writer.attribute("message", JUnitWriter.failureMessage(result))
      writer.attribute("type", "cannot-be-judged")
      writer.text(JUnitWriter.verdicts(result))
      writer.fullEnd()
    case (.ran(let result), _) where result.verdict == .failed:
      var prefix = ""
      if case .expired(let entry)? = item.status {
        prefix = "known failure whose baseline entry expired on \(entry.expires); "
      }
      writer.start("failure")
      writer.attribute("message", prefix + JUnitWriter.failureMessage(result))
      writer.attribute("type", result.failedStep == nil ? "expectation" : "task")
      writer.text(JUnitWriter.verdicts(result))
      writer.fullEnd()
    case (.ran, _):
      break
    }
    if dialect == .rich {
      writer.start("system-out")
      JUnitWriter.timeline(item, timeline, words: words, into: writer)
      writer.fullEnd()
    }
    writer.end()
  }

  /// Names the first failed step or expectation and its line, and how many more expectations
  /// failed: `… (2 more expectations failed)`, words of their own, since a message may end in
  /// a count of its own (`lost: 'Email' and 2 more`). For a check that cannot be judged, the
  /// first expectation that cannot be: `cannot be judged: expected '…' (line 4): …`.
  static func failureMessage(_ result: CheckResult) -> String {
    if let step = result.failedStep {
      return "task step '\(step.step.text)' (line \(step.step.location.line)) could not be done: \(step.failure ?? "")"
    }
    let unjudged = result.verdict == .cannotBeJudged
    let listed = unjudged ? result.unjudgedExpectations : result.failedExpectations
    guard let first = listed.first else { return "failed" }
    let others = listed.count - 1
    let verb = unjudged ? "cannot be judged" : "failed"
    let more = others == 0 ? "" : " (\(others) more \(others == 1 ? "expectation" : "expectations") \(verb))"
    let cited = unjudged ? "" : citing(first.expectation.criteria)
    return
      "\(unjudged ? "cannot be judged: " : "")expected '\(first.expectation.text)' (line \(first.expectation.location.line)): \(first.message)\(cited)\(more)"
  }

  /// An expectation's citations, as a failure names them: ` [WCAG 2.2.1 Timing Adjustable
  /// (A), SCR16; 4.1.3 Status Messages (AA)]`, or ` [no WCAG criterion: seed 001, …]`.
  static func citing(_ criteria: [String]) -> String {
    guard !criteria.isEmpty else { return "" }
    let none = criteria.allSatisfy { $0.hasPrefix(Citation.noCriterionPrefix) }
    return " [\(none ? "" : "WCAG ")\(criteria.joined(separator: "; "))]"
  }

  /// Every step's and expectation's verdict, with the evidence for each failure, and how each
  /// announcement reached the person (heard in full, cut off by what, not heard and why).
  static func verdicts(_ result: CheckResult) -> String {
    var lines: [String] = []
    for step in result.steps {
      let verdict = step.failure == nil ? "done" : "FAILED"
      lines.append(String.joined("step ", verdict, ": ", step.step.text, " (", step.step.location.description, ")"))
      if let failure = step.failure { lines.append(String.joined("  ", failure)) }
    }
    for outcome in result.expectations {
      let verdict =
        switch outcome.judgement {
        case .passed: "passed"
        case .failed: "FAILED"
        case .cannotBeJudged: "CANNOT BE JUDGED"
        }
      lines.append(
        String.joined(verdict, ": ", outcome.expectation.text, " (", outcome.expectation.location.description, ")"))
      lines.append(String.joined("  ", outcome.message))
      if !outcome.expectation.criteria.isEmpty {
        lines.append(String.joined("  cites ", outcome.expectation.criteria.joined(separator: "; ")))
      }
      if outcome.judgement == .failed {
        lines += outcome.evidence.map { String.joined("    ", $0.at.description, "  ", $0.text) }
      }
    }
    // What reached the person, from the trace: each announcement and how it was heard.
    let heard = result.heardAnnouncements
    if !heard.isEmpty {
      lines.append("heard, as the trace records it:")
      for each in heard {
        lines.append(
          String.joined("  ", each.announcement.postedAt.description, "  \"", each.text, "\": ", each.words))
      }
    }
    return String.joined(lines, separator: "\n")
  }

  /// The check's timeline as JUnit text: a header line, then a line per entry of `timeline`
  /// (`13:00  warning shown …`). Each piece is made safe, cleared of secrets and escaped on
  /// its own: no secret holds a line break, so none spans two pieces, and an escape sequence
  /// at the end of a check's name cannot swallow the next line.
  static func timeline(
    _ item: borrowing RunReport.Case, _ timeline: borrowing TimelineText, words: RunReport.Case.Words?,
    into writer: XMLWriter
  ) {
    guard case .ran(let result) = item.outcome, let words else { return writer.endStartTag() }
    writer.text(String.joined("== ", item.name, " [", words.profile, ", app '"))
    writer.text(result.check.app.name)
    var lines = ByteText(capacity: 1024)
    // A passing check has no failure element to carry its verdicts: they come first here,
    // each expectation's judgement, message and citations, as a failure's body gives them,
    // made safe and cleared of secrets as that body is.
    if result.verdict == .passed {
      writer.text(String.joined("']\n", JUnitWriter.verdicts(result), "\ntimeline:"))
    } else {
      lines.put("']")
    }
    for index in 0..<timeline.count {
      lines.put("\n")
      timeline.add(index, gap: .twoSpaces, to: &lines)
    }
    lines.withBytes { writer.escaped($0) }
  }

}
