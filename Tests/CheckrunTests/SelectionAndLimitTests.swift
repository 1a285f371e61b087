import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// What a hostile tester found still wrong in issue 24: lines named beside their file, zero
/// and too fine durations, a baseline id listed twice, counts and line numbers misread.
@Suite("Selection and limits")
struct SelectionAndLimitTests {
  let scratch = Scratch("selection")
  /// Check `x` (line 1) fails on `before`; check `second` (line 7) passes.
  static let twoChecks =
    "Check: x\nProfile: Switch Control\nTask: select an appointment slot, wait 3 minutes, then book the slot\n"
    + "Expected: the slot is held for 5 minutes\n\n\n"
    + "Check: second\nProfile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n"

  func run(_ arguments: [String]) -> Invocation {
    Invocation(["--app", "before", "--report", scratch.path("report-\(UUID().uuidString)")] + arguments)
  }

  /// The names of the checks a run printed a verdict for, in order.
  func ran(_ out: Invocation) -> [String] {
    out.stdout.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("PASS  ") || line.hasPrefix("FAIL  ") else { return nil }
      return String(line.dropFirst(6).prefix { $0 != " " })
    }
  }

  @Test("a file named whole runs whole whatever lines of it are named too, in either order")
  func wholeFileWins() throws {
    let path = try scratch.write(Array(Self.twoChecks.utf8), named: "two.check")
    for arguments in [[path, "\(path):7"], ["\(path):7", path]] {
      let out = run(arguments)
      #expect(out.code == .failed, "\(arguments): \(out.stdout)")
      #expect(ran(out) == ["x", "second"], "\(arguments): \(out.stdout)")
      #expect(out.stdout.contains("1 passed, 1 failed"), "\(out.stdout)")
    }
  }

  @Test("a folder holding the file runs it whole beside a line of it, in either order")
  func folderWins() throws {
    let path = try scratch.write(Array(Self.twoChecks.utf8), named: "two.check")
    let folder = scratch.url.path
    for arguments in [[folder, "\(path):7"], ["\(path):7", folder]] {
      let out = run(arguments)
      #expect(out.code == .failed, "\(arguments): \(out.stdout)")
      #expect(ran(out) == ["x", "second"], "\(arguments): \(out.stdout)")
    }
  }

  @Test("several lines of one file run each check they name, each once, in file order")
  func severalLines() throws {
    let path = try scratch.write(Array(Self.twoChecks.utf8), named: "two.check")
    let both = run(["\(path):7", "\(path):1", "\(path):8", "\(path):3"])
    #expect(both.code == .failed, "\(both.stdout)")
    #expect(ran(both) == ["x", "second"], "\(both.stdout)")
    let one = run(["\(path):8", "\(path):10"])
    #expect(one.code == .passed, "\(one.stdout)\(one.stderr)")
    #expect(ran(one) == ["second"], "\(one.stdout)")
  }

  @Test("a line number too large for a number is past the end of the file, and 0 is not a line number")
  func overflowingLine() throws {
    let path = try scratch.write(Array(Self.twoChecks.utf8), named: "two.check")
    let huge = run(["\(path):99999999999999999999"])
    #expect(huge.code == .notUnderstood)
    #expect(
      huge.stderr.contains(
        "\(path):1:1: error: line 99999999999999999999 is past the end of the file, which has 10 lines"),
      "\(huge.stderr)")
    #expect(!huge.stderr.contains("no such file"), "\(huge.stderr)")
    let zero = run(["\(path):0"])
    #expect(zero.code == .notUnderstood)
    #expect(
      zero.stderr.contains("\(path):1:1: error: line 0 is not a line number; lines count from 1"), "\(zero.stderr)")
  }

  @Test("an expectation of zero time is refused at its duration and does not run; the same with 5 minutes fails")
  func zeroDuration() throws {
    let text = { (duration: String) in
      "Profile: Switch Control\nTask: select an appointment slot, wait 3 minutes, then book the slot\n"
        + "Expected: the slot is held for \(duration)\n"
    }
    let five = run([try scratch.write(Array(text("5 minutes").utf8), named: "five.check")])
    #expect(five.code == .failed, "\(five.stdout)")
    for zero in ["0 minutes", "0 seconds"] {
      let path = try scratch.write(Array(text(zero).utf8), named: "zero.check")
      let out = run([path])
      #expect(out.code == .notUnderstood, "\(out.stdout)")
      #expect(!out.stdout.contains("PASS"), "\(out.stdout)")
      #expect(
        out.stderr.contains("\(path):3:32: error: duration '\(zero)': write a duration of at least 1 millisecond"),
        "\(out.stderr)")
    }
  }

  @Test("a baseline listing one id twice is an error at the second, naming the first's line, in either order")
  func baselineIDTwice() throws {
    let path = try scratch.write(Array(Self.twoChecks.utf8), named: "two.check")
    let entry = { (expires: String) in "  {\"id\": \"x\", \"reason\": \"r\", \"expires\": \"\(expires)\"}" }
    let once = try scratch.write(Array("{\"known\": [\n\(entry("2099-01-01"))\n]}\n".utf8), named: "once.json")
    #expect(run(["--baseline", once, path]).code == .passed)
    for (first, second) in [("2020-01-01", "2099-01-01"), ("2099-01-01", "2020-01-01")] {
      let text = "{\"known\": [\n\(entry(first)),\n\(entry(second))\n]}\n"
      let baseline = try scratch.write(Array(text.utf8), named: "twice.json")
      let out = run(["--baseline", baseline, path])
      #expect(out.code == .notUnderstood, "\(out.stdout)")
      #expect(!out.stdout.contains("PASS") && !out.stdout.contains("FAIL"), "\(out.stdout)")
      #expect(
        out.stderr.contains("\(baseline):3:10: error: baseline entry 'x' is listed twice (first at line 2)"),
        "\(out.stderr)")
    }
  }

  @Test("checkrun baseline lists an id once when two files' checks share it, so its file loads")
  func writtenBaselineLoads() throws {
    let one = try scratch.write(Array(Self.twoChecks.utf8), named: "one.check")
    let two = try scratch.write(Array(Self.twoChecks.utf8), named: "two.check")
    let path = scratch.path("known.json")
    let wrote = Invocation(["baseline", "--app", "before", "-o", path, "--expires", "2099-01-01", one, two])
    #expect(wrote.code == .passed, "\(wrote.stdout)\(wrote.stderr)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.components(separatedBy: "\"id\": \"x\"").count == 2, "\(text)")
    let out = run(["--baseline", path, one, two])
    #expect(out.code == .passed, "\(out.stdout)\(out.stderr)")
  }
}
