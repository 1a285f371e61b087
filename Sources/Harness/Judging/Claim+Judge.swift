extension Claim {
  /// Whether the claim holds on `trace`, in words, with the stretch of the trace that shows it.
  func judged(on trace: Trace) -> Finding {
    switch self {
    case .shown(let words, let subject): trace.shown(words, subject: subject)
    case .posted(let words, let subject): trace.posted(words, subject: subject)
    case .announced(let words, let inFull, let trueTimeLeft):
      trace.announced(words, inFull: inFull, trueTimeLeft: trueTimeLeft)
    case .errorHeardInFull(let ifNone): trace.errorHeardInFull(ifNone: ifNone)
    case .reachable(let label, let after): trace.reachable(label, after: after)
    case .canReach(let label): trace.canReach(label)
    case .worked(let label, let byRule): trace.worked(label, byRule: byRule)
    case .focusMoves(let target, let name, let since): trace.focusMoves(to: target, name: name, since: since)
    case .sensitiveNotStored(let ifNoneTyped): trace.sensitiveNotStored(ifNoneTyped: ifNoneTyped)
    case .valuesKept(let ifNoneTyped): trace.valuesKept(ifNoneTyped: ifNoneTyped)
    case .timerLasts(let timer, let unheld, let minimum, let subject, let ifNeverArmed, let endsWhenCancelled):
      trace.timerLasts(
        timer, unheld: unheld, atLeast: minimum, subject: subject, ifNeverArmed: ifNeverArmed,
        endsWhenCancelled: endsWhenCancelled)
    case .timerSet(let timer, let bound, let duration, let subject, let ifNeverStarted):
      trace.timerSet(timer, bound: bound, to: duration, subject: subject, ifNeverStarted: ifNeverStarted)
    case .passwordAfterFailedFaceID(let attempts): trace.passwordAfterFailedFaceID(attempts)
    case .statedTimesTrue: trace.statedTimesTrue()
    case .replacedAtTimer(let timer, let screen, let stale): trace.replaced(at: timer, by: screen, stale: stale)
    case .screenSays(let timer, let screen, let parts): trace.screen(screen, after: timer, says: parts)
    case .explains(let timer, let screen, let parts): trace.screen(screen, after: timer, explains: parts)
    case .dismissed(let notice, let way): trace.dismissed(notice, by: way)
    case .sessionWarning(let measure): trace.sessionWarning(measure)
    case .extended(let label, let times): trace.extended(by: label, times: times)
    case .reauthenticatedBeforeExtending(let label): trace.reauthenticatedBeforeExtending(label)
    case .restoredAfterSignIn(let signIn, let ifNoneTyped): trace.restored(after: signIn, ifNoneTyped: ifNoneTyped)
    case .about(let found, let state): trace.judged(found, is: state)
    case .says(let found, let quote): trace.says(found, quote)
    case .onScreenAfter(let found, let after): trace.onScreen(found, after: after)
    case .shownWith(let found, let quote): trace.shown(found, with: quote)
    case .not(let claim): claim.judged(on: trace).negated
    case .noted(let claim, let note): claim.judged(on: trace).noting(note)
    case .all(let claims): Claim.all(claims, on: trace)
    }
  }

  private static func all(_ claims: [Claim], on trace: Trace) -> Finding {
    var first: Finding?
    for claim in claims {
      let finding = claim.judged(on: trace)
      guard finding.passed else { return finding }
      if first == nil { first = finding }
    }
    return first ?? .pass("nothing was claimed", from: trace.taskEnd, to: trace.end)
  }
}

extension Finding {
  /// The verdict turned round, the words kept; one that cannot be judged still cannot.
  var negated: Finding {
    switch judgement {
    case .passed: Finding(judgement: .failed, message: message, window: window)
    case .failed: Finding(judgement: .passed, message: message, window: window)
    case .cannotBeJudged: self
    }
  }
}

