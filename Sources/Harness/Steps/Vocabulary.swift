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
        "let (a | the) [one-time] code expire",
      ],
      examples: ["let the session expire", "let a one-time code expire", "let the code expire"]
    ) { captures in
      captures.has("session") ? .letSessionExpire : .letCodeExpire
    },
    PhraseFamily(
      "act on a control",
      patterns: ["(tap | activate | press | choose | select) [on] {label}"],
      examples: ["tap \"Stay signed in\"", "activate \"Resend code\"", "choose \"Save and sign out\""]
    ) { captures in
      captures.labels.first.map { .activate(label: $0) }
    },
    PhraseFamily(
      "sign in",
      patterns: ["(sign | log) in [again]"],
      examples: ["sign in", "sign in again", "log in", "log in again"]
    ) { _ in .signIn },
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
      examples: ["\"Stay signed in\" works", "\"Resend code\" works", "\"Save and sign out\" works"],
      criteria: ["2.2.1 Timing Adjustable (SCR1)", "2.1.1 Keyboard"]
    ) { captures in
      captures.labels.first.map { .works(label: $0) }
    },
    PhraseFamily(
      "\"LABEL\" is reachable",
      patterns: ["{label} is reachable"],
      examples: ["\"Stay signed in\" is reachable"],
      criteria: ["2.1.1 Keyboard", "2.4.3 Focus Order"]
    ) { captures in
      captures.labels.first.map { .reachable(label: $0) }
    },
    PhraseFamily(
      "\"TEXT\" is followed by a reachable \"LABEL\"",
      patterns: ["{label} is followed by a reachable {label}"],
      examples: ["\"Code expired\" is followed by a reachable \"Resend code\""],
      criteria: ["2.4.3 Focus Order", "3.3.4 Error Prevention", "2.2.1 Timing Adjustable"]
    ) { captures in
      guard captures.labels.count == 2 else { return nil }
      return .followedBy(text: captures.labels[0], label: captures.labels[1])
    },
    PhraseFamily(
      "\"TEXT\" is announced",
      patterns: ["{label} is announced [in full]"],
      examples: ["\"Code expired\" is announced", "\"Your session ends in 2 minutes.\" is announced in full"],
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
  ]
}
