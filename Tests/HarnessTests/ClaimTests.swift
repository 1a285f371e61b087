import Testing

@testable import Harness

/// Claims over the trace (issue 26, item 2): pure judgements, with `not` and `all`, that the
/// phrases of the language are sugar over.
@Suite("Claims")
struct ClaimTests {
  @Test("'not' turns a verdict round and keeps its words; one that cannot be judged stays so")
  func negation() throws {
    let trace = try TraceTests.trace("enter an incorrect passcode")
    let shown = Claim.shown(.wholeWords("incorrect passcode"), subject: "the notice")
    let held = shown.judged(on: trace)
    let turned = Claim.not(shown).judged(on: trace)
    #expect(held.judgement == .passed)
    #expect(turned.judgement == .failed)
    #expect(turned.message == held.message)
    #expect(held.message.hasPrefix("the notice was shown: at "))
    let absent = Claim.shown(.wholeWords("biometric"), subject: "the word 'biometric'").judged(on: trace)
    #expect(absent.judgement == .failed)
    #expect(Claim.not(.not(.shown(.wholeWords("biometric"), subject: "x"))).judged(on: trace).judgement == .failed)
    let untyped = Claim.sensitiveNotStored(ifNoneTyped: "type something")
    #expect(untyped.judged(on: trace).judgement == .cannotBeJudged)
    #expect(Claim.not(untyped).judged(on: trace).judgement == .cannotBeJudged)
  }

  @Test("'all' holds when every claim does, with the first one's words, and is the first that does not")
  func conjunction() throws {
    let trace = try TraceTests.trace("enter an incorrect passcode")
    let notice = Claim.shown(.containing("Incorrect"), subject: "the notice")
    let spoken = Claim.announced(.containing("Incorrect"), inFull: true)
    let missing = Claim.shown(.containing("Welcome back"), subject: "the unlocked app")
    let both = Claim.all([notice, spoken]).judged(on: trace)
    #expect(both.judgement == .passed)
    #expect(both.message == notice.judged(on: trace).message)
    let broken = Claim.all([notice, missing, spoken]).judged(on: trace)
    #expect(broken.judgement == .failed)
    #expect(broken.message == missing.judged(on: trace).message)
  }

  @Test("a claim reads only the trace: judged again on it, it gives the same finding")
  func pure() throws {
    let trace = try TraceTests.trace("enter an incorrect passcode, then wait 2 seconds", app: .before)
    let claims: [Claim] = [
      .announced(.containing("Incorrect"), inFull: true),
      .focusMoves(to: "Passcode", name: "the keypad", since: .lastGone(AppModel.fixed.words[.passcodeNotice])),
      .reachable(label: "Close", after: .containing("Incorrect")),
      .not(.posted(.wholeWords("error code"), subject: "an error code")),
    ]
    for claim in claims {
      let first = claim.judged(on: trace)
      let again = claim.judged(on: trace)
      #expect(first.judgement == again.judgement && first.message == again.message && first.window == again.window)
    }
    // On `before` the focus jump cuts the notice's announcement off: the claim sees it.
    #expect(claims[0].judged(on: trace).message.contains("cut off at"))
    #expect(claims[1].judged(on: trace).judgement == .passed)
  }