extension Trace {
  func shown(_ words: Claim.Words, subject: String) -> Finding {
    let found = words.matcher()
    for visit in visits {
      if let element = visit.elements.first(where: { found($0.label) }) {
        return .pass(
          "\(subject) was shown: at \(visit.shownAt) \(visit.screen.title) showed \"\(element.label)\"",
          from: visit.shownAt, to: visit.endedAt ?? end)
      }
    }
    // What the app drew while the person was away and covered before they came back, they never met.
    let away =
      visits.contains { $0.screen == .otherApp }
      ? "; a screen the app showed while the person was in another app, gone or covered when they came back, is not one they met"
      : ""
    return .fail(
      visits.count == 1
        ? String.joined(subject, " did not appear on the one screen shown", away)
        : String.joined(subject, " appeared on none of the ", Wording.count(visits.count, "screen"), " shown", away),
      from: recentAtTaskEnd, to: end)
  }

  func posted(_ words: Claim.Words, subject: String) -> Finding {
    let found = words.matcher()
    guard let spoken = posted.first(where: { found($0.text) }) else {
      return .fail("\(subject) was not announced", from: recentAtTaskEnd, to: end)
    }
    return .pass(
      "\(subject) was announced: \"\(spoken.text)\" at \(spoken.postedAt)", from: spoken.postedAt, to: spoken.endsAt)
  }

  func announced(_ words: Claim.Words, inFull: Bool, trueTimeLeft: Bool) -> Finding {
    let found = words.matcher()
    guard let first = posted.first(where: { found($0.text) }) else {
      let said = posted.map { "\"\($0.text)\"" }
      return .fail(
        "nothing containing '\(words.text)' was announced; announcements: \(said.isEmpty ? "none" : String.joined(said, separator: ", "))",
        from: recentAtEnd, to: end)
    }
    // Each posting holding the words, the first or one said again, until one was heard.
    var missed: [String] = []
    var missedUntil = first.endsAt
    for announcement in posted where found(announcement.text) {
      let at = announcement.postedAt
      let said = announcement == first ? "\"\(first.text)\" was announced at \(at)" : again(announcement, after: first)
      var why: String?
      var until = announcement.endsAt
      if let notHeard = Heard.notHeard(announcement, profile: profile) {
        why = "\(said), but \(unheard(notHeard))"
      } else if inFull, let cut = announcement.cutOffAt {
        why = "\(said) but cut off at \(cut)"
        until = cut
      } else if trueTimeLeft, let stale = staleWords(announcement), Trace.names(stale.said, in: words.text) {
        why = "\(said), \(stale.words)"
      }
      if let why {
        if missed.isEmpty { missedUntil = until }
        missed.append(why)
        continue
      }
      guard !missed.isEmpty else {
        // Heard, if not to the end: the message says so, and how to claim the whole of it.
        let cut = announcement.cutOffAt.map {
          ", and heard until it was cut off at \($0) (write '… is announced in full' to claim all of it was heard)"
        }
        return .pass("\(said)\(inFull ? " and heard in full" : cut ?? "")", from: at, to: announcement.endsAt)
      }
      return .pass(
        String.joined(
          String.joined(missed, separator: "; "), "; ", said,
          inFull ? ", heard in full by \(announcement.endsAt)" : ", and heard"),
        from: first.postedAt, to: announcement.endsAt)
    }
    // Said again in the words of that moment (the time left then), it no longer holds these
    // words: what the person heard instead is said, so the check can look for the right ones.
    let missedAt = Set(posted.filter { found($0.text) }.map(\.postedAt))
    if let instead = posted.first(where: {
      $0.repeats.map(missedAt.contains) == true && !found($0.text) && heardInFull($0)
    }) {
      missed.append(
        String.joined(
          "the person heard it said again at ", instead.postedAt.description, " on their return as \"", instead.text,
          "\", in the words of that moment"))
    }
    return .fail(
      String.joined(missed, separator: "; "), from: first.postedAt, to: missed.count == 1 ? missedUntil : end)
  }

