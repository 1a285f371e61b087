/// Every phrase checkrun understands: the task steps and the expectations.
public enum Vocabulary {
  /// What `until …` can wait for, read from the words a pattern matched.
  static func awaited(_ captures: Pattern.Captures) -> Awaited? {
    if captures.has("warning") { return .warning }
    if captures.has("code") { return .codeExpiry }
    if captures.has("session") { return .sessionExpiry }
    return nil
  }

  static let untilEvent = "[until (the warning appears | the session expires | the session times out)]"

  public static let tasks: [PhraseFamily<TaskStep>] = [
    PhraseFamily(
      "fill the form",
      patterns: [
        "fill [in] [the] [long] form [slowly] \(untilEvent)",
        "fill [in] {n} (fields | field) [slowly] \(untilEvent)",
      ],
      examples: [
        "fill the long form", "fill the long form slowly", "fill 5 fields",
        "fill the form until the warning appears", "fill the long form slowly until the warning appears",
      ]
    ) { captures in
      .fill(count: captures.counts.first, slowly: captures.has("slowly"), until: awaited(captures))
    },
    PhraseFamily(
      "wait",
      patterns: [
        "(wait [for] | stay idle for | idle for | pause for) {duration}",
        "wait until (the warning appears | the session expires | the session times out | the code expires)",
        "wait until the (session | code) (has expired | has run out | runs out)",
      ],
      examples: [
        "wait 2 minutes", "stay idle for 90 seconds", "wait 1m30s", "wait until the warning appears",
        "wait until the session expires",
      ]
    ) { captures in
      if let duration = captures.durations.first { return .idle(duration) }
      return awaited(captures).map(TaskStep.waitUntil)
    },
    PhraseFamily(
      "let a timer run out",
      patterns: [
        "let the session (expire | time out | run out)",
        "let (a | the) [one-time] code (expire | run out)",
        "let the [appointment] slot [hold] (expire | run out)",
        "let the [sign-in] token expire",
      ],
      examples: [
        "let the session expire", "let a one-time code expire", "let the code expire", "let the slot hold expire",
        "let the sign-in token expire",
      ]
    ) { captures in
      if captures.has("session") { return .letSessionExpire }
      if captures.has("slot") { return .letSlotExpire }
      if captures.has("token") { return .letTokenExpire }
      return .letCodeExpire
    },
    PhraseFamily(
      "leave and return",
      patterns: [
        "switch to the password manager [for {duration}]",
        "switch to (another | a different) app [for {duration}]",
        "(return | go back | come back) to the app",
      ],
      examples: [
        "switch to the password manager", "switch to the password manager for 2 minutes",
        "switch to another app for 5 minutes", "return to the app",
      ]
    ) { captures in
      if captures.has("to") && !captures.has("switch") { return .returnToApp }
      let place = captures.has("password") ? "the password manager" : "another app"
      return .switchAway(place: place, duration: captures.durations.first)
    },
    PhraseFamily(
      "act on a control",
      patterns: ["(tap | activate | press | choose | select) [on] [the] {label} [button]"],
      examples: ["tap \"{session.staySignedIn}\"", "activate \"{code.resend}\"", "choose \"{session.saveAndSignOut}\""]
    ) { captures in
      captures.labels.first.map { .activate(label: $0) }
    },
    PhraseFamily(
      "sign in",
      patterns: [
        "(sign | log) [back] in [again]", "re-authenticate [with face id]", "reauthenticate [with face id]",
      ],
      examples: ["sign in", "sign in again", "log in", "log in again", "re-authenticate with Face ID"]
    ) { captures in
      captures.has("re-authenticate") || captures.has("reauthenticate") ? .reauthenticate : .signIn
    },
    PhraseFamily(
      "recover",
      patterns: ["[then] recover"],
      examples: ["recover", "then recover"]
    ) { _ in .recover },
    PhraseFamily(
      "one-time code",
      patterns: [
        "(request | ask for) a [new] [one-time] code",
        "enter the [new] [one-time] code",
      ],
      examples: ["request a one-time code", "enter the code", "enter the new code"]
    ) { captures in
      captures.has("enter") ? .enterCode : .requestCode
    },
    PhraseFamily(
      "appointment",
      patterns: [
        "(select | choose | pick) an appointment [slot]", "(select | choose | pick) a slot",
        "book the (slot | appointment)",
      ],
      examples: ["select an appointment slot", "book the slot"]
    ) { captures in
      captures.has("book") ? .bookSlot : .selectSlot
    },
    PhraseFamily(
      "biometric sign-in",
      patterns: [
        "open the app with face id",
        "fail face id [(once | twice | {n} times)]",
        "pass face id",
        "leave the face id prompt open for {duration}",
      ],
      examples: [
        "open the app with Face ID", "fail Face ID", "fail Face ID twice", "pass Face ID",
        "leave the Face ID prompt open for 2 minutes",
      ]
    ) { captures in
      if captures.has("open") && !captures.has("leave") { return .openWithFaceID }
      if captures.has("fail") {
        return .failFaceID(times: captures.counts.first ?? (captures.has("twice") ? 2 : 1))
      }
      if captures.has("pass") { return .passFaceID }
      return captures.durations.first.map(TaskStep.leavePromptOpen)
    },
    PhraseFamily(
      "passcode",
      patterns: [
        "enter (an | the) (incorrect | wrong) passcode",
        "enter the (correct | right) passcode",
        "dismiss the notice (with the close button | by tapping outside | by tapping a keypad button)",
      ],
      examples: [
        "enter an incorrect passcode", "enter the correct passcode", "dismiss the notice with the close button",
        "dismiss the notice by tapping outside", "dismiss the notice by tapping a keypad button",
      ]
    ) { captures in
      if captures.has("incorrect") || captures.has("wrong") { return .enterIncorrectPasscode }
      if captures.has("correct") || captures.has("right") { return .enterCorrectPasscode }
      if captures.has("close") { return .dismissNotice(.closeButton) }
      return .dismissNotice(captures.has("keypad") ? .keypadButton : .tapOutside)
    },
  ]

