import CXML2
import Foundation
import Harness

/// Writes a run as JUnit XML, the very bytes libxml2's xmlTextWriter writes for it (a test
/// holds the two together, and `checkrun bench` writes its floor with xmlTextWriter itself):
/// the layout is put together here, attribute values are escaped by libxml2 (`XMLBytes`).
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

  /// Renders one check's part, with `timeline`, its timeline as text; every string made
  /// safe, then escaped by libxml2.
  func part(for item: borrowing RunReport.Case, timeline: borrowing TimelineText, words: RunReport.Case.Words?) -> Part
  {
    var xml = XMLBytes()
    var part = Part()
    if dialect == .strict {
      // A check that ran has properties, each named after the check: `classname.id.profile`.
      if let words {
        let prefix = String.joined(item.classname, ".", words.id, ".")
        for (name, value) in JUnitWriter.caseProperties(item, words: words) {
          xml.indent(3)
          property(name, value, prefix: prefix, into: &xml)
        }
      }
      part.properties = xml.take()
      JUnitWriter.timeline(item, timeline, words: words, into: &xml)
      part.timeline = xml.take()
    }
    write(item, timeline: timeline, words: words, into: &xml)
    part.testcase = xml.take()
    return part
  }

  /// The start of the document, before the first file's element.
  static func documentStart(empty: Bool) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + (empty ? "<testsuites/>\n" : "<testsuites>\n")
  }

  static let documentEnd = "</testsuites>\n"

  /// A file's element up to the first check's properties: its counts and the run's properties.
  func suiteStart(_ suite: RunTally.Suite, id: Int, provenance: Provenance) -> [UInt8] {
    var xml = XMLBytes()
    xml.indent(1)
    xml.open("testsuite")
    xml.attribute("name", suite.path)
    xml.attribute("package", RunReport.classname(forPath: suite.path))
    xml.attribute("id", String(id))
    xml.attribute("tests", String(suite.tests))
    xml.attribute("failures", String(suite.failures))
    xml.attribute("errors", String(suite.errors))
    xml.attribute("skipped", String(suite.skipped))
    xml.attribute("time", seconds: suite.milliseconds)
    xml.attribute("timestamp", provenance.time)
    xml.attribute("hostname", "localhost")
    xml.closeStart()
    xml.indent(2)
    xml.open("properties")
    xml.closeStart()
    var properties = [
      ("app", provenance.appName), ("app.sha256", provenance.appHash), ("tool", "checkrun \(provenance.tool)"),
      ("file.sha256", provenance.files.first { $0.path == suite.path }?.sha256 ?? ""),
    ]
    if let revision = provenance.gitRevision { properties.append(("git.revision", revision)) }
    for (name, value) in properties {
      xml.indent(3)
      property(name, value, into: &xml)
    }
    return xml.take()
  }

  /// Between the checks' properties and their test cases.
  static let propertiesEnd = "    </properties>\n"
  /// Before the checks' timelines, each after the one before and a line break.
  static let timelinesStart = "    <system-out>"
  /// After the timelines: the end of the file's element.
  static let suiteEnd = "</system-out>\n    <system-err></system-err>\n  </testsuite>\n"

  /// The whole document in memory, for tests and the benchmark's floor.
  func document(for report: RunReport) throws(Failure) -> [UInt8] {
    do {
      return try ReportStream.render(report, dialect: dialect, junitOnly: true).junit
    } catch {
      throw Failure(message: error.message)
    }
  }

  /// A `<property>` named `name`, after `prefix` when there is one.
  private func property(_ name: String, _ value: String, prefix: String? = nil, into xml: inout XMLBytes) {
    xml.open("property")
    if let prefix { xml.attribute("name", prefix, name) } else { xml.attribute("name", name) }
    xml.attribute("value", value)
    xml.closeEmpty()
  }

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
    into xml: inout XMLBytes
  ) {
    xml.indent(2)
    xml.open("testcase")
    xml.attribute("name", item.name)
    xml.attribute("classname", item.classname)
    xml.attribute("time", seconds: item.milliseconds)
    if dialect == .rich {
      xml.attribute("file", item.location.path)
      xml.attribute("line", String(item.location.line))
      xml.closeStart()
      xml.indent(3)
      xml.open("properties")
      let properties = JUnitWriter.caseProperties(item, words: words)
      if properties.isEmpty {
        xml.closeEmpty()
      } else {
        xml.closeStart()
        for (name, value) in properties {
          xml.indent(4)
          property(name, value, into: &xml)
        }
        xml.indent(3)
        xml.close("properties")
      }
    }
    let verdict: (element: String, attributes: [(String, String)], text: String)?
    switch (item.outcome, item.status) {
    case (.ran(let result), .known(let entry)?):
      verdict = (
        "skipped", [("message", "known failure, accepted until \(entry.expires): \(entry.reason)")],
        JUnitWriter.verdicts(result)
      )
    case (.invalid(let problems), _):
      verdict = (
        "error",
        [("message", problems.first.map(\.description) ?? "not understood"), ("type", "invalid-check")],
        problems.map(\.description).joined(separator: "\n")
      )
    case (.ran(let result), _) where result.verdict == .failed:
      var prefix = ""
      if case .expired(let entry)? = item.status {
        prefix = "known failure whose baseline entry expired on \(entry.expires); "
      }
      verdict = (
        "failure",
        [
          ("message", prefix + JUnitWriter.failureMessage(result)),
          ("type", result.failedStep == nil ? "expectation" : "task"),
        ],
        JUnitWriter.verdicts(result)
      )
    case (.ran, _):
      verdict = nil
    }
    guard verdict != nil || dialect == .rich else {
      xml.closeEmpty()
      return
    }
    if dialect == .strict { xml.closeStart() }
    if let verdict {
      xml.indent(3)
      xml.open(verdict.element)
      for (name, value) in verdict.attributes { xml.attribute(name, value) }
      xml.closeStart(newline: false)
      xml.text(verdict.text)
      xml.close(verdict.element)
    }
    if dialect == .rich {
      xml.indent(3)
      xml.put("<system-out>")
      JUnitWriter.timeline(item, timeline, words: words, into: &xml)
      xml.close("system-out")
    }
    xml.indent(2)
    xml.close("testcase")
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
      lines.append(String.joined("step ", verdict, ": ", step.step.text, " (", step.step.location.description, ")"))
      if let failure = step.failure { lines.append(String.joined("  ", failure)) }
    }
    for outcome in result.expectations {
      lines.append(
        String.joined(
          outcome.passed ? "passed" : "FAILED", ": ", outcome.expectation.text, " (",
          outcome.expectation.location.description, ")"))
      lines.append(String.joined("  ", outcome.message))
      if !outcome.passed {
        lines += outcome.evidence.map { String.joined("    ", $0.at.description, "  ", $0.text) }
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
    into xml: inout XMLBytes
  ) {
    guard case .ran(let result) = item.outcome, let words else { return }
    xml.text(String.joined("== ", item.name, " [", words.profile, ", app '"))
    xml.text(result.check.app.name)
    xml.put("']")
    for index in 0..<timeline.count {
      xml.put("\n")
      xml.entry(index, of: timeline)
    }
  }
}