  func errorHeardInFull(ifNone: String) -> Finding {
    // The last error brought up by the task, not a repeat of one: its repeats count with it.
    guard let index = posted.lastIndex(where: { $0.kind == .error && $0.postedAt <= taskEnd && $0.repeats == nil })
    else {
      return .unjudged(ifNone, from: recentAtTaskEnd, to: taskEnd)
    }
    let spoken = posted[index]
    let at = spoken.postedAt
    let failure: Finding
    if let notHeard = Heard.notHeard(spoken, profile: profile) {
      failure = .fail("\"\(spoken.text)\" was announced at \(at), but \(unheard(notHeard))", from: at, to: end)
    } else if let cut = spoken.cutOffAt {
      failure = .fail(
        "\"\(spoken.text)\" was announced at \(at) but cut off at \(cut), before it finished", from: at, to: cut)
    } else {
      return .pass(
        "\"\(spoken.text)\" was announced at \(at) and heard in full by \(spoken.endsAt)", from: at, to: spoken.endsAt)
    }
    // Said again on the person's return and heard then, it was heard.
    guard let again = posted[(index + 1)...].first(where: { $0.repeats == at && heardInFull($0) }) else {
      return failure
    }
    return .pass(
      String.joined(
        failure.message, "; ", self.again(again, after: spoken), ", heard in full by ", again.endsAt.description),
      from: at, to: again.endsAt)
  }

  /// Why an announcement was not heard, as messages say it.
  func unheard(_ reason: Heard.NotHeard) -> String {
    switch reason {
    case .inAnotherApp: "the person was in another app then, and it was not heard"
    case .profileDoesNotHear: "\(profile) does not hear announcements"
    }
  }

  func reachable(_ label: String, after words: Claim.Words) -> Finding {
    let found = words.matcher()
    let text = words.text
    // What comes after a text, as a rule; failing that, after a control of those words
    // ("Stay signed in" is followed by a reachable "Save and sign out").
    let asText = { (element: Element) in element.role == .text && found(element.label) }
    let asAny = { (element: Element) in found(element.label) }
    guard
      let (visit, textIndex) = first(where: asText) ?? first(where: asAny)
    else {
      // Nothing to look after: the task never brought the text up (or the app never showed it).
      var texts: [String] = []
      for visit in visits {
        for element in visit.elements where element.role == .text && !texts.contains(element.label) {
          texts.append(element.label)
        }
      }
      return .unjudged(
        "'\(text)' was never shown, so what follows it cannot be judged; the texts shown were \(Wording.list(texts, limit: 4)); add a step that brings it up",
        from: recentAtTaskEnd, to: end)
    }
    let shownAt = visit.shownAt
    let ended = visit.endedAt ?? end
    let after = visit.elements.indices.filter { $0 > textIndex && profile.canFocus(visit.elements[$0]) }
    guard let next = after.first else {
      return .fail(
        "after '\(text)' (shown at \(shownAt)) there is nothing \(profile) can reach; the screen has no '\(label)'",
        from: shownAt, to: ended)
    }
    let element = visit.elements[next]
    guard element.label.sameIgnoringCase(label), element.role == .button else {
      let has = visit.elements.contains { $0.label.sameIgnoringCase(label) }
      return .fail(
        "after '\(text)' (shown at \(shownAt)) the next element \(profile) reaches is '\(element.label)', not '\(label)'; the screen \(has ? "has '\(label)' further on" : "has no '\(label)'")",
        from: shownAt, to: ended)
    }
    let needed = profile.timeToReach(next, in: visit.elements)
    if visit.endedByApp, let gone = visit.endedAt, gone - shownAt < needed {
      return .fail(
        "'\(label)' followed '\(text)' but went away at \(gone), before \(profile) could reach it", from: shownAt,
        to: gone)
    }
    return .pass(
      "after '\(text)' (shown at \(shownAt)) the next element \(profile) reaches is '\(element.label)', \(needed) away",
      from: shownAt, to: ended)
  }

