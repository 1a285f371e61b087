import Foundation
import Harness
import Testing

/// `Checks.run` throws every problem at once, and throws when there is nothing to run: a
/// team's test never passes on checks that did not run.
@Suite("Harness as a library: problems")
struct LibraryErrorTests {
  /// What `body` threw, one line per diagnostic; a failed expectation if it threw nothing.
  func problems(_ body: () throws(DiagnosticList) -> CheckResults) -> [String] {
    do {
      let results = try body()
      Issue.record("nothing was thrown; the call gave \(results)")
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test("an empty source, or one of comments only, is an error, not zero results")
  func emptySource() {
    for source in ["", "# only a comment\n\n"] {
      #expect(
        problems { () throws(DiagnosticList) in try Checks.run(source: source, path: "bank.check") } == [
          "bank.check:1:1: error: no checks in 'bank.check'; a check is `Profile:`, `Task:`, `Expected:`"
        ])
    }
  }

  @Test("every problem of every check and file is thrown, not the first one only")
  func everyProblem() throws {
    let checks = try LibraryUseTests.bankFolder(checks: [
      "a.check": "Profile: VoiceOver\nTask: fil 3 fields\nExpected: no input is lost\n",
      "b.check": "Profile: VoiceOver\nTask: fill 3 fields\nExpected: no input is lost\n\nTask: again\n",
      "c.check": "Profile: VoiseOver\nTask: fill 3 fields\nExpected: no input is lost\n",
      "d.check": "Profile: VoiceOver\nTask: fill 3 fields\nExpected: no input is lost\n",
    ])
    let found = problems { () throws(DiagnosticList) in try Checks.run(folder: checks) }
    #expect(
      found == [
        "\(checks)/b.check:5:1: error: 'Task:' appears twice in one check; continue the value on indented lines instead",
        "\(checks)/a.check:2:7: error: unknown step 'fil 3 fields'; did you mean 'fill 3 fields'?",
        "\(checks)/c.check:1:10: error: unknown profile 'VoiseOver'; did you mean 'VoiceOver'?",
      ], "\(found)")
  }

  @Test("a folder that is missing, is a file, or has no check file is an error")
  func folders() throws {
    let checks = try LibraryUseTests.bankFolder(checks: [:])
    #expect(
      problems { () throws(DiagnosticList) in try Checks.run(folder: checks) } == [
        "\(checks):1:1: error: no '*.check' file in this folder"
      ])
    #expect(
      problems { () throws(DiagnosticList) in try Checks.run(folder: "\(checks)/none") } == [
        "\(checks)/none:1:1: error: no such folder"
      ])
    #expect(
      problems { () throws(DiagnosticList) in try Checks.run(folder: "\(checks)/bank.json") } == [
        "\(checks)/bank.json:1:1: error: not a folder; `Checks.run(file:)` runs one file"
      ])
    #expect(
      problems { () throws(DiagnosticList) in try Checks.run(file: "\(checks)/none.check") } == [
        "\(checks)/none.check:1:1: error: cannot read the file: it does not resolve (a broken link or a link loop)"
      ])
  }

  @Test("an app file with mistakes throws each at its line and column")
  func badAppFile() throws {
    let text = """
      {
        "base": "fixed",
        "sesion": { "length": "10 minutes" },
        "oneTimeCode": { "lifetime": "0 seconds" }
      }
      """
    let checks = try LibraryUseTests.bankFolder(app: text, checks: [:])
    do {
      _ = try AppModel(contentsOf: "\(checks)/bank.json")
      Issue.record("a bad app file was read")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "\(checks)/bank.json:4:20: error: 'oneTimeCode.lifetime' must be longer than zero",
          "\(checks)/bank.json:3:3: error: unknown key 'sesion'; did you mean 'session'?",
        ])
    }
    #expect(throws: DiagnosticList.self) { try AppModel(json: "[1]") }
    #expect(try AppModel(json: #"{ "base": "before" }"#, path: "mine.json").name == "mine")
  }

  @Test("descriptions are one readable line, and secrets are taken out")
  func descriptions() throws {
    let source = """
      Check: card 4929 1234 5678 9012 is not kept
      Profile: VoiceOver
      Task: fill 3 fields
      Expected: no input is lost
      """
    let check = try #require(Parser(mode: .checkFile).parse(source, path: "bank.check").checks.first)
    #expect("\(check)" == "'card [redacted] is not kept' (VoiceOver) at bank.check:1:1")
    let results = try Checks.run(source: source, path: "bank.check")
    let result = try #require(results.first)
    #expect(
      "\(result)".hasPrefix(
        "passed: 'card [redacted] is not kept' (VoiceOver) against 'fixed' at bank.check:1:1, 1 expectation, "))
    #expect("\(results)".hasPrefix("1 check: 1 passed, 0 failed"))
    #expect(!"\(results)\(result)\(check)".contains("4929"))
  }
}
