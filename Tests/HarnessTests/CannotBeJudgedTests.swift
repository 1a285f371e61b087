import Foundation
import Testing

@testable import Harness

/// The third verdict (issue 26, item 4): an expectation about something the task never
/// brought up is neither a pass nor a failure of the app, but cannot be judged, and so is a
/// check with such an expectation and no failure. A failure wins.
@Suite("Cannot be judged")
struct CannotBeJudgedTests {
  static let noNotice = checkText(
    profile: "VoiceOver", task: "wait 1 minute", expected: "the error is announced in full")

  @Test("an error claim after a task that brought up no notice cannot be judged, and says what the task must add")
  func noNotice() throws {
    let result = try #require(runCheck(Self.noNotice))
    #expect(result.verdict == .cannotBeJudged)
    let outcome = try #require(result.expectations.first)
    #expect(outcome.judgement == .cannotBeJudged && !outcome.passed)
    #expect(
      outcome.message
        == "no error or notice was announced; the task brought none up; add a step that brings one up, such as 'enter an incorrect passcode'"
    )
    #expect(result.failedExpectations.isEmpty)
    #expect(result.unjudgedExpectations.count == 1 && result.expectationsNotPassed.count == 1)
  }

  @Test("the same claim after a task that brings up the notice is judged: it passes on fixed")
  func noticeBroughtUp() throws {
    let result = try #require(
      runCheck(
        checkText(profile: "VoiceOver", task: "enter an incorrect passcode", expected: "the error is announced in full")
      ))
    #expect(result.verdict == .passed, "\(result)")
    #expect(result.expectations.first?.judgement == .passed)
  }

  @Test("a failure beside an expectation that cannot be judged makes the check failed")
  func failureWins() throws {
    // Booking with no slot selected is a step that cannot be done.
    let text = checkText(
      profile: "VoiceOver", task: "wait 1 minute, then book the slot", expected: "the error is announced in full")
    let result = try #require(runCheck(text))
    #expect(result.failedStep?.step.text == "book the slot", "\(result)")
    #expect(result.expectations.map(\.judgement) == [.cannotBeJudged])
    #expect(result.verdict == .failed)
    #expect(result.failedExpectations.isEmpty && result.unjudgedExpectations.count == 1)
  }

  @Test("a check that cannot be judged is described apart, and the library counts it apart")
  func described() throws {
    let result = try #require(runCheck(Self.noNotice))
    let lines = result.description.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("cannot be judged: 'VoiceOver: wait 1 minute' (VoiceOver) against 'fixed'") == true)
    #expect(
      lines.last?.hasPrefix("  t.check:3:11: cannot be judged: 'the error is announced in full': no error") == true)
    let passing = try #require(
      runCheck(
        checkText(profile: "VoiceOver", task: "enter an incorrect passcode", expected: "the error is announced in full")
      ))
    let results = CheckResults([result, passing])
    #expect(!results.allPassed)
    // A check that judged nothing is among those that did not pass, so `failed.isEmpty`
    // never holds for it, and counted apart from a failure.
    #expect(results.failed.count == 1 && results.cannotBeJudged.count == 1)
    #expect(results.description.hasPrefix("2 checks: 1 passed, 0 failed, 1 cannot be judged\n"))
    #expect(!CheckResults([passing]).description.contains("cannot be judged"))
  }

  @Test("a record carries the judgement; one written before it (with 'passed' alone) is read as passed or failed")
  func codable() throws {
    let result = try #require(runCheck(Self.noNotice))
    // Keys sorted, so that `judgement` is followed by `message` whatever order a dictionary keeps.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let encoded = try encoder.encode(result)
    let text = String(decoding: encoded, as: UTF8.self)
    #expect(text.contains(#""judgement":"cannot-be-judged""#) && text.contains(#""passed":false"#))
    #expect(try JSONDecoder().decode(CheckResult.self, from: encoded) == result)
    // The layout before: `passed` and no `judgement`.
    for (passed, judgement) in [(true, CheckResult.Judgement.passed), (false, .failed)] {
      let old = text.replacingOccurrences(of: #""judgement":"cannot-be-judged","#, with: "")
        .replacingOccurrences(of: #""passed":false"#, with: "\"passed\":\(passed)")
      #expect(!old.contains("judgement"))
      let read = try JSONDecoder().decode(CheckResult.self, from: Data(old.utf8))
      #expect(read.expectations.first?.judgement == judgement)
      #expect(read.verdict == (passed ? .passed : .failed))
    }
  }
}