  func canReach(_ label: String) -> Finding {
    let start = recentAtTaskEnd
    // The frame that showed it when the task ended, or the first to show it after.
    guard
      let (visit, index) = visits.lazy.compactMap({ visit -> (ScreenVisit, Int)? in
        guard visit.endedAt.map({ $0 > taskEnd }) ?? true else { return nil }
        return visit.elements.firstIndex { $0.label.sameIgnoringCase(label) }.map { (visit, $0) }
      }).first
    else {
      return .fail(neverAppeared(label, since: start), from: start, to: end)
    }
    guard profile.canFocus(visit.elements[index]) else {
      return .fail("\(profile) cannot move to '\(label)' on \(visit.title)", from: start, to: end)
    }
    let appeared = max(visit.shownAt, taskEnd)
    let reached = appeared + profile.timeToReach(index, in: visit.elements)
    if let gone = visit.endedAt, gone <= reached {
      return .fail("'\(label)' went away at \(gone), before \(profile) reached it", from: appeared, to: gone)
    }
    return .pass("\(profile) reached '\(label)' on \(visit.title) at \(reached)", from: appeared, to: reached)
  }

  /// Why a control never came: the controls shown from `since` and what is showing at the
  /// end. No "did you mean": a label an app lacks is often close in spelling to one it has
  /// for another purpose ('Stay signed in', 'Sign in').
  func neverAppeared(_ label: String, since: VirtualInstant) -> String {
    var labels: [String] = []
    for visit in visits where (visit.endedAt ?? end) >= since {
      for element in visit.elements where element.role == .button && !labels.contains(element.label) {
        labels.append(element.label)
      }
    }
    let last = visits.last
    let showing =
      last?.screen == .otherApp ? "the person is in another app" : "\(last?.title ?? ScreenID.form.title) is showing"
    // It was on screen, but went before it was looked for: say so, not that it never came.
    if let shown = visits.last(where: { visit in visit.elements.contains { $0.label.sameIgnoringCase(label) } }),
      let gone = shown.endedAt, gone <= taskEnd
    {
      // What was showing when the task ended, not after a probe went on waiting.
      let atEnd = visits.last { $0.shownAt <= taskEnd } ?? last
      let then =
        atEnd?.screen == .otherApp
        ? "the person was in another app" : "\(atEnd?.title ?? ScreenID.form.title) was showing"
      return String.joined(
        "'", label, "' was gone by the end of the task: ", shown.title, " showed it from ", shown.shownAt.description,
        " to ", gone.description, ", and at the end ", then)
    }
    guard !labels.isEmpty else { return "'\(label)' never appeared; no control was shown, and \(showing)" }
    let shown = labels.prefix(8).map { "'\($0)'" }
    let more = labels.count > 8 ? " and \(labels.count - 8) more" : ""
    return String.joined(
      "'", label, "' never appeared; the controls shown were ", String.joined(shown, separator: ", "), more, ", and ",
      showing)
  }

  /// The first frame with an element that `matches`, and where it is on that frame.
  private func first(where matches: (Element) -> Bool) -> (ScreenVisit, Int)? {
    for visit in visits {
      if let index = visit.elements.firstIndex(where: matches) { return (visit, index) }
    }
    return nil
  }

  func focusMoves(to target: String, name: String, since anchor: Claim.Anchor) -> Finding {
    if case .gone(let text) = anchor, let last = visits.last(where: { $0.screen != .otherApp }),
      last.elements.contains(where: { $0.label == text })
    {
      return .unjudged(
        "'\(text)' was still on screen at the end, so where focus goes once it is gone cannot be judged; add a step that dismisses it, such as 'dismiss the notice with the close button'",
        from: recentAtTaskEnd, to: end)
    }
    let since = instant(of: anchor)
    let moves = focusMoves.filter { $0.at >= since }
    guard let landed = moves.last(where: \.landed), landed.label.holds(target) else {
      if let sent = moves.last(where: { !$0.landed && $0.label.holds(target) }), let nowhere = sent.nowhere {
        return .fail(
          String.joined("focus was sent to ", name, " at ", sent.at.description, ", but went nowhere: ", nowhere),
          from: since, to: end)
      }
      if let landed = moves.last(where: \.landed) {
        return .fail("focus moved to '\(landed.label)' at \(landed.at), not to \(name)", from: since, to: end)
      }
      return .fail("focus did not move after \(since); expected it on \(name)", from: since, to: end)
    }
    return .pass("focus moved to \(name) at \(landed.at)", from: since, to: landed.at)
  }

