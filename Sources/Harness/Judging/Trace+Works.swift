extension Trace {
  /// Judges the last activation of the control `label` in the trace, the task's or a
  /// probe's: what the app did on it, from the timers, the store and the frames.
  func worked(_ label: String, byRule: [[Claim.StatedEffect]] = []) -> Finding {
    guard let index = acts.lastIndex(where: { $0.activated(label) != nil }),
      let shownLabel = acts[index].activated(label)
    else {
      return .fail("'\(label)' was never activated", from: recentAtTaskEnd, to: end)
    }
    let act = Activation(trace: self, index: index, label: label, shownLabel: shownLabel)
    if act.action == nil, !byRule.isEmpty { return worked(act, byRule: byRule) }
    let effect: Effect =
      switch act.action {
      case .staySignedIn:
        sessionMovedOut(by: index).map { moved in
          moved.byWarning
            ? .seen(
              "the session's end was called off and its warning set again for \(moved.due) (the end was \(moved.was))",
              moved.at)
            : .seen("the session now ends at \(moved.due) (was \(moved.was))", moved.at)
        } ?? .none
      case .resendCode, .sendCode: codeSent(act)
      case .saveAndSignOut: signedOut(act)
      case .signIn: signedIn(act)
      default: newScreen(act)
      }
    let stated = act.action?.statedEffect ?? Element.Action.navigate.statedEffect
    switch effect {
    case .judged(let finding): return finding
    case .none:
      return .fail(
        String.joined(
          "'", label, "' was activated at ", act.done.description, " but did not do what it is stated to do, ", stated,
          ": ", act.action == .staySignedIn ? sessionUnmoved(act) : afterwards(act)),
        from: act.reached, to: act.done)
    case .seen(let words, let at):
      return .pass(
        String.joined(
          "'", label, "' reached and activated by ", profile.description, " at ", at.description,
          ", and it did what it is stated to do, ", stated, ": ", words),
        from: act.reached, to: at)
    }
  }

  /// `act` judged on what the rules answering its control state (a flow's button with no
  /// `does`): every effect of one of them happened in its span.
  private func worked(_ act: Activation, byRule: [[Claim.StatedEffect]]) -> Finding {
    var unseen = false
    for effects in byRule {
      var seen: [String] = []
      var hidden = 0
      for effect in effects {
        switch happened(effect, in: act) {
        case .seen(let words, _): seen.append(words)
        case .judged: hidden += 1
        case .none: break
        }
      }
      // All the rest happened, and a draft that could not be seen: this rule ran, unjudged.
      if hidden > 0, seen.count + hidden == effects.count { unseen = true }
      guard seen.count == effects.count else { continue }
      return .pass(
        String.joined(
          "'", act.label, "' reached and activated by ", profile.description, " at ", act.at.description,
          ", and it did what its rule states, ", String.joined(effects.map(\.words), separator: ", "), ": ",
          String.joined(seen, separator: ", ")),
        from: act.reached, to: act.done)
    }
    let stated = String.joined(
      byRule.map { String.joined($0.map(\.words), separator: ", ") }, separator: "; or ")
    if unseen {
      return .unjudged(
        String.joined(
          "'", act.label, "' was activated at ", act.done.description, ", and its rule states ", stated,
          ", but no field a draft keeps had been entered, so saving could not be seen; fill some fields in the task first"
        ), from: act.reached, to: act.done)
    }
    return .fail(
      String.joined(
        "'", act.label, "' was activated at ", act.done.description, " but did not do what its rule states, ", stated,
        ": ", afterwards(act)),
      from: act.reached, to: act.done)
  }

  /// Whether `effect` happened as `act` was done, in words; `.judged` when it could not be seen
  /// (a draft saved when nothing had been typed). A rule runs at the very moment of the
  /// activation: what the app did later (on the person's next act) is not the control's.
  private func happened(_ effect: Claim.StatedEffect, in act: Activation) -> Effect {
    let events = act.events.filter { $0.at == act.at }
    switch effect {
    case .starts(let timer):
      guard let set = events.first(where: { $0.timer == timer && $0.due != nil }), let due = set.due else {
        return .none
      }
      return .seen("'\(timer)' set to run out at \(due)", set.at)
    case .extends(let timer):
      guard let moved = events.first(where: { $0.timer == timer && $0.moved != nil }), let due = moved.moved
      else { return .none }
      return .seen("'\(timer)' moved to \(due)", moved.at)
    case .cancels(let timer):
      guard let stopped = events.first(where: { $0.timer == timer && $0.change == .cancelled }) else {
        // Stopping a timer that was not running (it had run out, or was never started) does
        // nothing to see, and nothing fails for it.
        let running = timerEvents.last { $0.timer == timer && $0.at < act.at }?.due != nil
        return running ? .none : .seen("'\(timer)' was not running, so there was nothing to stop", act.at)
      }
      return .seen("'\(timer)' stopped", stopped.at)
    case .saves:
      if let write = storeWrites.first(where: { $0.at == act.at }) {
        return .seen("a draft saved of \(Wording.count(write.fields.count, "field"))", write.at)
      }
      // No field a draft keeps held a value then: saving could not be seen either way.
      var holding: Set<String> = []
      for change in fieldChanges where change.at <= act.at {
        if change.change == .cleared { holding.subtract(change.fields) } else { holding.formUnion(change.fields) }
      }
      let keepable = holding.contains { !sensitiveFields.contains($0) }
      return keepable ? .none : .judged(.unjudged("nothing to save", from: act.at, to: act.at))
    }
  }

  /// What the trace shows after an activation that did not do what it states: the screen then.
  /// What an extension that did not happen left: the session's end where it was.
  private func sessionUnmoved(_ act: Activation) -> String {
    guard let due = sessionDue(at: act.done) else { return "no session was running" }
    return "the session still ended at \(due)"
  }

  private func afterwards(_ act: Activation) -> String {
    guard let after = frame(at: act.done) else { return "nothing changed" }
    if let before = act.before, after.screen == before.screen, after.title == before.title {
      return "\(after.title) was still showing"
    }
    return "\(after.title) was showing"
  }

  /// One activation of a control, with what the trace holds around it.
  private struct Activation {
    var index: Int
    var label: String
    var at: VirtualInstant
    /// When it was done, a Face ID check it asked for included; its span runs `until` the next act.
    var done: VirtualInstant
    var until: VirtualInstant
    /// Since when the person was on their way to it.
    var reached: VirtualInstant
    /// The frame it was done on, and what the control does there.
    var before: ScreenVisit?
    var action: Element.Action?
    /// The timer events of its span.
    var events: [TimerEvent]

    init(trace: Trace, index: Int, label: String, shownLabel: String) {
      let act = trace.acts[index]
      (self.index, self.label, at) = (index, label, act.at)
      (done, until, _) = trace.span(of: index)
      reached = trace.reached(index)
      before = trace.frame(before: act.at)
      action = before?.elements.first { $0.label == shownLabel }?.action
      let (from, to) = (at, until)
      events = trace.timerEvents.filter { $0.at >= from && $0.at <= to }
    }
  }

  /// What an activation did, in words and when; or the verdict itself, when what it did says
  /// more than an effect would (a sign-out that saved nothing).
  private enum Effect {
    case seen(String, VirtualInstant)
    case judged(Finding)
    case none
  }

  private func codeSent(_ act: Activation) -> Effect {
    guard let sent = act.events.first(where: { $0.isOf(.codeExpiry) && $0.due != nil }), let due = sent.due else {
      return .none
    }
    return .seen("a new code was sent; it expires at \(due)", sent.at)
  }

  private func signedOut(_ act: Activation) -> Effect {
    guard act.events.contains(where: { $0.isOf(.sessionExpiry) && $0.change == .cancelled }) else { return .none }
    let lost = fieldChanges.last { $0.change == .cleared && $0.at >= act.at && $0.at <= act.until }?.fields ?? []
    // An app that signs out without clearing the form: what was entered by then is what a
    // draft had to keep.
    let entered = lost.isEmpty ? typedFields(until: act.at) : lost
    let keepable = entered.filter { !sensitiveFields.contains($0) }.count
    guard keepable > 0 else {
      return .judged(
        .unjudged(
          "signed out at \(act.done), but no field a draft keeps had been entered, so saving could not be seen; fill some fields in the task first",
          from: act.reached, to: act.done))
    }
    guard storeWrites.contains(where: { $0.at >= act.at && $0.at <= act.until }) else {
      let fields = Wording.count(keepable, "field")
      return .judged(
        .fail(
          lost.isEmpty
            ? "'\(act.label)' signed out at \(act.done) but saved no draft of the \(fields) entered"
            : "'\(act.label)' signed out at \(act.done) but saved no draft: the \(fields) entered were lost",
          from: act.reached, to: act.done))
    }
    let kept = Set(storeWrites.filter { $0.at <= act.until }.flatMap { $0.fields.map(\.label) })
    return .seen("signed out with \(Wording.count(kept.count, "field")) saved in a draft", act.done)
  }

  private func signedIn(_ act: Activation) -> Effect {
    guard let armed = act.events.first(where: { $0.isOf(.sessionExpiry) && $0.isArmed }) else { return .none }
    return .seen("signed in", armed.at)
  }

  /// A new screen, or what lay over it gone ("Close" on the notice).
  private func newScreen(_ act: Activation) -> Effect {
    guard let after = frame(at: act.done), let before = act.before,
      after.screen != before.screen || after.title != before.title
    else { return .none }
    return .seen("\(after.title) is showing", act.done)
  }

  /// What the act at `index` set going: it runs to the person's next act (`until`), and a
  /// Face ID check the control asked for is part of it (`done` is when it passed).
  func span(of index: Int) -> (done: VirtualInstant, until: VirtualInstant, faceID: Bool) {
    var done = acts[index].at
    var next = index + 1
    let faceID = next < acts.count && acts[next].kind == .faceID(passed: true)
    if faceID {
      done = acts[next].at
      next += 1
    }
    return (done, next < acts.count ? acts[next].at : end, faceID)
  }

  /// Since when the person was on their way to the act at `index`: the frame it was done on
  /// appeared, their act before it, or (a probe's) the end of the task.
  func reached(_ index: Int) -> VirtualInstant {
    let act = acts[index]
    return max(
      frame(before: act.at)?.shownAt ?? act.at, index > 0 ? acts[index - 1].at : .start,
      act.byProbe ? taskEnd : .start)
  }

  /// How the act at `index` moved the session's end out, within its span: when, to when,
  /// and from when; nil when it did not.
  func sessionMovedOut(
    by index: Int
  ) -> (at: VirtualInstant, due: VirtualInstant, was: VirtualInstant, byWarning: Bool)? {
    let act = acts[index]
    let until = span(of: index).until
    let was = due(of: TimerName.sessionExpiry.rawValue, before: act.at)
    let span = { (event: TimerEvent) in event.at >= act.at && event.at <= until }
    if let moved = timerEvents.first(where: { span($0) && $0.isOf(.sessionExpiry) && $0.moved != nil }),
      let due = moved.moved, due > (was ?? moved.at)
    {
      return (moved.at, due, was ?? moved.at, false)
    }
    // An app that sets the session's end only when its warning comes: the end called off and
    // the warning set again, later than the end was, moves the session out too.
    guard let was, timerEvents.contains(where: { span($0) && $0.isOf(.sessionExpiry) && $0.change == .cancelled }),
      let warned = timerEvents.first(where: { span($0) && $0.isOf(.sessionWarning) && $0.due != nil }),
      let due = warned.due, due > was
    else { return nil }
    return (warned.at, due, was, true)
  }

  /// The frame on screen at `instant`: the last one shown by then.
  func frame(at instant: VirtualInstant) -> ScreenVisit? {
    visits.last { $0.shownAt <= instant }
  }

  /// The frame on screen just before `instant`: the first still there at that moment, not one
  /// an act at `instant` brought up.
  func frame(before instant: VirtualInstant) -> ScreenVisit? {
    visits.first { $0.shownAt <= instant && ($0.endedAt ?? end) >= instant }
  }

  /// When the timer `name` was last due before `instant`, as armed or moved.
  func due(of name: String, before instant: VirtualInstant) -> VirtualInstant? {
    timerEvents.last { $0.timer == name && $0.at < instant && $0.due != nil }?.due
  }
}