/// Builds a piece of the JUnit document: the layout is checkrun's (the same indentation
/// xmlTextWriter uses), every string is made safe first and then escaped, attribute values by
/// libxml2's own `xmlAttrSerializeTxtContent`, text as its `xmlEncodeSpecialChars` would
/// (five bytes, replaced in the copy), so a check's text can never break the document. A test
/// holds the whole document to the bytes libxml2's xmlTextWriter writes for it.
struct XMLBytes: ~Copyable {
  private var out = ByteText(capacity: 1024)

  /// The bytes so far, leaving the builder empty.
  mutating func take() -> [UInt8] { out.take() }

  mutating func raw(_ text: String) { out.add(text) }

  /// A piece written in the code (`ByteText.put`).
  mutating func put(_ text: StaticString) { out.put(text) }

  /// Line `index` of a timeline: `13:00  warning shown …`.
  mutating func entry(_ index: Int, of timeline: borrowing TimelineText) {
    timeline.add(index, gap: .twoSpaces, to: &out)
  }

  /// Two spaces per level, as xmlTextWriter indents.
  mutating func indent(_ level: Int) {
    for _ in 0..<level { out.put("  ") }
  }

  mutating func open(_ name: String) {
    out.put("<")
    out.add(name)
  }

  /// Ends a start tag; its content follows on the next line unless `newline` is false.
  mutating func closeStart(newline: Bool = true) {
    out.put(newline ? ">\n" : ">")
  }

