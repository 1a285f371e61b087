import Testing

@testable import Harness

/// The false passes issue 26 names: each one passed before the probe stopped making its own
/// evidence, and each must now fail, with a message that says why. Each also holds where
/// the app does what the seed asks, so none of them passes or fails whatever the app does.
@Suite("False passes (issue 26)")
struct FalsePassTests {
  /// The outcome of the only expectation of a one-expectation check.
  func outcome(_ profile: String, _ task: String, _ expected: String, app: AppModel) throws
    -> CheckResult.ExpectationOutcome
  {
    let result = try #require(runCheck(checkText(profile: profile, task: task, expected: expected), app: app))
    #expect(result.failedStep == nil, "\(result)")
    return try #require(result.expectations.first)
  }

  @Test("a touch outside that dismissed the notice is not undone by a second notice the probe brings up")
  func noticeDismissedByTouchOutside() throws {
    let task = "enter an incorrect passcode, then dismiss the notice by tapping outside"
    let expected = "the notice can be dismissed with the close button"
    let before = try outcome("VoiceOver", task, expected, app: .before)
    #expect(!before.passed)
    #expect(before.message.hasPrefix("the notice was already gone: tapping outside dismissed it at "), "\(before)")
    #expect(!before.evidence.contains { $0.text.contains("enters an incorrect passcode") && $0.at > .start })
    let fixed = try outcome("VoiceOver", task, expected, app: .fixed)
    #expect(fixed.passed, "\(fixed)")
  }

  @Test("a task that brought up no notice does not pass a claim about the notice")
  func noNoticeAtAll() throws {
    let found = try outcome(
      "VoiceOver", "wait 10 seconds", "the notice can be dismissed with the close button", app: .fixed)
    #expect(found.judgement == .cannotBeJudged)
    #expect(found.message.contains("add 'enter an incorrect passcode' to the task"), "\(found)")
  }

  @Test("the task's own dismissal counts as the evidence, with no second act")
  func taskDismissalCounts() throws {
    let found = try outcome(
      "VoiceOver", "enter an incorrect passcode, then dismiss the notice with the close button",
      "the notice can be dismissed with the close button", app: .fixed)
    #expect(found.passed, "\(found)")
    #expect(found.message.hasSuffix(", in the task"), "\(found)")
  }

  @Test("\"Save and sign out\" does not work on an app that saves no draft")
  func saveAndSignOutWithoutDraft() throws {
    let task = "fill the long form until the warning appears"
    let expected = "\"Save and sign out\" works"
    let noDrafts = AppModel.fixed.with { $0.session.drafts = .none }
    let found = try outcome("VoiceOver", task, expected, app: noDrafts)
    #expect(!found.passed)
    #expect(found.message.contains("saved no draft"), "\(found)")
    let fixed = try outcome("VoiceOver", task, expected, app: .fixed)
    #expect(fixed.passed, "\(fixed)")
  }

  @Test("\"Save and sign out\" cannot be shown to save anything when nothing was typed")
  func saveAndSignOutWithNothingTyped() throws {
    let found = try outcome("VoiceOver", "wait until the warning appears", "\"Save and sign out\" works", app: .fixed)
    #expect(found.judgement == .cannotBeJudged)
    #expect(found.message.contains("fill some fields in the task first"), "\(found)")
  }

  @Test("the probe does not select the appointment slot for the person")
  func slotNotSelectedByProbe() throws {
    let found = try outcome("VoiceOver", "wait 1 minute", "the slot is held for 5 minutes", app: .fixed)
    #expect(found.judgement == .cannotBeJudged)
    #expect(found.message.contains("add 'select an appointment slot' to the task"), "\(found)")
    #expect(!found.evidence.contains { $0.text.contains("slot") && $0.text.contains("select") })
    let selected = try outcome(
      "VoiceOver", "select an appointment slot", "the slot is held for 5 minutes", app: .fixed)
    #expect(selected.passed, "\(selected)")
  }
}