  public static let expectations: [PhraseFamily<Expectation>] = [
    PhraseFamily(
      "the warning is announced",
      patterns: ["the [timeout] warning is announced [in full]"],
      examples: ["the warning is announced"],
      criteria: ["2.2.1 Timing Adjustable (SCR16)", "2.2.6 Timeouts", "4.1.3 Status Messages"]
    ) { _ in .warningAnnounced },
    PhraseFamily(
      "warning lead time",
      patterns: ["the warning appears at least {duration} before (expiry | the session expires | it expires)"],
      examples: ["the warning appears at least 2 minutes before expiry"],
      criteria: ["2.2.1 Timing Adjustable (SCR16)", "2.2.6 Timeouts"]
    ) { captures in
      captures.durations.first.map { .warningLead(atLeast: $0) }
    },
    PhraseFamily(
      "time to respond",
      patterns: ["the warning leaves at least {duration} to respond"],
      examples: ["the warning leaves at least 20 seconds to respond"],
      criteria: ["2.2.1 Timing Adjustable (SCR16)"]
    ) { captures in
      captures.durations.first.map { .warningResponseTime(atLeast: $0) }
    },
    PhraseFamily(
      "the warning is a view",
      patterns: ["the warning is a view with buttons", "the warning is not a toast"],
      examples: ["the warning is a view with buttons", "the warning is not a toast"],
      criteria: ["2.2.1 Timing Adjustable (SCR16)", "2.2.6 Timeouts"]
    ) { _ in .warningIsView },
    PhraseFamily(
      "extend repeatedly",
      patterns: ["the session can be extended {n} (times | time)", "the session can be extended (once | twice)"],
      examples: ["the session can be extended 10 times"],
      criteria: ["2.2.1 Timing Adjustable (SCR1)"]
    ) { captures in
      if let count = captures.counts.first { return .canExtend(times: count) }
      return .canExtend(times: captures.has("twice") ? 2 : 1)
    },
    PhraseFamily(
      "\"LABEL\" works",
      patterns: ["{label} works"],
      examples: ["\"{session.staySignedIn}\" works", "\"{code.resend}\" works", "\"{session.saveAndSignOut}\" works"],
      criteria: ["2.2.1 Timing Adjustable (SCR1)", "2.1.1 Keyboard"]
    ) { captures in
      captures.labels.first.map { .works(label: $0) }
    },
    PhraseFamily(
      "\"LABEL\" is reachable",
      patterns: ["{label} is reachable"],
      examples: ["\"{session.staySignedIn}\" is reachable"],
      criteria: ["2.1.1 Keyboard", "2.4.3 Focus Order"]
    ) { captures in
      captures.labels.first.map { .reachable(label: $0) }
    },
    PhraseFamily(
      "\"TEXT\" is followed by a reachable \"LABEL\"",
      patterns: [
        "{label} is followed by a reachable {label}",
        "{label} is reachable [right | directly | immediately] after {label}",
      ],
      examples: [
        "\"{code.expired}\" is followed by a reachable \"{code.resend}\"",
        "\"{code.resend}\" is reachable right after \"{code.expired}\"",
      ],
      criteria: ["2.4.3 Focus Order", "3.3.4 Error Prevention", "2.2.1 Timing Adjustable"]
    ) { captures in
      guard captures.labels.count == 2 else { return nil }
      // "LABEL is reachable right after TEXT" names the control first.
      let (text, label) =
        captures.has("after") ? (captures.labels[1], captures.labels[0]) : (captures.labels[0], captures.labels[1])
      return .followedBy(text: text, label: label)
    },
    PhraseFamily(
      "\"TEXT\" is announced",
      patterns: ["{label} is announced [in full]"],
      examples: ["\"{code.expired}\" is announced", "\"{session.warning}\" is announced in full"],
      criteria: ["4.1.3 Status Messages"]
    ) { captures in
      captures.labels.first.map { .announced(text: $0, inFull: captures.has("full")) }
    },
    PhraseFamily(
      "allowed fields are restored",
      patterns: [
        "after expiry allowed fields are restored after (login | log in | sign-in | signing in | logging in)"
      ],
      examples: ["after expiry, allowed fields are restored after login"],
      criteria: ["2.2.5 Re-authenticating (G105)", "3.3.7 Redundant Entry (G221)"]
    ) { _ in .fieldsRestoredAfterSignIn },
    PhraseFamily(
      "sensitive fields are not saved",
      patterns: ["sensitive fields are (not | never) saved", "card numbers and passwords are (not | never) saved"],
      examples: ["sensitive fields are not saved", "card numbers and passwords are never saved"],
      criteria: ["2.2.5 Re-authenticating (G105)"]
    ) { _ in .sensitiveNotSaved },
    PhraseFamily(
      "progress is kept",
      patterns: ["other progress is kept", "no input is lost"],
      examples: ["other progress is kept", "no input is lost"],
      criteria: ["3.3.4 Error Prevention", "3.3.7 Redundant Entry (G221)", "2.2.5 Re-authenticating (F12)"]
    ) { _ in .progressKept },
    PhraseFamily(
      "the message says what happened",
      patterns: ["the sign-in screen says what happened", "the message says what was kept"],
      examples: ["the sign-in screen says what happened", "the message says what was kept"],
      criteria: ["2.2.6 Timeouts", "3.3.4 Error Prevention"]
    ) { _ in .expiryExplained },
    PhraseFamily(
      "extending requires re-authentication",
      patterns: ["extending requires re-authentication"],
      examples: ["extending requires re-authentication"],
      criteria: ["2.2.1 Timing Adjustable (SCR1)", "2.2.5 Re-authenticating"]
    ) { _ in .extendRequiresReauthentication },
    PhraseFamily(
      "the countdown is announced",
      patterns: ["the countdown is announced", "the countdown is not visual only"],
      examples: ["the countdown is announced", "the countdown is not visual only"],
      criteria: ["2.2.1 Timing Adjustable (SCR16)", "4.1.3 Status Messages"]
    ) { _ in .countdownAnnounced },
    PhraseFamily(
      "the error is announced in full",
      patterns: ["the (error | notice) is announced in full"],
      examples: ["the error is announced in full"],
      criteria: ["4.1.3 Status Messages", "3.3.1 Error Identification"]
    ) { _ in .errorAnnouncedInFull },
    PhraseFamily(
      "the slot is held",
      patterns: ["the [appointment] slot is held for [at least] {duration}"],
      examples: ["the slot is held for 5 minutes"],
      criteria: ["2.2.1 Timing Adjustable", "3.3.4 Error Prevention"]
    ) { captures in
      captures.durations.first.map { .slotHeld(atLeast: $0) }
    },
    PhraseFamily(
      "the timeout screen appears",
      patterns: ["the timeout screen appears (as soon as | when) the [sign-in] token expires"],
      examples: ["the timeout screen appears as soon as the token expires"],
      criteria: ["2.2.5 Re-authenticating", "3.3.1 Error Identification"]
    ) { _ in .timeoutScreenImmediate },
    PhraseFamily(
      "the timeout screen says why",
      patterns: ["the timeout screen says it timed out for [(the user's | your)] security"],
      examples: ["the timeout screen says it timed out for security"],
      criteria: ["2.2.6 Timeouts", "3.3.1 Error Identification"]
    ) { _ in .timeoutScreenSaysSecurity },
    PhraseFamily(
      "no error code is shown",
      patterns: ["no error code is shown"],
      examples: ["no error code is shown"],
      criteria: ["3.3.1 Error Identification", "3.1.5 Reading Level"]
    ) { _ in .noErrorCode },
    PhraseFamily(
      "the word \"WORD\" is not shown",
      patterns: ["the word {label} is (not | never) shown"],
      examples: ["the word \"biometric\" is not shown"],
      criteria: ["3.1.5 Reading Level"]
    ) { captures in
      captures.labels.first.map(Expectation.wordNotShown)
    },
    PhraseFamily(
      "\"TEXT\" is shown",
      patterns: ["{label} is (shown | displayed)"],
      examples: ["\"{code.expired}\" is shown"],
      criteria: ["3.3.1 Error Identification"]
    ) { captures in
      captures.labels.first.map(Expectation.textShown)
    },
    PhraseFamily(
      "\"TEXT\" is not shown",
      patterns: ["{label} is (not | never) (shown | displayed)"],
      examples: ["\"Error code\" is not shown", "\"Biometric login failed\" is never shown"],
      criteria: ["3.3.1 Error Identification", "3.1.5 Reading Level"]
    ) { captures in
      captures.labels.first.map(Expectation.textNeverShown)
    },
    PhraseFamily(
      "\"TEXT\" is not announced",
      patterns: ["{label} is (not | never) announced"],
      examples: ["\"Incorrect passcode\" is not announced"],
      criteria: ["4.1.3 Status Messages"]
    ) { captures in
      captures.labels.first.map(Expectation.notAnnounced)
    },
    PhraseFamily(
      "focus moves to",
      patterns: ["focus moves to the instructions", "focus moves to {label}"],
      examples: ["focus moves to the instructions", "focus moves to \"{passcode.instructions}\""],
      criteria: ["2.4.3 Focus Order", "4.1.3 Status Messages"]
    ) { captures in
      .focusMoves(to: captures.labels.first)
    },
    PhraseFamily(
      "the notice can be dismissed",
      patterns: [
        "the notice can be dismissed (with the close button | by tapping outside | by tapping a keypad button)"
      ],
      examples: [
        "the notice can be dismissed with the close button", "the notice can be dismissed by tapping outside",
      ],
      criteria: ["2.1.1 Keyboard", "3.2.2 On Input"]
    ) { captures in
      if captures.has("close") { return .noticeDismissible(.closeButton) }
      return .noticeDismissible(captures.has("keypad") ? .keypadButton : .tapOutside)
    },
  ]
}
