import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// The criteria tally counts each expectation against its own citations only (issue 44,
/// item 2): a check with one failed expectation counts one failure, under that expectation's
/// criteria, and its passing expectations' criteria count passes.
@Suite("WCAG tally")
struct WCAGTallyTests {
  static let source = """
    Check: one of two fails
    Profile: VoiceOver
    Task: fill 5 fields, then wait until the warning appears
    Expected: the warning is announced
              the word "session" is not shown
    """

  static func result() throws -> CheckResult {
    let parsed = Parser(mode: .checkFile).parse(source, path: "checks/wcag.check")
    let check = try #require(parsed.checks.first)
    return Runner.run(try Resolver(defaultApp: .fixed).resolve(check).get())
  }

  @Test("a check with one failed expectation: that expectation's criteria count the failure, the other's the pass")
  func tallyOfOneFailure() throws {
    let result = try Self.result()
    #expect(result.verdict == .failed)
    #expect(result.expectations.map(\.judgement) == [.passed, .failed], "\(result.expectations.map(\.message))")
    var tally = RunTally()
    tally.add(
      RunReport.Case(
        name: "one of two fails", classname: "wcag", location: result.check.source.location, outcome: .ran(result),
        microseconds: 0))
    func counts(_ key: String) -> RunTally.Counts? { tally.byCriterion[RunTally.Row(app: 0, key: key)] }
    #expect(counts("3.1.3 Unusual Words (AAA)") == RunTally.Counts(passed: 0, failed: 1, checks: 1))
    #expect(counts("2.2.1 Timing Adjustable (A)") == RunTally.Counts(passed: 1, failed: 0, checks: 1))
    #expect(counts("4.1.3 Status Messages (AA)") == RunTally.Counts(passed: 1, failed: 0, checks: 1))
    #expect(tally.byCriterion.count == 3)
    #expect(tally.techniques["2.2.1 Timing Adjustable (A)"] == ["SCR16"])
  }

  @Test("a failure's JUnit message and summary bullet name the failed expectation's criteria, not the check's")
  func failureNamesItsCriteria() throws {
    let message = JUnitWriter.failureMessage(try Self.result())
    #expect(message.contains("[WCAG 3.1.3 Unusual Words (AAA)]"), "\(message)")
    #expect(!message.contains("2.2.1"), "\(message)")
    #expect(
      JUnitWriter.citing(["no WCAG criterion: seed 001, two attempts"])
        == " [no WCAG criterion: seed 001, two attempts]")
  }
}
