import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// `FILE:LINE` picks a check only by a line the file has (issue 24).
@Suite("FILE:LINE past the end")
struct LineSelectionTests {
  let scratch = Scratch("lines")
  static let twoChecks =
    "Check: first\nProfile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n\n"
    + "Check: last\nProfile: Touch\nTask: wait 2 minutes\nExpected: no error code is shown\n"

  func run(_ arguments: [String]) -> Invocation {
    Invocation(["--report", scratch.path("report-\(UUID().uuidString)")] + arguments)
  }

  @Test("a line past the end is an error saying how many lines the file has, and nothing runs for it")
  func pastTheEnd() throws {
    let path = try scratch.write(Array(Self.twoChecks.utf8), named: "two.check")
    let out = run(["\(path):999"])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains("\(path):999:1: error: line 999 is past the end of the file, which has 9 lines"),
      "\(out.stderr)")
    #expect(!out.stdout.contains("PASS"), "\(out.stdout)")
    // The line just past the last is past the end too; the last line itself picks the last check.
    #expect(run(["\(path):10"]).stderr.contains("line 10 is past the end of the file, which has 9 lines"))
    let last = run(["\(path):9"])
    #expect(last.code == .passed, "\(last.stderr)")
    #expect(last.stdout.contains("PASS  last"), "\(last.stdout)")
  }

  @Test("a comment or blank line above a check picks that check, never the one before (issue 40, item 19)")
  func lineAboveABlock() throws {
    let text =
      "# two checks\n\nCheck: first\nProfile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n\n"
      + "# the second, which fails on before\nCheck: last\nProfile: Touch\nTask: wait 2 minutes\n"
      + "Expected: no error code is shown\n\n# the end\n"
    let path = try scratch.write(Array(text.utf8), named: "comments.check")
    for (line, picked) in [
      (1, "first"), (2, "first"), (6, "first"), (7, "last"), (8, "last"), (9, "last"), (12, "last"),
    ] {
      let out = run(["\(path):\(line)"])
      #expect(out.code == .passed, "line \(line): \(out.stderr)")
      #expect(out.stdout.contains("PASS  \(picked)"), "line \(line): \(out.stdout)")
      #expect(out.stdout.contains("1 passed"), "line \(line): \(out.stdout)")
    }
    // Below the last check, a line picks nothing: it is an error, not the check above it.
    for line in [13, 14] {
      let out = run(["\(path):\(line)"])
      #expect(out.code == .notUnderstood, "line \(line): \(out.stdout)")
      #expect(
        out.stderr.contains(
          "\(path):\(line):1: error: line \(line) is after the last check of the file; name a line of a check"),
        "\(out.stderr)")
    }
  }

  @Test("the other paths still run when one names a line past its end")
  func otherPathsRun() throws {
    let path = try scratch.write(Array(Self.twoChecks.utf8), named: "two.check")
    let other = try scratch.write(Array(Self.twoChecks.utf8), named: "other.check")
    let out = run(["\(path):999", other])
    #expect(out.code == .notUnderstood)
    #expect(out.stdout.contains("2 passed"), "\(out.stdout)")
  }

  @Test("lines are counted as an editor counts them, whatever the line ends")
  func lineCounts() {
    let parser = Parser(mode: .checkFile)
    #expect(parser.parse("", path: "t").lineCount == 0)
    #expect(parser.parse("a", path: "t").lineCount == 1)
    #expect(parser.parse("a\nb\n", path: "t").lineCount == 2)
    #expect(parser.parse("a\r\nb\r\n\r\n", path: "t").lineCount == 3)
    #expect(parser.parse("a\u{2028}b", path: "t").lineCount == 2)
  }
}
