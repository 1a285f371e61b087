import CXML2
import Harness

/// Writes a run as JUnit XML through libxml2's xmlTextWriter; valid against Jenkins xunit's
/// junit-10.xsd and the Ant-style JUnit.xsd unless the rich dialect is asked for.
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

  /// The document's bytes.
  func document(for report: RunReport) throws(Failure) -> [UInt8] {
    JUnitWriter.libxml2Ready
    guard let buffer = xmlBufferCreate() else { throw Failure(message: "libxml2 could not make a buffer") }
    defer { xmlBufferFree(buffer) }
    guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
      throw Failure(message: "libxml2 could not make a writer")
    }
    if let problem = emit(report, through: writer) { throw Failure(message: problem) }
    guard let content = buffer.pointee.content else { return [] }
    let count = Int(xmlBufferLength(buffer))
    return Array(UnsafeBufferPointer(start: content, count: count))
  }

  /// Writes the document straight into the file at `path`, never holding it whole in memory.
  func write(_ report: RunReport, toFile path: String) throws(Failure) {
    JUnitWriter.libxml2Ready
    guard let writer = xmlNewTextWriterFilename(path, 0) else {
      throw Failure(message: "cannot write '\(path)': libxml2 could not open it")
    }
    if let problem = emit(report, through: writer) { throw Failure(message: "cannot write '\(path)': \(problem)") }
  }

  /// Writes the whole document through `writer` and frees it; the first problem, if any.
  private func emit(_ report: RunReport, through writer: xmlTextWriterPtr) -> String? {
    var xml = XMLWriter(writer: writer)
    xml.indent()
    xml.check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil))
    xml.start("testsuites")
    for (index, suite) in report.suites.enumerated() {
      write(suite, id: index, report: report, into: &xml)
    }
    xml.end()
    xml.check(xmlTextWriterEndDocument(writer))
    xmlFreeTextWriter(writer)
    return xml.problem
  }

  private func write(_ suite: RunReport.Suite, id: Int, report: RunReport, into xml: inout XMLWriter) {
    xml.start("testsuite")
    xml.attribute("name", suite.path)
    xml.attribute("package", RunReport.classname(forPath: suite.path))
    xml.attribute("id", String(id))
    xml.attribute("tests", String(suite.cases.count))
    xml.attribute("failures", String(suite.failures))
    xml.attribute("errors", String(suite.errors))
    xml.attribute("skipped", String(suite.skipped))
    xml.attribute("time", JUnitWriter.seconds(suite.milliseconds))
    xml.attribute("timestamp", report.timestamp)
    xml.attribute("hostname", "localhost")
    xml.start("properties")
    let provenance = report.provenance
    property("app", provenance.appName, into: &xml)
    property("app.sha256", provenance.appHash, into: &xml)
    property("tool", "checkrun \(provenance.tool)", into: &xml)
    property("file.sha256", provenance.files.first { $0.path == suite.path }?.sha256 ?? "", into: &xml)
    if let revision = provenance.gitRevision { property("git.revision", revision, into: &xml) }
    if dialect == .strict {
      for item in suite.cases {
        for (name, value) in JUnitWriter.caseProperties(item) {
          property("\(item.classname).\(item.id).\(name)", value, into: &xml)
        }
      }
    }
    xml.end()
    for item in suite.cases { write(item, into: &xml) }
    let timelines = dialect == .strict ? suite.cases.map(JUnitWriter.timelineText).joined(separator: "\n") : ""
    xml.element("system-out", timelines)
    xml.element("system-err", "")
    xml.end()
  }

  private func property(_ name: String, _ value: String, into xml: inout XMLWriter) {
    xml.start("property")
    xml.attribute("name", name)
    xml.attribute("value", value)
    xml.end()
  }

  /// Profile, app, its hash and the WCAG criteria of one check.
  static func caseProperties(_ item: RunReport.Case) -> [(String, String)] {
    guard case .ran(let result) = item.outcome else { return [] }
    return [
      ("profile", result.check.profile.description), ("app", result.check.app.name),
      ("criteria", result.check.criteria.joined(separator: "; ")), ("id", item.id),
    ]
  }

  private func write(_ item: RunReport.Case, into xml: inout XMLWriter) {
    xml.start("testcase")
    xml.attribute("name", item.name)
    xml.attribute("classname", item.classname)
    xml.attribute("time", JUnitWriter.seconds(item.milliseconds))
    if dialect == .rich {
      xml.attribute("file", item.location.path)
      xml.attribute("line", String(item.location.line))
      xml.start("properties")
      for (name, value) in JUnitWriter.caseProperties(item) { property(name, value, into: &xml) }
      xml.end()
    }
    switch (item.outcome, item.status) {
    case (.ran(let result), .known(let entry)?):
      xml.start("skipped")
      xml.attribute("message", "known failure, accepted until \(entry.expires): \(entry.reason)")
      xml.text(JUnitWriter.verdicts(result))
      xml.end()
    default:
      writeVerdict(item, into: &xml)
    }
    if dialect == .rich { xml.element("system-out", JUnitWriter.timelineText(item)) }
    xml.end()
  }

  private func writeVerdict(_ item: RunReport.Case, into xml: inout XMLWriter) {
    switch item.outcome {
    case .invalid(let problems):
      xml.start("error")
      xml.attribute("message", problems.first.map(\.description) ?? "not understood")
      xml.attribute("type", "invalid-check")
      xml.text(problems.map(\.description).joined(separator: "\n"))
      xml.end()
    case .ran(let result) where result.verdict == .failed:
      xml.start("failure")
      var prefix = ""
      if case .expired(let entry)? = item.status {
        prefix = "known failure whose baseline entry expired on \(entry.expires); "
      }
      xml.attribute("message", prefix + JUnitWriter.failureMessage(result))
      xml.attribute("type", result.failedStep == nil ? "expectation" : "task")
      xml.text(JUnitWriter.verdicts(result))
      xml.end()
    case .ran:
      break
    }
  }

  /// Names the first failed step or expectation and its line.
  static func failureMessage(_ result: CheckResult) -> String {
    if let step = result.failedStep {
      return "task step '\(step.step.text)' (line \(step.step.location.line)) could not be done: \(step.failure ?? "")"
    }
    let failed = result.failedExpectations
    guard let first = failed.first else { return "failed" }
    let more = failed.count > 1 ? " (and \(failed.count - 1) more)" : ""
    return "expected '\(first.expectation.text)' (line \(first.expectation.location.line)): \(first.message)\(more)"
  }

  /// Every step's and expectation's verdict, with the evidence for each failure.
  static func verdicts(_ result: CheckResult) -> String {
    var lines: [String] = []
    for step in result.steps {
      let verdict = step.failure == nil ? "done" : "FAILED"
      lines.append("step \(verdict): \(step.step.text) (\(step.step.location))")
      if let failure = step.failure { lines.append("  \(failure)") }
    }
    for outcome in result.expectations {
      lines.append(
        "\(outcome.passed ? "passed" : "FAILED"): \(outcome.expectation.text) (\(outcome.expectation.location))")
      lines.append("  \(outcome.message)")
      if !outcome.passed {
        lines += outcome.evidence.map { "    \($0.at)  \($0.text)" }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A check's whole timeline, headed by its name.
  static func timelineText(_ item: RunReport.Case) -> String {
    guard case .ran(let result) = item.outcome else { return "" }
    let header = "== \(item.name) [\(result.check.profile), app '\(result.check.app.name)']"
    return ([header] + result.timeline.map { "\($0.at)  \($0.text)" }).joined(separator: "\n")
  }

  /// Seconds with three decimals from whole milliseconds, never through a locale.
  static func seconds(_ milliseconds: Int64) -> String {
    let whole = max(0, milliseconds)
    let fraction = whole % 1000
    let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "\(whole / 1000).\(padded)"
  }
}

/// A thin wrapper over xmlTextWriter that makes every string safe and remembers the first error.
private struct XMLWriter {
  let writer: xmlTextWriterPtr
  var problem: String?

  init(writer: xmlTextWriterPtr) {
    self.writer = writer
  }

  mutating func check(_ status: Int32) {
    if status < 0, problem == nil { problem = "libxml2 could not write the JUnit document" }
  }

  mutating func indent() {
    check(xmlTextWriterSetIndent(writer, 1))
    check(xmlTextWriterSetIndentString(writer, "  "))
  }

  mutating func start(_ name: String) {
    check(xmlTextWriterStartElement(writer, name))
  }

  mutating func end() {
    check(xmlTextWriterEndElement(writer))
  }

  mutating func attribute(_ name: String, _ value: String) {
    check(xmlTextWriterWriteAttribute(writer, name, XMLText.safe(Redaction.apply(value))))
  }

  mutating func text(_ value: String) {
    check(xmlTextWriterWriteString(writer, XMLText.safe(Redaction.apply(value))))
  }

  mutating func element(_ name: String, _ value: String) {
    start(name)
    text(value)
    end()
  }
}
