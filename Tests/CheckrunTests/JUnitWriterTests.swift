import Foundation
import Harness
import Testing

@testable import CheckrunKit

@Suite("JUnit writer")
struct JUnitWriterTests {
  static let hostile: [String] = [
    "NUL \u{0} inside", "bell \u{7} and vertical tab \u{B}", "colour \u{1B}[31mred\u{1B}[0m done",
    "cdata end ]]> and <tag> & \"quotes\" 'single'",
    String(decoding: [0x41, 0xFF, 0xFE, 0xC3, 0x28, 0x42], as: UTF8.self),
    "noncharacter \u{FFFE} \u{FFFF} and C1 \u{85}", "emoji 👩🏽‍🦯 and RTL \u{202E}text",
    "carriage\r\nreturn, tab\there and an escape at the end \u{1B}[",
  ]

  /// A report of one failed check whose every string is `text`.
  func report(_ text: String) throws -> RunReport {
    let source = """
      Check: \(text)
      Profile: Touch
      Task: fill 3 fields
      Expected: the sign-in screen says what happened
      """
    let parsed = Parser(mode: .checkFile).parse(source, path: "checks/\(text).check")
    let check = try #require(parsed.checks.first)
    let runnable = try Resolver(defaultApp: .before).resolve(check).get()
    let result = Runner.run(runnable)
    let failed = RunReport.Case(
      name: text, classname: text, location: check.location, outcome: .ran(result), microseconds: 1_234_567)
    let invalid = RunReport.Case(
      name: text + " (2)", classname: text, location: check.location,
      outcome: .invalid([Diagnostic(.unknownPhrase, at: check.location, "unknown step '\(text)'")]), microseconds: 0)
    var app = AppModel.before
    app.name = text
    let provenance = Provenance(
      tool: "test", app: app,
      files: [Provenance.FileHash(path: "checks/\(text).check", sha256: SHA256.hex(Array(text.utf8)))],
      gitRevision: text,
      time: "2026-11-29T12:00:00")
    return RunReport(
      suites: [RunReport.Suite(path: "checks/\(text).check", cases: [failed, invalid])], provenance: provenance)
  }

  /// Texts whose escaping takes each path: plain, markup, a secret (at the end, in the middle,
  /// nearly one), bytes to clean, and both together.
  static let escapable: [String] =
    hostile + Field.sensitiveValues + [
      "plain words", "", "it's <b> & \"q\"", "card 4929 1234 5678 9012", "4929 1234 5678 9012 ends here",
      "almost 4929 1234 5678 9013", "cvv secret-cvv-73", "secret-cvv-739\u{1B}[0m", "tab\tand\rCR and 2 9 digits",
      "a card split by colour 4929 1234\u{1B}[0m 5678 9012", "secret-\u{1B}[1mcvv-739",
    ]

  @Test("text escaped in one pass is what cleaning it first, then escaping it, gives", arguments: escapable)
  func onePassEscaping(_ text: String) {
    for entities in [ByteText.Entities.html, .xmlText] {
      var reference = ByteText(capacity: 0)
      reference.add(CleanText(text).text, replacing: entities)
      var escaped = ByteText(capacity: 0)
      escaped.add("before ")
      escaped.escaped(text, as: entities)
      #expect(escaped.take() == Array("before ".utf8) + reference.take(), "\(entities)")
    }
    for secret in Field.sensitiveValues {
      var out = ByteText(capacity: 0)
      out.escaped(text)
      #expect(!String(decoding: out.take(), as: UTF8.self).contains(secret))
    }
  }

  @Test("a failure's message names the first failed expectation and counts the others in words of their own")
  func failureMessageCountsTheOthers() throws {
    func result(_ expected: [String]) throws -> CheckResult {
      let source =
        "Profile: Touch\nTask: fill 8 fields, then let the session expire\nExpected: "
        + expected.joined(separator: "\n  ")
      let check = try #require(Parser(mode: .checkFile).parse(source, path: "t.check").checks.first)
      return Runner.run(try Resolver(defaultApp: .before).resolve(check).get())
    }
    let restored = "after expiry, allowed fields are restored after login"
    let one = JUnitWriter.failureMessage(try result([restored]))
    // The message's own count ends it, then the failed expectation's citations.
    let cited = " [WCAG 2.2.5 Re-authenticating (AAA), G105; 3.3.7 Redundant Entry (A), G221]"
    #expect(one.hasPrefix("expected '\(restored)' (line 3): ") && one.hasSuffix(" and 2 more" + cited), "\(one)")
    let two = JUnitWriter.failureMessage(try result([restored, "the sign-in screen says what happened"]))
    #expect(two == one + " (1 more expectation failed)")
    let three = JUnitWriter.failureMessage(
      try result([restored, "the sign-in screen says what happened", "other progress is kept"]))
    #expect(three == one + " (2 more expectations failed)")
  }

