extension Trace {
  /// The session's warning as the person met it.
  struct SessionWarning {
    var shown: VirtualInstant
    /// When the session was due to end as it appeared.
    var expiry: VirtualInstant?
    /// How long a toast stays; nil for a view that stays until acted on.
    var toast: VirtualDuration?
    /// What it drew that the screen before it did not show, as the person would meet it (on
    /// their return, when they were away).
    var drawn: [Element] = []
    /// How long what it drew stayed, when the app took it away on its own: not on an act of
    /// the person, not at the session's end. A view that goes by itself is a toast in effect,
    /// whichever key or timer made it.
    var gone: VirtualDuration?
    /// The person was in another app from before it came until after the session's end (or
    /// for good): what it drew was never met, so what it was cannot be judged from the screen.
    var unseen = false

    /// The controls it drew that the person can reach.
    var controls: [String] { drawn.filter { $0.isInteractive && $0.isAccessibilityElement }.map(\.label) }
  }

  /// The last warning, from `session.warning` running out; nil when none came, or when the
  /// session's end was set again after it (an extension, a new sign-in) and none came since.
  var sessionWarning: SessionWarning? {
    guard let index = timerEvents.lastIndex(where: { $0.isOf(.sessionWarning) && $0.change == .fired }) else {
      return nil
    }
    let shown = timerEvents[index].at
    let after = timerEvents[(index + 1)...]
    let expiry = timerEvents.last { $0.isOf(.sessionExpiry) && $0.at <= shown }?.due
    let toast = after.first { $0.timer == "session.toast" && $0.at == shown }?.due.map { $0 - shown }
    let (drawn, gone, unseen) = drawnWarning(at: shown, expiry: expiry)
    // The session's end set again later (an extension, a new sign-in) makes this warning an old
    // one; set in the warning's own moment (an app whose warning starts the end), it is its end.
    // Set again while what the warning drew is still on screen (an app that gives back time
    // as the person returns, the warning still up), it is still this warning.
    let resets = after.filter { $0.isOf(.sessionExpiry) && $0.due != nil && $0.at > shown }
    if resets.contains(where: { !stillOnScreen(drawn, at: $0.at) }) { return nil }
    return SessionWarning(shown: shown, expiry: expiry, toast: toast, drawn: drawn, gone: gone, unseen: unseen)
  }

  /// Whether every element of `drawn` is on the app's screen as it was at `moment`, after all
  /// that happened then; false when nothing was drawn.
  private func stillOnScreen(_ drawn: [Element], at moment: VirtualInstant) -> Bool {
    guard !drawn.isEmpty, let visit = visits.last(where: { $0.shownAt <= moment && $0.screen != .otherApp }) else {
      return false
    }
    return drawn.allSatisfy { element in
      visit.elements.contains { $0.label == element.label && $0.role == element.role }
    }
  }

  /// What the warning shown at `shown` drew on the app's frame then (or, the person away, on
  /// the frame they came back to) that the frame before did not show, and how long it stayed
  /// when the app took it away on its own.
  private func drawnWarning(
    at shown: VirtualInstant, expiry: VirtualInstant?
  ) -> (drawn: [Element], gone: VirtualDuration?, unseen: Bool) {
    let back = inApp(from: shown)
    if back != shown {
      // Away when it came: met on their return, unless that was after the session's end.
      guard let back, expiry.map({ back < $0 }) ?? true else { return ([], nil, true) }
    }
    let seen = back ?? shown
    guard let index = visits.lastIndex(where: { $0.screen != .otherApp && $0.shownAt == seen }) else {
      return ([], nil, false)
    }
    let before = visits[..<index].last { $0.screen != .otherApp && $0.shownAt < shown }?.elements ?? []
    let drawn = visits[index].elements.filter { element in
      !before.contains { $0.label == element.label && $0.role == element.role }
    }
    guard !drawn.isEmpty else { return ([], nil, false) }
    // The first frame of the app without any of it; who took it away.
    let labels = Set(drawn.map(\.label))
    guard
      let away = visits[(index + 1)...].first(where: { visit in
        visit.screen != .otherApp && !visit.elements.contains { labels.contains($0.label) }
      })?.shownAt
    else { return (drawn, nil, false) }
    let actedOn = acts.contains { $0.at == away }
    let ended = timerEvents.contains { $0.isOf(.sessionExpiry) && $0.change == .fired && $0.at == away }
    return (drawn, actedOn || ended ? nil : away - shown, false)
  }

  /// The warning's announcement, the first posted once it appeared.
  private func spoken(_ warning: SessionWarning) -> Announcement? {
    posted.first { $0.postedAt >= warning.shown && $0.text == warningText }
  }

