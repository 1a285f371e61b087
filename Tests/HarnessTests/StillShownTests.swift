import Testing

@testable import Harness

/// `"TEXT" is still shown`: judged on the screen the task ended on.
@Suite("Still shown")
struct StillShownTests {
  static func judge(_ expected: String, after task: String, profile: String = "VoiceOver", app: AppModel = .fixed)
    throws -> (CheckResult.Judgement, String)
  {
    let result = try #require(runCheck(checkText(profile: profile, task: task, expected: expected), app: app))
    #expect(result.failedStep == nil)
    let outcome = try #require(result.expectations.first)
    return (outcome.judgement, outcome.message)
  }

  @Test("it holds for text on the last screen, and fails for text gone by then or never shown")
  func judged() throws {
    let expired = "let a one-time code expire"
    let held = try Self.judge("\"Code expired\" is still shown", after: expired)
    #expect(held.0 == .passed)
    #expect(held.1.hasPrefix("'Code expired' was still shown when the task ended at "))
    #expect(try Self.judge("\"Resend code\" is still shown when the task ends", after: expired).0 == .passed)
    // On `before` the expired code offers no "Resend code": never shown at all.
    let before = try Self.judge("\"Resend code\" is still shown", after: expired, app: .before)
    #expect(before.0 == .failed)
    #expect(before.1.contains("nor at any time during the task"))
    // The notice the person closed was shown, and is gone at the end.
    let notice = try #require(AppModel.fixed.words[.passcodeNotice].split(separator: " ").first)
    let closed = try Self.judge(
      "\"\(notice)\" is still shown",
      after: "enter an incorrect passcode, then dismiss the notice with the close button")
    #expect(closed.0 == .failed)
    #expect(closed.1.contains("was no longer shown when the task ended"))
    #expect(try Self.judge("\"\(notice)\" is still shown", after: "enter an incorrect passcode").0 == .passed)
  }

  @Test("it cannot be judged while the person is in another app at the end, and probes nothing")
  func away() throws {
    let gone = try Self.judge(
      "\"Code expired\" is still shown", after: "let a one-time code expire, then switch to another app")
    #expect(gone.0 == .cannotBeJudged)
    #expect(gone.1.hasPrefix("the person left for another app as the task ended, at "))
    #expect(gone.1.hasSuffix("add 'return to the app' to the task"))
    let idle = "let a one-time code expire, then switch to another app, then wait 1 minute"
    let away = try Self.judge("\"Code expired\" is still shown", after: idle)
    #expect(away.0 == .cannotBeJudged && away.1.hasPrefix("the person was in another app from "))
    let back = "let a one-time code expire, then switch to another app for 1 minute"
    #expect(try Self.judge("\"Code expired\" is still shown", after: back).0 == .passed)
    let phrase = "Profile: Touch\nTask: wait 1 minute\nExpected: \"Code expired\" is still shown\n"
    let check = try #require(ProbeBudgetTests.runnable(phrase).first)
    #expect(check.expectations.first?.value.probeBudget(in: .fixed) == ProbeBudget.none)
    #expect(check.expectations.first?.family == "\"TEXT\" is still shown")
  }
}
