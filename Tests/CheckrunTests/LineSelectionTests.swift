import Foundation
import Harness
import Testing

@testable import checkrun

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