  @Test("the families judged on the trace as the task left it, or after waiting, do no act of their own")
  func sugar() throws {
    let waiting = [
      "no error code is shown", "the word \"biometric\" is not shown",
      "\"Code expired\" is followed by a reachable \"Resend code\"", "\"Incorrect\" is announced in full",
      "focus moves to the instructions", "sensitive fields are not saved", "the error is announced in full",
      "the slot is held for 5 minutes", "\"Code expired\" is shown", "\"Error code\" is not shown",
      "\"Code expired\" is not announced", "the timeout screen appears as soon as the token expires",
      "the timeout screen says it timed out for security", "the sign-in screen says what happened",
      "\"Resend code\" is reachable", "other progress is kept", "the warning is announced",
      "the warning appears at least 2 minutes before expiry", "the warning leaves at least 1 minute to respond",
      "the warning is a view with buttons", "the countdown is announced",
    ]
    let text = "Profile: VoiceOver\nTask: wait 1 minute\nExpected: " + waiting.joined(separator: "\n  ") + "\n"
    let check = try #require(ProbeBudgetTests.runnable(text).first)
    #expect(check.expectations.count == waiting.count)
    for expectation in check.expectations {
      #expect(expectation.value.probeBudget(in: .fixed).acts.isEmpty, "\(expectation.text)")
    }
    // A control's own phrase presses it, once.
    let works = try #require(
      ProbeBudgetTests.runnable("Profile: Touch\nTask: wait 1 minute\nExpected: \"Close\" works\n").first)
    #expect(works.expectations.first?.value.probeBudget(in: .fixed).acts.first == .activated(label: "Close"))
  }
}

/// The phrases written straight over claims: shown, not shown and not announced.
@Suite("General phrases")
struct GeneralPhraseTests {
  /// The judgement of `expected` after `task`, and its message.
  static func judge(
    _ expected: String, after task: String, profile: String = "VoiceOver", app: AppModel = .fixed
  ) throws -> (CheckResult.Judgement, String) {
    let result = try #require(runCheck(checkText(profile: profile, task: task, expected: expected), app: app))
    let outcome = try #require(result.expectations.first)
    return (outcome.judgement, outcome.message)
  }

  @Test("\"…\" is shown holds for text the task brought up, and fails for text it never did")
  func shown() throws {
    let expired = "let a one-time code expire"
    #expect(try Self.judge("\"Code expired\" is shown", after: expired).0 == .passed)
    #expect(try Self.judge("\"Resend code\" is displayed", after: expired).0 == .passed)
    let before = try Self.judge("\"Resend code\" is shown", after: expired, app: .before)
    #expect(before.0 == .failed)
    #expect(before.1 == "'Resend code' appeared on none of the 4 screens shown")
  }

  @Test("\"…\" is not shown fails with where it was shown, and holds for text never on screen")
  func notShown() throws {
    let stale = "open the app with Face ID, then leave the Face ID prompt open for 2 minutes, then pass Face ID"
    let before = try Self.judge("\"Error code\" is not shown", after: stale, app: .before)
    #expect(before.0 == .failed)
    #expect(before.1.hasPrefix("'Error code' was shown: at 02:03 the error screen showed \""))
    #expect(try Self.judge("\"Error code\" is never shown", after: stale).0 == .passed)
    // The phrase of its own for a word is still that phrase, judged on whole words.
    let word = try #require(
      runCheck(checkText(profile: "Touch", task: "wait 1 minute", expected: "the word \"code\" is not shown")))
    #expect(word.expectations.first?.expectation.value == .wordNotShown("code"))
  }

  @Test("\"…\" is not announced holds when the person did not hear it, and fails when they did")
  func notAnnounced() throws {
    let wrong = "enter an incorrect passcode"
    let heard = try Self.judge("\"Incorrect passcode\" is not announced", after: wrong)
    #expect(heard.0 == .failed)
    #expect(heard.1.contains("was announced at 00:"))
    let touch = try Self.judge("\"Incorrect passcode\" is not announced", after: wrong, profile: "Touch")
    #expect(touch.0 == .passed)
    #expect(touch.1.hasSuffix("but Touch does not hear announcements"))
    #expect(try Self.judge("\"Welcome back\" is not announced", after: wrong).0 == .passed)
  }
}