  /// What the fields entered lost when the session expired, for a message: `; the form was
  /// cleared and the 3 fields entered were lost (nothing was saved)`, or with a draft `; the
  /// form was cleared of the 20 fields entered (17 fields kept in a draft)`; empty when none was.
  var lossSummary: String {
    guard timerEvents.contains(where: { $0.isOf(.sessionExpiry) && $0.change == .fired }) else { return "" }
    let holding = fieldsHoldingValues
    let lost = typedFields.filter { !holding.contains($0) }
    guard !lost.isEmpty else { return "" }
    let drafted = draftedFields.count
    let entered = lost.count == 1 ? "the 1 field" : "the \(lost.count) fields"
    // With a draft, the fields are not lost: the form was emptied, and the draft keeps some.
    guard drafted > 0 else { return "; the form was cleared and \(entered) entered were lost (nothing was saved)" }
    return "; the form was cleared of \(entered) entered (\(Wording.count(drafted, "field")) kept in a draft)"
  }

  /// The failure when no warning came, naming what was lost; cannot be judged when the task
  /// ended the session first.
  func noWarning() -> Finding {
    let start = recentAtTaskEnd
    if let expired = timerEvents.last(where: { $0.isOf(.sessionExpiry) && $0.change == .fired })?.at {
      return .fail("no warning came before the session expired at \(expired)\(lossSummary)", from: start, to: end)
    }
    if !signedInAtEnd {
      return .unjudged(
        "the task ended the session before any warning came, so there was none to judge; let the session run in the task",
        from: start, to: end)
    }
    return .fail("no warning came in \(World.waitLimit) and the session did not expire", from: start, to: end)
  }

  func sessionWarning(_ measure: Claim.WarningMeasure) -> Finding {
    guard let warning = sessionWarning else { return noWarning() }
    let shown = warning.shown
    switch measure {
    case .announced: return announced(warning)
    case .lead(let minimum):
      guard let expiry = warning.expiry else { return noWarning() }
      let lead = expiry - shown
      let words = "the warning appeared at \(shown), \(lead) before expiry at \(expiry)"
      return lead >= minimum
        ? .pass(words, from: shown, to: shown)
        : .fail("\(words); expected at least \(minimum.exactDescription)", from: shown, to: shown)
    case .responseTime(let minimum): return responseTime(warning, atLeast: minimum)
    case .isView:
      if let visible = warning.toast {
        return .fail(
          "the warning at \(shown) was a toast that went away after \(visible), with nothing \(profile) could reach",
          from: shown, to: shown + visible)
      }
      if warning.unseen {
        return .unjudged(
          "the warning came at \(shown) while the person was in another app, and they were not back before the session ended, so what it drew was never met; keep them in the app until the warning appears",
          from: shown, to: end)
      }
      guard !warning.controls.isEmpty else {
        let what =
          warning.drawn.isEmpty
          ? "drew nothing new on screen" : "drew \(Wording.list(warning.drawn.map(\.label))), with no control"
        return .fail(
          "the warning at \(shown) \(what) that \(profile) could act on; a view offers its choices until one is taken",
          from: shown, to: end)
      }
      if let gone = warning.gone {
        return .fail(
          "the warning at \(shown) went away after \(gone) on its own, before it was acted on: a toast in effect, with \(Wording.list(warning.controls)) gone with it",
          from: shown, to: shown + gone)
      }
      // The buttons of the view the warning drew, never those of a later screen.
      let view = visits.last { $0.screen == .form && $0.shownAt == shown } ?? visits.last { $0.shownAt == shown }
      let buttons = view.map { $0.elements.filter { $0.role == .button }.map(\.label) } ?? warning.controls
      return .pass(
        "the warning appeared at \(shown) as a view that stays until acted on, with \(Wording.list(buttons))",
        from: shown, to: end)
    case .countdown: return countdown(warning)
    }
  }

  private func announced(_ warning: SessionWarning) -> Finding {
    let shown = warning.shown
    guard let announcement = spoken(warning) else {
      return .fail(
        "the warning appeared at \(shown) but was not announced; \(profile) gets no word of it", from: shown, to: end)
    }
    let failure: Finding? =
      if let cut = announcement.cutOffAt {
        .fail("the warning's announcement was cut off at \(cut), before it finished", from: shown, to: cut)
      } else if let notHeard = Heard.notHeard(announcement, profile: profile) {
        .fail("the warning was announced at \(shown), but \(unheard(notHeard))", from: shown, to: end)
      } else {
        nil
      }
    guard let failure else {
      return .pass(
        "the warning was announced at \(shown) and heard in full by \(announcement.endsAt)", from: shown,
        to: announcement.endsAt)
    }
    // An app may say it again (on the person's return from another app): heard then, while
    // the session still ran and in words true at that moment, it was heard.
    var stale: [String] = []
    for again in saidAgain(announcement) where heardInFull(again) && beforeTheEnd(again, of: warning) {
      if let wrong = staleWords(again) {
        stale.append(String.joined(self.again(again, after: announcement), ", heard in full, but ", wrong.words))
        continue
      }
      return .pass(
        String.joined(
          "the warning was announced at ", shown.description, ", not heard then, and ",
          self.again(again, after: announcement), ", heard in full by ", again.endsAt.description),
        from: shown, to: again.endsAt)
    }
    guard !stale.isEmpty else { return failure }
    return .fail(
      String.joined(failure.message, "; it was ", String.joined(stale, separator: "; ")), from: shown, to: end)
  }