  @Test("a failure's body says, from the trace, how each announcement reached the person")
  func failureBodyHeard() throws {
    func body(_ profile: String, _ task: String, _ expected: String) throws -> String {
      let source = "Profile: \(profile)\nTask: \(task)\nExpected: \(expected)"
      let check = try #require(Parser(mode: .checkFile).parse(source, path: "t.check").checks.first)
      return JUnitWriter.verdicts(Runner.run(try Resolver(defaultApp: .before).resolve(check).get()))
    }
    let cut = try body(
      "VoiceOver", "enter an incorrect passcode, then wait 2 seconds", "the error is announced in full")
    #expect(
      cut.hasSuffix(
        "heard, as the trace records it:\n  00:15  \"Incorrect passcode. Try again.\": cut off at 00:15.5 by a focus move to 'Passcode'"
      ), "\(cut)")
    let unheard = try body("Switch Control", "enter an incorrect passcode", "the error is announced in full")
    #expect(unheard.contains("\"Incorrect passcode. Try again.\": not heard: the profile does not hear announcements"))
    // The task ended mid-sentence: the report follows the announcement to its end, as the
    // verdict does (issue 42), rather than saying it was still being spoken.
    let unfinished = try body("VoiceOver", "enter an incorrect passcode", "the error is announced in full")
    #expect(
      unfinished.hasSuffix(
        "heard, as the trace records it:\n  00:15  \"Incorrect passcode. Try again.\": cut off at 00:15.5 by a focus move to 'Passcode'"
      ), "\(unfinished)")
    #expect(unfinished.contains("was announced at 00:15 but cut off at 00:15.5"))
    // Nothing announced, nothing to say.
    #expect(!(try body("Touch", "fill 3 fields", "the sign-in screen says what happened")).contains("heard, as"))
  }

  @Test("hostile strings give a well-formed document, valid against both schemas", arguments: hostile)
  func hostileStrings(_ text: String) throws {
    let bytes = try JUnitWriter().document(for: report(text))
    let rich = try JUnitWriter(dialect: .rich).document(for: report(text))
    #expect(LibXML.parse(rich) != nil)
    let html = try ReportStream.render(report(text), dialect: .strict).html
    #expect(!html.contains("\u{1B}") && !html.contains("\u{0}") && !html.contains("<tag>"))
    #expect(LibXML.parse(bytes) != nil)
    let rejected = LibXML.rejecting(bytes)
    #expect(rejected.isEmpty, "not valid against \(rejected)")
    #expect(!bytes.contains(0x1B))
    #expect(!bytes.contains(0x00))
    let names = LibXML.attributes("name", of: "testcase", in: bytes)
    #expect(names.first == XMLText.safe(text))
  }

  @Test(
    "libxml2's own text writer, given the document's elements and text, writes the same bytes",
    arguments: JUnitWriter.Dialect.allCases)
  func sameBytesAsLibXML2(_ dialect: JUnitWriter.Dialect) throws {
    let scratch = Scratch("floor")
    defer { try? FileManager.default.removeItem(at: scratch.url) }
    var reports = try JUnitWriterTests.hostile.map { try report($0) }
    reports.append(BenchCommand.runSuite(BenchCommand.suite(300), jobs: 1))
    for report in reports {
      let bytes = try JUnitWriter(dialect: dialect).document(for: report)
      let path = try scratch.write([], named: "floor.xml")
      try LibXML2Floor(document: bytes).write(to: path)
      let again = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
      let same = again == bytes
      #expect(same, "first difference at byte \(zip(again, bytes).prefix { $0 == $1 }.count)")
    }
  }

  @Test("the safe text drops escape sequences and replaces what XML cannot hold")
  func safeText() {
    #expect(XMLText.safe("a\u{1B}[1;31mb\u{1B}[0mc") == "abc")
    #expect(XMLText.safe("x\u{0}y") == "x\u{FFFD}y")
    #expect(XMLText.safe("tab\tline\nreturn\r") == "tab\tline\nreturn\r")
    #expect(XMLText.safe("]]>") == "]]>")
  }

  /// What `write` writes into a `<p>` element of libxml2's writer.
  static func element(_ write: (XMLWriter) -> Void) throws -> String {
    let writer = try #require(XMLWriter(depth: 1))
    writer.start("p")
    write(writer)
    writer.end()
    #expect(!writer.failed)
    return String(decoding: writer.take(), as: UTF8.self)
  }

  @Test("an attribute given in two pieces is the attribute of the two joined", arguments: escapable)
  func twoPieceAttribute(_ text: String) throws {
    // Each text as the first piece before a plain name and before one with bytes of a class,
    // and as the second after a plain prefix and after one that nearly holds a secret.
    let pairs = [
      (text, "profile"), (text, ".id"), (text, "9012"), (text, "<b>"), ("suite.check-1.", text),
      ("4929 1234 5678 ", text), ("secret-cvv-73", text),
    ]
    for (first, second) in pairs {
      let clean = CleanText(first).text
      #expect(
        try Self.element { $0.attribute("name", clean: clean, second) }
          == Self.element { $0.attribute("name", String.joined(clean, second)) }, "\(first) + \(second)")
    }
    // A secret split across the pieces is still taken out.
    let split = try Self.element { $0.attribute("name", clean: CleanText("card 4929 1234 5678 901").text, "2") }
    #expect(!split.contains("4929 1234 5678 9012"))
  }

  @Test("every attribute value and text reaches libxml2 made safe and cleared of secrets", arguments: escapable)
  func safeBeforeLibXML2(_ text: String) throws {
    let written = try Self.element {
      $0.attribute("name", text)
      $0.text(text)
    }
    #expect(LibXML.parse(Array(written.utf8)) != nil, "\(written)")
    #expect(!written.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{0}" })
    for secret in Field.sensitiveValues { #expect(!written.contains(secret)) }
  }

  @Test("counts match the test cases, a test case's time is in microseconds and its suite's in milliseconds")
  func countsAndTimes() throws {
    let bytes = try JUnitWriter().document(for: report("counts"))
    #expect(LibXML.attributes("tests", of: "testsuite", in: bytes) == ["2"])
    #expect(LibXML.attributes("failures", of: "testsuite", in: bytes) == ["1"])
    #expect(LibXML.attributes("errors", of: "testsuite", in: bytes) == ["1"])
    #expect(LibXML.attributes("time", of: "testcase", in: bytes) == ["1.234567", "0.000000"])
    #expect(LibXML.attributes("time", of: "testsuite", in: bytes) == ["1.235"])
    let message = try #require(LibXML.attributes("message", of: "failure", in: bytes).first)
    #expect(message.hasPrefix("expected 'the sign-in screen says what happened' (line 4): "))
  }

  @Test("whole numbers are written as their digits", arguments: [0, 7, 10, 1234, -42, Int.max, Int.min])
  func digits(_ number: Int) {
    var text = ByteText(capacity: 0)
    text.add(number)
    #expect(String(decoding: text.take(), as: UTF8.self) == String(number))
  }

  @Test(
    "clock faces are written as their words, past 99 hours too", arguments: [0, 62.5, 3_723, 359_999.9, 2_592_001.2])
  func clockFaces(_ seconds: Double) {
    let instant = VirtualInstant(sinceStart: .seconds(seconds))
    var text = ByteText(capacity: 0)
    text.add("at ")
    text.add(instant)
    #expect(String(decoding: text.take(), as: UTF8.self) == "at " + instant.description)
  }

  @Test("text built piece by piece holds every piece in order as it grows, and starts again after a take")
  func growing() {
    var text = ByteText(capacity: 0)
    var expected: [UInt8] = []
    for round in 0..<3 {
      // Pieces of every length from 0 to 300, some of them past the room there is.
      for length in 0...300 {
        let piece = String(repeating: "é\(round)x", count: length / 4) + String(repeating: "y", count: length % 4)
        text.add(piece)
        expected += Array(piece.utf8)
        // And pieces written in the code, short and long, between them.
        let literal: StaticString =
          length % 3 == 0 ? "</li>\n<li>" : length % 3 == 1 ? "" : "\" x2=\"é and a longer piece\""
        text.put(literal)
        expected += Array(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
      }
      #expect(text.count == expected.count)
      text.withBytes { expectSameBytes(Array($0), expected, "withBytes") }
      expectSameBytes(text.bytes, expected, "bytes")
      expectSameBytes(text.take(), expected, "take()")
      #expect(text.count == 0 && text.bytes.isEmpty)
      expected = []
    }
  }

  @Test("timestamps are UTC civil time from seconds since 1970")
  func timestamps() {
    #expect(CheckRun.utc(0) == "1970-01-01T00:00:00")
    #expect(CheckRun.utc(1_700_000_000) == "2023-11-14T22:13:20")
    #expect(CheckRun.utc(951_782_400) == "2000-02-29T00:00:00")
    #expect(CheckRun.timestamp(["SOURCE_DATE_EPOCH": "86400"]) == "1970-01-02T00:00:00")
  }
}