extension ClaimTests {
  @Test(
    "a timer measure reads the hold from the timer the app armed, and a hold of nothing from the one it armed instead")
  func timerMeasure() throws {
    let claim = Claim.timerLasts(
      timer: "slot.hold", unheld: "slot.taken", atLeast: .minutes(5), subject: "the slot selected", ifNeverArmed: "none"
    )
    let held = claim.judged(on: try TraceTests.trace("select an appointment slot"))
    #expect(held.judgement == .passed, "\(held)")
    #expect(held.message.hasSuffix("is held until 05:07, 5 minutes"), "\(held)")
    let taken = claim.judged(on: try TraceTests.trace("select an appointment slot", app: .before))
    #expect(taken.judgement == .failed)
    #expect(taken.message.contains("was not held at all; expected at least 5 minutes"), "\(taken)")
    let none = claim.judged(on: try TraceTests.trace("wait 1 minute"))
    #expect(none.judgement == .cannotBeJudged)
    #expect(none.message == "none")
  }
}

extension ClaimTests {
  @Test("a screen explains a timer's end part by part; a cancelled timer cannot be judged, a running one fails")
  func explains() throws {
    let happened = Claim.Part(name: "what happened", phrasings: ["signed out after"])
    let claim = { (parts: [Claim.Part]) in Claim.explains(timer: "session.expiry", screen: .signIn, parts: parts) }
    let expired = try TraceTests.trace("fill 3 fields, then let the session expire")
    let said = claim([happened]).judged(on: expired)
    #expect(said.judgement == .passed, "\(said)")
    #expect(said.message.hasPrefix("the sign-in screen says \"You were signed out after "), "\(said)")
    // A part the message lacks is named, the first of those it lacks.
    let owed = Claim.Part(name: "what to do next", phrasings: ["call us"])
    let lacking = claim([happened, owed]).judged(on: expired)
    #expect(lacking.judgement == .failed)
    #expect(lacking.message.hasSuffix("which does not say what to do next (none of 'call us')"), "\(lacking)")
    let silent = claim([happened, owed]).judged(
      on: try TraceTests.trace("fill 3 fields, then let the session expire", app: .before))
    #expect(silent.message.hasSuffix("says nothing about what happened or what to do next"), "\(silent)")
    let saveAndSignOut = "fill 3 fields, then wait until the warning appears, then choose \"Save and sign out\""
    let signedOut = claim([happened]).judged(on: try TraceTests.trace(saveAndSignOut))
    #expect(signedOut.judgement == .cannotBeJudged, "\(signedOut)")
    let running = claim([happened]).judged(on: try TraceTests.trace("wait 1 minute"))
    #expect(running.judgement == .failed)
    #expect(running.message == "the session never expired")
  }
}

extension ClaimTests {
  @Test("a control is reachable when the person can move to it and it stays until they do")
  func canReach() throws {
    let judge = { (profile: String, task: String, label: String, app: AppModel) in
      let text = checkText(profile: profile, task: task, expected: "\"\(label)\" is reachable")
      return runCheck(text, app: app)?.expectations.first
    }
    let warning = "fill 3 fields, then wait until the warning appears"
    let reached = try #require(judge("VoiceOver", warning, "Stay signed in", .fixed))
    #expect(reached.judgement == .passed, "\(reached.message)")
    #expect(reached.message.hasPrefix("VoiceOver reached 'Stay signed in' on the warning at "), "\(reached.message)")
    // A toast is no accessibility element: a swipe profile cannot move to its button.
    let toast = try #require(Fault.catalogue.first { $0.id == "toast-warning" }).applied(to: .fixed)
    let unreachable = try #require(judge("VoiceOver", warning, "Stay signed in", toast))
    #expect(unreachable.message == "VoiceOver cannot move to 'Stay signed in' on the warning")
    // The hold ends while VoiceOver swipes to "Book": the screen changed under the person.
    let late = try #require(judge("VoiceOver", "select an appointment slot, then wait 299 seconds", "Book", .fixed))
    #expect(late.judgement == .failed)
    #expect(late.message.hasPrefix("'Book' went away at 05:"), "\(late.message)")
    let early = try #require(judge("VoiceOver", "select an appointment slot, then wait 200 seconds", "Book", .fixed))
    #expect(early.judgement == .passed, "\(early.message)")
    let never = try #require(judge("Touch", "wait 1 minute", "Resend code", .fixed))
    #expect(never.message.hasPrefix("'Resend code' never appeared; "), "\(never.message)")
  }
}

