import Foundation
import Testing

@testable import CheckrunKit

/// Issue 40, the third pass: what `checkrun app` prints of an app file, and every path the
/// other commands print, is made safe for a terminal and cleared of secrets, as the run's
/// own lines are.
@Suite("Console safety, third pass")
struct ConsoleSafetyThirdTests {
  let scratch = Scratch("console-third")

  /// What must never reach a terminal from a file's text: an escape, a bell, a C1 line break,
  /// a right-to-left override, and the secrets of `Field.sensitiveValues`.
  static let forbidden = ["\u{1B}", "\u{07}", "\u{85}", "\u{202E}", "4929 1234 5678 9012", "secret-cvv-739"]

  /// The clinic example with a title, a label, a timer and a field name made hostile.
  func hostileApp() throws -> String {
    let root = LibXML.root.appendingPathComponent("checks/examples/clinic.json").path
    var text = try String(contentsOfFile: root, encoding: .utf8)
    for (from, to) in [
      (#""the details screen""#, #""the \u001b]0;owned\u0007details screen""#),
      (#""Book 10:30""#, #""Book \u202e03:01 \u001b[2J""#),
      // A timer's name holds no control character (refused at load), so a bidi override here.
      ("code.expiry", #"code.\u202eexpiry"#),
      (#""Your name""#, #""Your name 4929 1234 5678 9012""#),
      (#""Cancel booking""#, #""Cancel\u0085booking secret-cvv-739""#),
    ] {
      #expect(text.contains(from), "the example no longer holds \(from)")
      text = text.replacingOccurrences(of: from, with: to)
    }
    return try scratch.write(Array(text.utf8), named: "hostile.json")
  }

  @Test("checkrun app prints titles, labels, timer and field names made safe and with secrets taken out")
  func appOverview() throws {
    let run = Invocation(["app", try hostileApp()], environment: [:])
    #expect(run.code == .passed, "\(run.stderr)")
    for text in Self.forbidden {
      #expect(!run.stdout.contains(text), "\(text.unicodeScalars.map { $0.value }) reached the terminal")
    }
    #expect(run.stdout.contains("  the \u{FFFD}details screen (screen 'details')\n"), "\(run.stdout)")
    #expect(run.stdout.contains("button  \"Book \u{FFFD}03:01 \u{FFFD}\"  details.button1"), "\(run.stdout)")
    #expect(run.stdout.contains("  code.\u{FFFD}expiry  5 minutes"), "\(run.stdout)")
    #expect(run.stdout.contains("    \"Your name [redacted]\"\n"), "\(run.stdout)")
    #expect(run.stdout.contains("\"Cancel\u{FFFD}booking [redacted]\""), "\(run.stdout)")
  }

  /// A name with an OSC title sequence, a colour, a right-to-left override and a card number in it.
  static let hostileName = "o\u{1B}]0;owned\u{07}-\u{1B}[31m-\u{202E}-4929 1234 5678 9012"

  /// Expects `text` to hold none of `forbidden` and the name as a terminal is shown it.
  func expectSafe(_ text: String, _ what: String) {
    for bad in Self.forbidden {
      #expect(!text.contains(bad), "\(what): \(bad.unicodeScalars.map { $0.value }) reached the terminal: \(text)")
    }
    #expect(text.contains("o\u{FFFD}-\u{FFFD}-\u{FFFD}-[redacted]"), "\(what): \(text)")
  }

  @Test("the paths baseline -o, merge -o, init and audit print are made safe and cleared of secrets")
  func printedPaths() throws {
    let good = try scratch.write(Array(OutputSafetyMoreTests.good.utf8), named: "good.check")
    let failing = try scratch.write(Array(OutputSafetyMoreTests.failing.utf8), named: "failing.check")
    let baseline = Invocation(
      [
        "baseline", "--app", "before", "--expires", "2030-01-01", "-o", scratch.path(Self.hostileName + ".json"),
        failing,
      ])
    #expect(baseline.code == .passed, "\(baseline.stderr)")
    expectSafe(baseline.stdout + baseline.stderr, "baseline -o")
    let none = Invocation(
      ["baseline", "--expires", "2030-01-01", "-o", scratch.path(Self.hostileName + "-none.json"), good])
    expectSafe(none.stdout + none.stderr, "baseline -o with no failure")
    let shard = scratch.path("shard")
    #expect(Invocation(["--shard", "1/1", "--report", shard, "--quiet", good]).code == .passed)
    let merge = Invocation(["merge", "-o", scratch.path(Self.hostileName), shard])
    #expect(merge.code == .passed, "\(merge.stderr)")
    expectSafe(merge.stdout + merge.stderr, "merge -o")
    let initFolder = scratch.path("init")
    try FileManager.default.createDirectory(atPath: initFolder, withIntermediateDirectories: true)
    let started = Invocation(["init", Self.hostileName], folder: initFolder)
    #expect(started.code == .passed, "\(started.stderr)")
    expectSafe(started.stdout + started.stderr, "init")
    // An audit whose report folder cannot be made: the error names the path.
    let blocker = try scratch.write([], named: "blocker")
    let audit = Invocation(["audit", "--report", "\(blocker)/\(Self.hostileName)", good])
    #expect(audit.code == .notUnderstood)
    expectSafe(audit.stdout + audit.stderr, "audit --report")
  }
}