  /// When `anchor` was: for `lastGone`, the start of the last frame of the app without the
  /// text that the one before it showed (another app's frames skipped), else the last frame.
  func instant(of anchor: Claim.Anchor) -> VirtualInstant {
    switch anchor {
    case .lastGone(let text), .gone(let text):
      var gone: VirtualInstant?
      var before: ScreenVisit?
      for visit in visits where visit.screen != .otherApp {
        let shows = visit.elements.contains { $0.label == text }
        if let before, !shows, before.elements.contains(where: { $0.label == text }) { gone = visit.shownAt }
        before = visit
      }
      return gone ?? visits.last?.shownAt ?? .start
    }
  }

  func timerLasts(
    _ timer: String, unheld: String, atLeast minimum: VirtualDuration, subject: String, ifNeverArmed: String,
    endsWhenCancelled: Bool
  ) -> Finding {
    guard let last = timerEvents.lastIndex(where: { ($0.timer == timer || $0.timer == unheld) && $0.due != nil }),
      let due = timerEvents[last].due
    else {
      return .unjudged(ifNeverArmed, from: recentAtTaskEnd, to: taskEnd)
    }
    let started = timerEvents[last].at
    var until = timerEvents[last].timer == timer ? due : started
    var released = ""
    if endsWhenCancelled,
      let cancelled = timerEvents[(last + 1)...].first(where: { $0.timer == timer && $0.change == .cancelled }),
      cancelled.at < until
    {
      until = cancelled.at
      released = ", when it was released"
    }
    let held = until - started
    guard held >= minimum else {
      let words = held == .zero ? "was not held at all" : "was held for only \(held)\(released)"
      return .fail(
        "\(subject) at \(started) \(words); expected at least \(minimum.exactDescription)", from: started,
        to: max(until, end))
    }
    return .pass("\(subject) at \(started) is held until \(until)\(released), \(held)", from: started, to: until)
  }

  func sensitiveNotStored(ifNoneTyped: String) -> Finding {
    var typed: Set<String> = []
    for act in acts { if case .typed(let field) = act.kind { typed.insert(field) } }
    // A field whose label names a secret is one, whatever the app marks.
    let sensitive =
      sensitiveFields.filter(typed.contains)
      + typed.filter { !sensitiveFields.contains($0) && SecretLabels.secret($0) != nil }.sorted()
    guard !sensitive.isEmpty else { return .unjudged(ifNoneTyped, from: recentAtTaskEnd, to: taskEnd) }
    var stored: Set<String> = []
    var unmarked: Set<String> = []
    var first: VirtualInstant?
    for write in storeWrites {
      for field in write.fields where field.isSensitive || SecretLabels.secret(field.label) != nil {
        stored.insert(field.label)
        if !field.isSensitive { unmarked.insert(field.label) }
        if first == nil { first = write.at }
      }
    }
    if let first {
      // The first moment that shows it, the task's when the task drafted them: a probe's
      // later expiry that drafts them again is not what is cited.
      let note =
        unmarked.isEmpty
        ? ""
        : "; the app does not mark \(Wording.list(unmarked.sorted())) sensitive, though \(unmarked.count == 1 ? "its label names" : "their labels name") \(unmarked.sorted().compactMap(SecretLabels.secret).first ?? "a secret")"
      return .fail(
        "the draft store held sensitive fields: \(Wording.list(stored.sorted()))\(note)",
        from: max(.start, first - .minutes(1)),
        to: first)
    }
    return .pass("the draft store never held \(Wording.list(sensitive))", from: recentAtTaskEnd, to: end)
  }
}
