extension Expectation {
  /// The claim this expectation is sugar for, when it is judged as one over the trace; nil
  /// for a family whose probe acts first (`World.evaluate`), then judges its claim on the trace.
  func claim(in app: AppModel) -> Claim? {
    let words = app.words
    return switch self {
    // The words "error code", or the app's own way of showing one ("Reference: PAY-408").
    case .noErrorCode:
      .all([
        .notMentioned("error code", subject: "an error code"),
        .not(.shown(.containing(words[.timeoutErrorCode]), subject: "the app's error code")),
      ])
    case .wordNotShown(let word): .notMentioned(word, subject: "the word '\(word)'")
    case .textShown(let text): .shown(.containing(text), subject: "'\(text)'")
    case .textNeverShown(let text): .not(.shown(.containing(text), subject: "'\(text)'"))
    case .notAnnounced(let text): .not(.announced(.containing(text), inFull: false))
    case .reachable(let label): .canReach(label: label)
    case .followedBy(let text, let label): .reachable(label: label, after: .containing(text))
    case .announced(let text, let inFull): .announced(.containing(text), inFull: inFull)
    case .focusMoves(let target):
      .focusMoves(
        to: target ?? words[.passcodeInstructions],
        name: target.map { "'\($0)'" } ?? "the instructions ('\(words[.passcodeInstructions])')",
        since: target == nil ? .gone(words[.passcodeNotice]) : .lastGone(words[.passcodeNotice]))
    case .slotHeld(let minimum):
      app.isLogic
        ? .timerLasts(
          timer: "slot.hold", unheld: "slot.taken", atLeast: minimum, subject: "the slot held",
          ifNeverArmed:
            "no slot was held: the app never started its timer 'slot.hold' during the task; do in the task what makes it hold one",
          endsWhenCancelled: true)
        : .timerLasts(
          timer: "slot.hold", unheld: "slot.taken", atLeast: minimum, subject: "the slot selected",
          ifNeverArmed: "no slot was selected: the task selected none; add 'select an appointment slot' to the task")
    case .timeoutScreenImmediate:
      .replacedAtTimer(timer: "token.expiry", screen: .tokenTimeout, stale: .faceIDPrompt)
    case .timeoutScreenSaysSecurity:
      .screenSays(
        timer: "token.expiry", screen: .tokenTimeout,
        parts: [
          Claim.Part(name: "that it timed out", phrasings: Self.timedOut(after: app.biometric.tokenLifetime)),
          Claim.Part(name: "why (the person's security)", phrasings: ["security"]),
        ])
    case .expiryExplained:
      .explains(
        timer: "session.expiry", screen: .signIn,
        parts: [
          Claim.Part(name: "what happened", phrasings: ["signed out after"] + Self.timedOut(after: app.session.length)),
          Claim.Part(name: "what was kept", phrasings: ["saved", "kept"]),
        ])
    case .errorAnnouncedInFull:
      .errorHeardInFull(
        ifNone:
          "no error or notice was announced; the task brought none up; add a step that brings one up, such as 'enter an incorrect passcode'"
      )
    case .warningAnnounced: .sessionWarning(.announced)
    case .warningLead(let minimum): .sessionWarning(.lead(atLeast: minimum))
    case .warningResponseTime(let minimum): .sessionWarning(.responseTime(atLeast: minimum))
    case .warningIsView: .sessionWarning(.isView)
    case .countdownAnnounced: .sessionWarning(.countdown)
    case .progressKept:
      .valuesKept(ifNoneTyped: "nothing was entered, so there is no progress to keep; enter something in the task")
    case .sensitiveNotSaved:
      .sensitiveNotStored(
        ifNoneTyped: app.forms.long.first(where: \.isSensitive).map {
          String.joined(
            "no sensitive field was entered, so the draft store had nothing to keep out; fill the long form in the task, past '",
            $0.label, "'")
        }
          ?? "no sensitive field was entered, so the draft store had nothing to keep out; the long form of app '\(app.name)' has no sensitive field"
      )
    default: nil
    }
  }
}

extension Expectation {
  /// The phrasings that say a timer of `length` ran out: "timed out", or the length itself as
  /// the app's duration placeholders say it, or in seconds: "after 20 minutes", "within 90
  /// seconds", in an app's own words ("Your basket was released after 20 minutes").
  static func timedOut(after length: VirtualDuration) -> [String] {
    var lengths = ["\(length)"]
    if length.milliseconds % 1000 == 0, length.milliseconds >= 60_000 {
      lengths.append("\(length.milliseconds / 1000) seconds")
    }
    return ["timed out"] + lengths.flatMap { ["after \($0)", "within \($0)"] }
  }
}

extension Claim {
  /// Text holding `word` as whole words was neither shown nor announced.
  static func notMentioned(_ word: String, subject: String) -> Claim {
    .all([.not(.shown(.wholeWords(word), subject: subject)), .not(.posted(.wholeWords(word), subject: subject))])
  }
}

extension World {
  /// What the probe of an expectation judged as a claim does before the trace is read: it
  /// only waits, for what the phrase names (`Expectation.probeBudget`).
  mutating func awaitEvidence(for expectation: Expectation) {
    switch expectation {
    case .noErrorCode, .wordNotShown, .timeoutScreenImmediate, .timeoutScreenSaysSecurity: _ = awaitTokenExpiry()
    case .announced, .notAnnounced, .errorAnnouncedInFull: listenToAnnouncements()
    case .focusMoves:
      listenToAnnouncements()
      // A logic's focus that moves a moment later (a flow's `focus … after`), within a minute.
      let later = timers.lazy.filter { if case .logicFocus = $0.kind { true } else { false } }.map(\.at).max()
      if let later, later > now, later - now <= .minutes(1) { spend(later - now) }
      spend(.seconds(1))
    case .sensitiveNotSaved: _ = awaitExpiry()
    // The expiry the task brought, if it brought one; else the next.
    case .expiryExplained: if sessionExpiredAt == nil { _ = awaitExpiry() }
    case .reachable(let label): awaitReaching(label)
    case .warningAnnounced: if awaitWarning() != nil { listenToAnnouncements() }
    case .warningLead: _ = awaitWarning()
    case .warningResponseTime, .warningIsView:
      // A logic's warning is judged on what it drew and how long that stayed: the probe waits,
      // acting on nothing, until it goes or the session's end as then set.
      guard awaitWarning() != nil, logic != nil, let expiry = warningExpiryAt ?? sessionExpiresAt, now < expiry
      else { break }
      let drawn = Set(elements.filter(\.isInteractive).map(\.label))
      guard !drawn.isEmpty else { break }
      spend(expiry - now) { world in !world.isAway && !world.elements.contains { drawn.contains($0.label) } }
    case .countdownAnnounced:
      // Until a second before the end the warning gave: the countdown's announcements come by then.
      if awaitWarning() != nil, let expiry = warningExpiryAt, now < expiry { spend(expiry - now - .seconds(1)) }
    default: break
    }
  }
}
