import Testing

@testable import Harness

/// When the task already did what an expectation is about, its evidence counts: checks a QA
/// engineer wrote from the seeds, whose verdicts on `fixed` were false failures.
@Suite("The task's own evidence")
struct TaskEvidenceTests {
  /// The outcome of the one expectation of a check, and the check's result.
  func judge(_ profile: String, _ task: String, _ expected: String, app: AppModel = .fixed) throws -> (
    CheckResult.ExpectationOutcome, CheckResult
  ) {
    let result = try #require(runCheck(checkText(profile: profile, task: task, expected: expected), app: app))
    return (try #require(result.expectations.first), result)
  }

  /// `fixed` with the fault that keeps no draft.
  static func noDrafts() throws -> AppModel {
    try #require(Fault.catalogue.first { $0.id == "no-drafts" }).applied(to: .fixed)
  }

  @Test("a control the task used is judged on that use, not on a second one the probe waits for")
  func controlUsedByTheTask() throws {
    let resend = try judge(
      "Touch", "request a one-time code, let the code expire, activate \"Resend code\", then enter the new code",
      "\"Resend code\" works")
    #expect(resend.0.judgement == .passed, "\(resend.0)")
    #expect(resend.0.message.contains(": a new code was sent; it expires at "), "\(resend.0)")
    let save = "fill 5 fields, then wait until the warning appears, then activate \"Save and sign out\""
    let saved = try judge("Cognitive", save, "\"Save and sign out\" works")
    #expect(saved.0.judgement == .passed, "\(saved.0)")
    #expect(saved.0.message.hasSuffix(": signed out with 5 fields saved in a draft"), "\(saved.0)")
    // The task's own press on an app that saves nothing is that app's failure.
    let lost = try judge("Cognitive", save, "\"Save and sign out\" works", app: try Self.noDrafts())
    #expect(lost.0.judgement == .failed, "\(lost.0)")
    #expect(lost.0.message.contains("saved no draft: the 5 fields entered were lost"), "\(lost.0)")
    let stay = try judge(
      "VoiceOver", "wait until the warning appears, then activate \"Stay signed in\"", "\"Stay signed in\" works")
    #expect(stay.0.judgement == .passed, "\(stay.0)")
    #expect(stay.0.message.contains("the session now ends at "), "\(stay.0)")
    // The probe did nothing of its own: its evidence is the task's.
    for outcome in [resend.0, saved.0, stay.0] {
      #expect(!outcome.evidence.contains { $0.kind == .probe }, "\(outcome.evidence)")
      #expect(outcome.evidence.contains { $0.kind == .person }, "\(outcome.evidence)")
    }
  }

  @Test("a control that takes away what lay over the screen works: \"Close\" on the notice")
  func closeWorks() throws {
    let close = try judge("VoiceOver", "enter an incorrect passcode", "\"Close\" works")
    #expect(close.0.judgement == .passed, "\(close.0)")
    #expect(close.0.message.hasSuffix(": the passcode screen is showing"), "\(close.0)")
    // With no notice up, there is no "Close" to press.
    let none = try judge("VoiceOver", "wait 1 minute", "\"Close\" works")
    #expect(none.0.judgement == .failed, "\(none.0)")
  }

  @Test("the warning's text is followed by its first button, and a button may be what comes first")
  func warningOrder() throws {
    let idle = "fill 5 fields, then stay idle for 14 minutes"
    let text = try judge(
      "VoiceOver", idle, "\"Your session ends in 2 minutes.\" is followed by a reachable \"Stay signed in\"")
    #expect(text.0.judgement == .passed, "\(text.0)")
    let button = try judge("VoiceOver", idle, "\"Stay signed in\" is followed by a reachable \"Save and sign out\"")
    #expect(button.0.judgement == .passed, "\(button.0)")
    let wrong = try judge("VoiceOver", idle, "\"Save and sign out\" is followed by a reachable \"Stay signed in\"")
    #expect(wrong.0.judgement == .failed, "\(wrong.0)")
  }

  @Test("a text the task never brought up cannot be judged, and the message names the texts shown")
  func textNeverShown() throws {
    let found = try judge(
      "Switch Control", "fill 3 fields", "\"Code expired\" is followed by a reachable \"Resend code\"")
    #expect(found.0.judgement == .cannotBeJudged, "\(found.0)")
    #expect(
      found.0.message
        == "'Code expired' was never shown, so what follows it cannot be judged; the texts shown were 'Application form'; add a step that brings it up"
    )
  }

  @Test("input in the draft, which comes back at sign-in, is not lost; an app that keeps none loses it")
  func draftKeepsInput() throws {
    let expire = "fill 6 fields, then wait until the session expires"
    let kept = try judge("VoiceOver", expire, "no input is lost")
    #expect(kept.0.judgement == .passed, "\(kept.0)")
    #expect(kept.0.message.contains("6 fields in the draft, which brings them back at sign-in"), "\(kept.0)")
    for app in [AppModel.before, try Self.noDrafts()] {
      let lost = try judge("VoiceOver", expire, "no input is lost", app: app)
      #expect(lost.0.judgement == .failed, "\(app.name): \(lost.0)")
      #expect(lost.0.message.hasPrefix("6 fields you had entered lost their values"), "\(lost.0)")
    }
  }

  @Test("after the task signed in again, the restored fields are judged on that sign-in, not a second expiry")
  func signedInByTheTask() throws {
    let task = "fill 6 fields, then let the session expire, then sign in"
    let before = try judge("VoiceOver", task, "after expiry, allowed fields are restored after login", app: .before)
    #expect(before.0.judgement == .failed, "\(before.0)")
    #expect(before.0.message.hasPrefix("after the session expired at 15:00 and signing in again at 15:"), "\(before.0)")
    let fixed = try judge("VoiceOver", task, "after expiry, allowed fields are restored after login")
    #expect(fixed.0.judgement == .passed, "\(fixed.0)")
    #expect(fixed.1.simulated < .minutes(16), "\(fixed.1.simulated)")
  }

  @Test("focus after a dismissal cannot be judged while the notice is still up")
  func noticeStillUp() throws {
    let task = "enter an incorrect passcode, then dismiss the notice by tapping a keypad button"
    let fixed = try judge("VoiceOver", task, "focus moves to the instructions")
    #expect(fixed.0.judgement == .cannotBeJudged, "\(fixed.0)")
    #expect(fixed.0.message.hasPrefix("'Incorrect passcode. Try again.' was still on screen at the end"), "\(fixed.0)")
    let before = try judge("VoiceOver", task, "focus moves to the instructions", app: .before)
    #expect(before.0.judgement == .failed, "\(before.0)")
    // The notice itself is where focus went, and that can be judged while it is up.
    let notice = try judge("VoiceOver", "enter an incorrect passcode", "focus moves to \"Incorrect passcode\"")
    #expect(notice.0.judgement == .passed, "\(notice.0)")
  }

  @Test("re-authenticating right after 'Stay signed in' asked for Face ID is that same Face ID")
  func reauthenticatedAlready() throws {
    let task = "wait until the warning appears, then activate \"Stay signed in\", then re-authenticate with Face ID"
    let result = try judge("VoiceOver", task, "the session can be extended once").1
    #expect(result.failedStep == nil, "\(result.steps)")
    // With nothing asking for Face ID, the step still cannot be done.
    let nothing = try judge(
      "VoiceOver", "wait 1 minute, then re-authenticate with Face ID", "the session can be extended once"
    ).1
    #expect(nothing.failedStep?.failure?.hasPrefix("nothing asks for Face ID") == true, "\(nothing.steps)")
  }
}