extension FalsePassTests {
  @Test("a claim about what was shown does not pass Face ID on the person's behalf")
  func faceIDNotPassedByProbe() throws {
    let task = "open the app with Face ID, fail Face ID, then leave the Face ID prompt open for 2 minutes"
    for expected in ["no error code is shown", "the word \"biometric\" is not shown"] {
      let found = try outcome("VoiceOver", task, expected, app: .before)
      #expect(!found.evidence.contains { $0.text.contains("Face ID recognises the person") }, "\(found)")
      #expect(found.passed, "\(found)")
    }
    // The person who does pass Face ID on the stale prompt sees the error code.
    let shown = try outcome(
      "VoiceOver", "open the app with Face ID, fail Face ID, wait 2 minutes, then pass Face ID",
      "no error code is shown", app: .before)
    #expect(!shown.passed, "\(shown)")
    let security = try outcome("VoiceOver", task, "the timeout screen says it timed out for security", app: .before)
    #expect(!security.passed)
    #expect(security.message.hasPrefix("no timeout screen was shown"), "\(security)")
  }
}

extension FalsePassTests {
  @Test("claims about what was typed cannot be judged after a task that typed nothing")
  func nothingTyped() throws {
    for expected in ["no input is lost", "after expiry, allowed fields are restored after login"] {
      let found = try outcome("Touch", "wait 1 minute", expected, app: .fixed)
      #expect(found.judgement == .cannotBeJudged, "\(found)")
      #expect(found.message.contains("in the task"), "\(found)")
    }
  }
}

extension FalsePassTests {
  @Test("the draft store cannot be shown to keep sensitive fields out when none was typed; it can once one was")
  func noSensitiveField() throws {
    let expected = "sensitive fields are not saved"
    let none = try outcome("Touch", "fill 5 fields, then let the session expire", expected, app: .fixed)
    #expect(none.judgement == .cannotBeJudged, "\(none)")
    #expect(none.message.hasSuffix("fill the long form in the task, past 'Card number'"), "\(none)")
    let typed = try outcome("Touch", "fill the long form, then let the session expire", expected, app: .fixed)
    #expect(typed.judgement == .passed, "\(typed)")
    let keeps = try #require(Fault.catalogue.first { $0.id == "sensitive-drafts" }).applied(to: .fixed)
    let kept = try outcome("Touch", "fill the long form, then let the session expire", expected, app: keeps)
    #expect(kept.judgement == .failed, "\(kept)")
  }

  @Test("the timeout screen cannot be judged when the task let no sign-in token run out")
  func noTokenExpiry() throws {
    for expected in [
      "the timeout screen appears as soon as the token expires", "the timeout screen says it timed out for security",
    ] {
      let none = try outcome("VoiceOver", "wait 1 minute", expected, app: .fixed)
      #expect(none.judgement == .cannotBeJudged && none.message.contains("open the app with Face ID"), "\(none)")
      let signedIn = try outcome("VoiceOver", "open the app with Face ID, then pass Face ID", expected, app: .fixed)
      #expect(signedIn.judgement == .cannotBeJudged, "\(signedIn)")
      #expect(signedIn.message.hasPrefix("the sign-in token never expired: the person finished signing in"))
      let ranOut = "open the app with Face ID, then let the sign-in token expire"
      #expect(try outcome("VoiceOver", ranOut, expected, app: .fixed).judgement == .passed)
      #expect(try outcome("VoiceOver", ranOut, expected, app: .before).judgement == .failed)
    }
  }

  @Test("a warning claim cannot be judged when the task ended the session before any warning")
  func sessionEndedByTask() throws {
    let expected = "the warning is announced"
    // Opening the app with Face ID starts over from its sign-in, ending the session.
    let ended = try outcome("VoiceOver", "fill 3 fields, then open the app with Face ID", expected, app: .fixed)
    #expect(ended.judgement == .cannotBeJudged, "\(ended)")
    #expect(ended.message.hasPrefix("the task ended the session before any warning came"), "\(ended)")
    // An app that lets the session expire without a warning fails it.
    let silent = try outcome("VoiceOver", "wait 1 minute", expected, app: .fixed.with { $0.session.warning = .none })
    #expect(silent.judgement == .failed, "\(silent)")
  }
}

extension FalsePassTests {
  @Test("claims about what an expiry did cannot be judged when the task signed out before it")
  func signedOutBeforeExpiry() throws {
    let task = "fill 3 fields, then wait until the warning appears, then tap \"Save and sign out\""
    for expected in ["the sign-in screen says what happened", "after expiry, allowed fields are restored after login"] {
      let found = try outcome("Touch", task, expected, app: .fixed)
      #expect(found.judgement == .cannotBeJudged, "\(found)")
      #expect(found.message.hasPrefix("the task ended the session before it could expire"), "\(found)")
      let expired = try outcome("Touch", "fill 3 fields, then let the session expire", expected, app: .fixed)
      #expect(expired.judgement == .passed, "\(expired)")
    }
  }
}
