extension Trace {
  /// How the timer `name`, as last armed, went: never armed, not run out (cancelled or still
  /// running), or ran out at a time.
  enum Ran {
    case neverArmed
    /// Cancelled, or still running at the end.
    case notRunOut(armedAt: VirtualInstant, cancelled: Bool)
    case ranOut(armedAt: VirtualInstant, at: VirtualInstant)
  }

  func ran(_ name: String) -> Ran {
    guard let armed = timerEvents.lastIndex(where: { $0.timer == name && $0.isArmed }) else { return .neverArmed }
    let at = timerEvents[armed].at
    let after = timerEvents[armed...].filter { $0.timer == name }
    guard let fired = after.first(where: { $0.change == .fired }) else {
      return .notRunOut(armedAt: at, cancelled: after.contains { $0.change == .cancelled })
    }
    return .ranOut(armedAt: at, at: fired.at)
  }

  /// Why the claims about what a timer's end brought cannot be judged, or fail: for the
  /// sign-in token, none was issued, or the person signed in before it ran out; for the
  /// session, the task ended it first (nothing to judge), or it never ran out.
  func notRunOut(_ ran: Ran, of timer: String) -> Finding {
    if timer == TimerName.sessionExpiry.rawValue {
      guard case .notRunOut(_, cancelled: false) = ran else {
        return .unjudged(
          "the task ended the session before it could expire, so there was no expiry to judge; let the session run in the task",
          from: recentAtTaskEnd, to: end)
      }
      return .fail("the session never expired", from: recentAtTaskEnd, to: end)
    }
    if case .neverArmed = ran {
      return .unjudged(
        "no sign-in token was issued, so no timeout could come; add 'open the app with Face ID' to the task",
        from: recentAtTaskEnd, to: end)
    }
    // What ended the login first: Face ID passed, or failed as often as the app allows.
    let cancelled = timerEvents.last { $0.timer == timer && $0.change == .cancelled }
    let failedFaceID = cancelled.map { at in acts.contains { $0.at == at.at && $0.kind == .faceID(passed: false) } }
    let first =
      failedFaceID == true
      ? "Face ID failed as often as the app allows, and it asked for the password first"
      : "the person finished signing in first"
    return .unjudged(
      "the sign-in token never expired: \(first); let the sign-in token expire in the task", from: recentAtTaskEnd,
      to: end)
  }

  /// The sign-in screen after `timer` ran out explains `parts`. `screen` is the built-in one
  /// whose first text is its message; nil for an app of its own, whose sign-in screen is the
  /// first after it that offers a control that signs in, and whose message is every text it shows.
  func screen(_ screen: ScreenID?, after timer: String, explains parts: [Claim.Part]) -> Finding {
    // The last time it ran out, though the person signed in again after: that screen was theirs.
    guard let expired = timerEvents.last(where: { $0.timer == timer && $0.change == .fired })?.at else {
      return notRunOut(ran(timer), of: timer)
    }
    let shown = visits.first { visit in
      visit.shownAt >= expired
        && (screen.map { visit.screen == $0 }
          ?? visit.elements.contains { $0.role == .button && $0.action == .signIn })
    }
    guard let shown else {
      if let screen {
        return .fail(
          "\(screen.title) shown at \(expired) says nothing about \(String.joined(parts.map(\.name), separator: " or "))",
          from: expired, to: end)
      }
      let seen = visits.filter { $0.shownAt >= expired }.map(\.screen.title)
      return .fail(
        "no screen offering to sign in again came after the session ended at \(expired)"
          + (seen.isEmpty ? "" : "; the person saw \(String.joined(seen, separator: ", then "))"),
        from: expired, to: end)
    }
    let title = shown.screen.title
    let texts = shown.elements.filter { $0.role == .text }.map(\.label)
    guard let message = screen == nil ? (texts.isEmpty ? nil : String.joined(texts, separator: " ")) : texts.first
    else {
      return .fail(
        "\(title) shown at \(shown.shownAt) says nothing about \(String.joined(parts.map(\.name), separator: " or "))",
        from: expired, to: end)
    }
    if let missing = parts.first(where: { part in !part.phrasings.contains { message.holds($0) } }) {
      return .fail(
        "\(title) says \"\(message)\", which does not say \(missing.name) \(missing.lookedFor)", from: expired,
        to: end)
    }
    // What it says was kept must be so: the draft as it stood when the screen came.
    if parts.contains(where: { $0.name == Claim.Part.keptName }) {
      let held = storeWrites.last { $0.at <= shown.shownAt }?.fields.map(\.label) ?? []
      let saysNothing = Claim.saysNothingKept(message)
      if saysNothing, !held.isEmpty {
        return .fail(
          "\(title) says \"\(message)\", that nothing was kept, but the draft held \(Wording.list(held)) when it came at \(shown.shownAt)",
          from: expired, to: end)
      }
      if !saysNothing, held.isEmpty {
        return .fail(
          "\(title) says \"\(message)\", that the form was kept, but the draft held nothing when it came at \(shown.shownAt)",
          from: expired, to: end)
      }
    }
    return .pass("\(title) says \"\(message)\"", from: expired, to: end)
  }