extension ClaimTests {
  @Test("the warning claims read the last warning from its timer: its lead, a toast's stay, its announcement")
  func sessionWarning() throws {
    let task = "fill 3 fields, then wait until the warning appears"
    let view = try TraceTests.trace(task)
    let lead = Claim.sessionWarning(.lead(atLeast: .minutes(2))).judged(on: view)
    #expect(lead.judgement == .passed, "\(lead)")
    #expect(lead.message.hasPrefix("the warning appeared at 13:00, 2 minutes before expiry at 15:00"), "\(lead)")
    #expect(Claim.sessionWarning(.lead(atLeast: .minutes(3))).judged(on: view).judgement == .failed)
    #expect(Claim.sessionWarning(.isView).judged(on: view).judgement == .passed)
    let toastApp = try #require(Fault.catalogue.first { $0.id == "toast-warning" }).applied(to: .fixed)
    let toast = try TraceTests.trace(task, profile: "Larger Text AX3", app: toastApp)
    let isView = Claim.sessionWarning(.isView).judged(on: toast)
    #expect(isView.message.hasPrefix("the warning at 13:00 was a toast that went away after 4 seconds"), "\(isView)")
    let read = Claim.sessionWarning(.responseTime(atLeast: .minutes(1))).judged(on: toast)
    #expect(
      read.message.hasSuffix(
        "cannot perceive it: it was a toast, truncated at this text size or gone before it could be read"), "\(read)")
    // Extended, with no warning since: the one before is over, and there is none to judge.
    let extended = try TraceTests.trace(task + ", then tap \"Stay signed in\"")
    #expect(extended.sessionWarning == nil)
    #expect(try TraceTests.trace(task).sessionWarning?.expiry == VirtualInstant.start + .minutes(15))
  }
}

extension ClaimTests {
  @Test("an extension's claims read the activation, the Face ID it asked for and the session's end moving out")
  func extensions() throws {
    let task = "fill 3 fields, then wait until the warning appears, then tap \"Stay signed in\""
    let reauthenticated = Claim.reauthenticatedBeforeExtending(label: "Stay signed in")
    let asked = reauthenticated.judged(on: try TraceTests.trace(task))
    #expect(asked.judgement == .passed, "\(asked)")
    let silent = try #require(Fault.catalogue.first { $0.id == "silent-extend" }).applied(to: .fixed)
    let unasked = reauthenticated.judged(on: try TraceTests.trace(task, app: silent))
    #expect(unasked.message == "'Stay signed in' extended the session without asking for Face ID", "\(unasked)")
    // The task's extension is not the probe's: a claim on the probe's extensions finds none.
    let none = Claim.extended(label: "Stay signed in", times: 1).judged(on: try TraceTests.trace(task))
    #expect(none.message == "extension 1 of 1 was never made", "\(none)")
    let restored = Claim.restoredAfterSignIn(signIn: "Sign in", ifNoneTyped: "none")
    let signedIn = restored.judged(
      on: try TraceTests.trace("fill 3 fields, then let the session expire, then sign in again"))
    #expect(signedIn.judgement == .passed, "\(signedIn)")
    #expect(signedIn.message.hasSuffix("3 of 3 allowed fields came back"), "\(signedIn)")
    let lost = restored.judged(
      on: try TraceTests.trace("fill 3 fields, then let the session expire, then sign in again", app: .before))
    #expect(
      lost.message.hasSuffix("0 of 3 allowed fields came back; lost: 'Full name', 'Date of birth', 'Email'"), "\(lost)")
  }
}
