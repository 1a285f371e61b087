import Foundation
import Testing

@testable import Harness

/// `try to STEP` (issue 43, item 5): a step a correct app makes impossible is noted on the
/// timeline and the task goes on, so the check judges what happened, not the attempt.
@Suite("Steps only tried")
struct AttemptTests {
  static let source = """
    Check: a key behind the notice
    Profile: VoiceOver
    Task: enter an incorrect passcode; try to tap "1"; dismiss the notice with the close button
    Expected: focus moves to the instructions

    """

  @Test("a tap the notice keeps from the keypad is noted, and the task goes on to pass")
  func blockedAttempt() throws {
    let result = try #require(Checks.run(source: Self.source, against: .fixed).first)
    #expect(result.verdict == .passed, "\(result.steps) \(result.expectations.map(\.message))")
    #expect(result.steps.count == 3 && result.steps.allSatisfy { $0.failure == nil }, "\(result.steps)")
    #expect(result.steps[1].step.text == "try to tap \"1\"" && result.steps[1].step.location.column == 36)
    #expect(
      result.timeline.contains {
        $0.text == "tries to tap \"1\", which cannot be done: '1' is not on the notice at 00:15; it offers 'Close'"
      }, "\(result.timeline)")
    // Done as written, the same tap fails the task: the attempt is what made it go on.
    let done = Self.source.replacingOccurrences(of: "try to tap", with: "tap")
    let failed = try #require(Checks.run(source: done, against: .fixed).first)
    #expect(failed.verdict == .failed, "\(failed.steps)")
  }

  @Test("a step tried that can be done is done")
  func doneAttempt() throws {
    let source = "Check: t\nProfile: Touch\nTask: try to fill 2 fields\nExpected: no input is lost\n"
    let result = try #require(Checks.run(source: source, against: .fixed).first)
    #expect(result.verdict == .passed, "\(result.expectations.map(\.message))")
    #expect(result.timeline.filter { $0.text.hasPrefix("filled") }.count == 2, "\(result.timeline)")
  }
}