  func replaced(at timer: String, by screen: ScreenID, stale: ScreenID) -> Finding {
    let ran = ran(timer)
    guard case .ranOut(_, let expired) = ran else { return notRunOut(ran, of: timer) }
    if visits.contains(where: { $0.screen == screen && $0.shownAt == expired }) {
      return .pass(
        "\(screen.title) replaced \(stale.title) at \(expired), as the token expired", from: expired, to: expired)
    }
    let left = visits.last { $0.screen == stale }
    let until = left?.endedAt.map { "until \($0)" } ?? "and is still there"
    return .fail(
      "the sign-in token expired at \(expired), but \(stale.title) stayed on screen \(until)", from: expired, to: end)
  }

  func screen(_ screen: ScreenID, after timer: String, says parts: [Claim.Part]) -> Finding {
    let ran = ran(timer)
    guard case .ranOut(let issued, _) = ran else { return notRunOut(ran, of: timer) }
    guard let visit = visits.first(where: { $0.screen == screen }) else {
      let seen = visits.filter { $0.shownAt >= issued }.map(\.screen.title)
      return .fail(
        "no \(screen.title.dropFirst(4)) was shown; the person saw \(String.joined(seen, separator: ", then "))",
        from: recentAtTaskEnd, to: end)
    }
    let text = String.joined(visit.elements.map(\.label), separator: " ")
    if let missing = parts.first(where: { part in !part.phrasings.contains { text.holds($0) } }) {
      return .fail(
        "\(screen.title) does not say it timed out for the person's security: it does not say \(missing.name) \(missing.lookedFor)",
        from: visit.shownAt, to: end)
    }
    return .pass(
      "\(screen.title) at \(visit.shownAt) says \"\(visit.elements.first?.label ?? "")\" and why",
      from: visit.shownAt, to: visit.shownAt)
  }
}

extension Trace {
  /// Each start of `timer` set it to run `bound` `duration`: the first start that did not is
  /// the failure; a move of a running timer (a renewal, an extension) is not a start.
  func timerSet(
    _ timer: String, bound: Claim.Bound, to duration: VirtualDuration, subject: String, ifNeverStarted: String
  ) -> Finding {
    let starts = timerEvents.compactMap { event -> (at: VirtualInstant, length: VirtualDuration)? in
      guard event.timer == timer, case .armed(let due) = event.change else { return nil }
      return (event.at, due - event.at)
    }
    guard let first = starts.first else { return .unjudged(ifNeverStarted, from: recentAtTaskEnd, to: taskEnd) }
    let said = { (length: VirtualDuration) in length.milliseconds % 1000 == 0 ? length.stated : length.exactDescription
    }
    let expected: String
    let holds: (VirtualDuration) -> Bool
    switch bound {
    case .exactly: (expected, holds) = ("exactly \(said(duration))", { $0 == duration })
    case .atLeast: (expected, holds) = ("at least \(said(duration))", { $0 >= duration })
    case .atMost: (expected, holds) = ("at most \(said(duration))", { $0 <= duration })
    }
    if let wrong = starts.first(where: { !holds($0.length) }) {
      return .fail(
        "\(subject) started at \(wrong.at) was set to last \(said(wrong.length)), until \(wrong.at + wrong.length); expected \(expected)",
        from: wrong.at, to: max(wrong.at, min(wrong.at + wrong.length, end)))
    }
    // At most is how long it ran, too: a renewal or an extension that moves it later makes it
    // run longer than it was set to at its start.
    if bound == .atMost {
      for start in starts {
        let stop =
          timerEvents.first(where: {
            $0.timer == timer && $0.at > start.at && ($0.change == .fired || $0.change == .cancelled || $0.armed)
          })?.at ?? end
        guard stop - start.at > duration else { continue }
        return .fail(
          "\(subject) started at \(start.at) ran until \(stop == end ? "\(end), where the record ends, and still ran" : "\(stop)"), \(said(stop - start.at)), moved later after it started; expected \(expected)",
          from: start.at, to: stop)
      }
    }
    let times = starts.count == 1 ? "" : " (each of the \(starts.count) times it started)"
    return .pass(
      "\(subject) started at \(first.at) was set to last \(said(first.length))\(times)",
      from: first.at, to: max(first.at, min(first.at + first.length, end)))
  }
}