  mutating func closeEmpty() { out.put("/>\n") }

  mutating func close(_ name: String) {
    out.put("</")
    out.add(name)
    out.put(">\n")
  }

  /// ` name="`: the start of an attribute.
  private mutating func startAttribute(_ name: String) {
    out.put(" ")
    out.add(name)
    out.put("=\"")
  }

  /// An attribute whose value is run time in seconds, with three decimals from whole
  /// milliseconds: `0.004`.
  mutating func attribute(_ name: String, seconds milliseconds: Int64) {
    let whole = max(0, milliseconds)
    startAttribute(name)
    out.add(Int(whole / 1000))
    let fraction = Int(whole % 1000)
    out.put(fraction < 10 ? ".00" : fraction < 100 ? ".0" : ".")
    out.add(fraction)
    out.put("\"")
  }

  /// What libxml2 escapes in an attribute value, after the value is made safe.
  private static let escapedInAttributes: ByteClass = [.unusual, .markup, .lineBreakOrTab]

  /// An attribute whose value is `first` and `second` one after the other. When `second` has
  /// no byte of any class (nothing to escape, refuse or end a secret), nothing in it can join
  /// with `first` to make something to escape or take out, so a plain `first` is copied and
  /// `second` after it, with no string made of the two.
  mutating func attribute(_ name: String, _ first: String, _ second: String) {
    if ByteClass.of(second).isEmpty {
      let start = out.count
      startAttribute(name)
      if first.withUTF8Bytes({ out.addIfPlain($0, escaping: nil, refusing: XMLBytes.escapedInAttributes) }) {
        out.add(second)
        return out.put("\"")
      }
      out.cut(to: start)
    }
    attribute(name, String.joined(first, second))
  }

  mutating func attribute(_ name: String, _ value: String) {
    startAttribute(name)
    defer { out.put("\"") }
    // Most values need nothing: copied as they are after one look.
    if value.withUTF8Bytes({ out.addIfPlain($0, escaping: nil, refusing: XMLBytes.escapedInAttributes) }) { return }
    let clean = CleanText(value)
    guard !clean.found.isDisjoint(with: XMLBytes.escapedInAttributes) else { return raw(clean.text) }
    JUnitWriter.libxml2Ready
    guard let buffer = xmlBufferCreate() else { return }
    defer { xmlBufferFree(buffer) }
    xmlAttrSerializeTxtContent(buffer, XMLBytes.utf8Document, nil, clean.text)
    if let content = buffer.pointee.content {
      out.add(bytes: UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
    }
  }

  /// A document that says it is UTF-8: given it, libxml2 keeps non-ASCII characters in an
  /// attribute value as they are, as xmlTextWriter does, instead of character references.
  /// Only read after it is made, so threads may share it.
  private nonisolated(unsafe) static let utf8Document: xmlDocPtr? = {
    JUnitWriter.libxml2Ready
    let document = xmlNewDoc("1.0")
    document?.pointee.encoding = UnsafePointer(xmlStrdup("UTF-8"))
    return document
  }()

  /// Text content: tab, line feed and bytes beyond ASCII stay as they are.
  mutating func text(_ value: String) { out.escaped(value, as: .xmlText) }
}