extension Act {
  /// The label as shown, when this act activated the control `label` (ignoring case).
  func activated(_ label: String) -> String? {
    if case .activated(let done) = kind, done.sameIgnoringCase(label) { return done }
    return nil
  }
}

extension TimerEvent {
  /// When the timer is due after this event, if it was armed or moved.
  var due: VirtualInstant? {
    switch change {
    case .armed(let due), .moved(let due): due
    case .fired, .cancelled: nil
    }
  }

  /// Whether this event set the timer going from stopped.
  var isArmed: Bool {
    if case .armed = change { return true }
    return false
  }

  /// When the timer is due, if this event moved it.
  var moved: VirtualInstant? {
    if case .moved(let due) = change { return due }
    return nil
  }
}

extension ScreenVisit {
  /// What the person sees, for messages: the warning or the notice when one is up.
  var title: String {
    if screen == .form && elements.contains(where: { $0.action == .saveAndSignOut || $0.action == .staySignedIn }) {
      return "the warning"
    }
    if screen == .passcode && elements.contains(where: { $0.action == .closeNotice }) { return "the notice" }
    return screen.title
  }
}

extension Element.Action {
  /// The effect `"LABEL" works` judges for a control that does this, as its messages say it.
  var statedEffect: String {
    switch self {
    case .staySignedIn: "extend the session"
    case .saveAndSignOut: "save a draft and sign out"
    case .signIn: "sign in"
    case .sendCode, .resendCode: "send a new code"
    case .closeNotice: "close the notice"
    case .startAgain, .logInAgain, .verifyCode, .selectSlot, .bookSlot, .keypad, .navigate, .named:
      "show another screen"
    }
  }
}