  /// Whether this profile heard `announcement` to its end within the record.
  func heardInFull(_ announcement: Announcement) -> Bool {
    announcement.cutOffAt == nil && Heard.notHeard(announcement, profile: profile) == nil && announcement.endsAt <= end
  }

  /// The first posting of `warning` this profile heard to the end in words true when said: the
  /// first, or one said again; nil when none was.
  private func heardWarning(_ warning: SessionWarning) -> Announcement? {
    guard let first = spoken(warning) else { return nil }
    if first.cutOffAt == nil, first.audible { return first }
    return saidAgain(first).first { heardInFull($0) && beforeTheEnd($0, of: warning) && staleWords($0) == nil }
  }

  /// Whether `announcement` was posted before the session's end as `warning` gave it.
  private func beforeTheEnd(_ announcement: Announcement, of warning: SessionWarning) -> Bool {
    guard let expiry = warning.expiry else { return true }
    return announcement.postedAt < expiry
  }

  /// When this profile had taken in the warning: heard it to the end, or read it once they
  /// were in the app to see it.
  private func perceived(_ warning: SessionWarning) -> VirtualInstant? {
    if profile.hearsAnnouncements, let heard = heardWarning(warning) { return heard.endsAt }
    // What the warning drew is what a person who sees the screen reads; it drew nothing new,
    // there is nothing to read.
    guard profile.seesScreen, !warning.drawn.isEmpty, let seen = inApp(from: warning.shown) else { return nil }
    let read = seen + profile.readingTime(warningText)
    if let visible = warning.toast {
      // A toast is a fixed-size view: large text truncates it, and it may go before it is read.
      guard profile.largestTextSize < 3, read <= warning.shown + visible else { return nil }
    }
    if let gone = warning.gone, read > warning.shown + gone { return nil }
    return read
  }

  /// The first moment from `instant` that the person was in the app: then, or when they came
  /// back to it; nil when they never did.
  func inApp(from instant: VirtualInstant) -> VirtualInstant? {
    guard let index = visits.lastIndex(where: { $0.shownAt <= instant }), visits[index].screen == .otherApp else {
      return instant
    }
    return visits[(index + 1)...].first { $0.screen != .otherApp }?.shownAt
  }

  private func responseTime(_ warning: SessionWarning, atLeast minimum: VirtualDuration) -> Finding {
    let shown = warning.shown
    guard let expiry = warning.expiry else { return noWarning() }
    guard let perceived = perceived(warning) else {
      let back = inApp(from: shown)
      let why = unperceived(warning, back: back)
      return .fail(
        "the warning appeared at \(shown), but \(profile) cannot perceive it: \(why)", from: shown, to: expiry)
    }
    let left = expiry - perceived
    let words = "\(profile) had taken in the warning by \(perceived), leaving \(left) before expiry at \(expiry)"
    return left >= minimum
      ? .pass(words, from: shown, to: perceived)
      : .fail("\(words); expected at least \(minimum.exactDescription)", from: shown, to: perceived)
  }

  /// Why this profile could not take in `warning`; `back` is when the person was back in the app.
  private func unperceived(_ warning: SessionWarning, back: VirtualInstant?) -> String {
    if warning.toast != nil { return "it was a toast, truncated at this text size or gone before it could be read" }
    if let gone = warning.gone { return "it went away on its own after \(gone), before it could be read" }
    let spoken = spoken(warning)
    if warning.drawn.isEmpty && spoken == nil { return "it drew nothing new on screen and was not announced" }
    if warning.drawn.isEmpty && !profile.hearsAnnouncements {
      return "it drew nothing new on screen, and \(profile) does not hear announcements"
    }
    if back != warning.shown && spoken != nil {
      return "the person was in another app when it was announced\(back == nil ? ", and never came back" : "")"
    }
    return "it was not announced"
  }

  private func countdown(_ warning: SessionWarning) -> Finding {
    let shown = warning.shown
    guard warning.expiry != nil else { return noWarning() }
    if profile.seesScreen && warning.toast == nil && warning.gone == nil && !warning.drawn.isEmpty {
      return .pass("the time left is drawn on the warning, which \(profile) sees, from \(shown)", from: shown, to: end)
    }
    let countdown = posted.filter { $0.postedAt >= shown && $0.kind == .countdown && $0.audible }
    guard !countdown.isEmpty else {
      let what =
        profile.seesScreen
        ? "the warning went away and nothing announced the time left"
        : "the time left is only drawn; \(profile) hears no countdown"
      return .fail("after the warning at \(shown), \(what)", from: shown, to: end)
    }
    let said = String.joined(countdown.map { "\"\($0.text)\" at \($0.postedAt)" }, separator: ", ")
    return .pass("the time left was announced: \(said)", from: shown, to: end)
  }
}
