extension Trace {
  /// The session's warning as the person met it.
  struct SessionWarning {
    var shown: VirtualInstant
    /// When the session was due to end as it appeared.
    var expiry: VirtualInstant?
    /// How long a toast stays; nil for a view that stays until acted on.
    var toast: VirtualDuration?
  }

  /// The last warning, from `session.warning` running out; nil when none came, or when the
  /// session's end was set again after it (an extension, a new sign-in) and none came since.
  var sessionWarning: SessionWarning? {
    guard let index = timerEvents.lastIndex(where: { $0.timer == "session.warning" && $0.change == .fired }) else {
      return nil
    }
    let shown = timerEvents[index].at
    let after = timerEvents[(index + 1)...]
    if after.contains(where: { $0.timer == "session.expiry" && $0.due != nil }) { return nil }
    let expiry = timerEvents[..<index].last { $0.timer == "session.expiry" }?.due
    let toast = after.first { $0.timer == "session.toast" && $0.at == shown }?.due.map { $0 - shown }
    return SessionWarning(shown: shown, expiry: expiry, toast: toast)
  }

  /// The warning's announcement, the first posted once it appeared.
  private func spoken(_ warning: SessionWarning) -> Announcement? {
    posted.first { $0.postedAt >= warning.shown && $0.text == warningText }
  }

  /// What the fields entered lost when the session expired, for a message: `; the form was
  /// cleared and the 3 fields entered were lost (nothing was saved)`; empty when none was.
  var lossSummary: String {
    guard timerEvents.contains(where: { $0.timer == "session.expiry" && $0.change == .fired }) else { return "" }
    let holding = fieldsHoldingValues
    let lost = typedFields.filter { !holding.contains($0) }
    guard !lost.isEmpty else { return "" }
    let drafted = draftedFields.count
    let kept = drafted == 0 ? "nothing was saved" : "\(World.count(drafted, "field")) kept in a draft"
    return
      "; the form was cleared and \(lost.count == 1 ? "the 1 field" : "the \(lost.count) fields") entered were lost (\(kept))"
  }

  /// The failure when no warning came, naming what was lost; cannot be judged when the task
  /// ended the session first.
  func noWarning() -> Finding {
    let start = recentAtTaskEnd
    if let expired = timerEvents.last(where: { $0.timer == "session.expiry" && $0.change == .fired })?.at {
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
      let view = visits.last { $0.screen == .form && $0.shownAt == shown }?.elements ?? visits.last?.elements ?? []
      let buttons = view.filter { $0.role == .button }.map(\.label)
      return .pass(
        "the warning appeared at \(shown) as a view that stays until acted on, with \(World.list(buttons))",
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
    if let failure {
      // An app may say it again (on the person's return from another app): heard then, it was heard.
      guard
        let again = posted.first(where: {
          $0.postedAt > announcement.postedAt && $0.text == warningText && $0.cutOffAt == nil
            && Heard.notHeard($0, profile: profile) == nil && $0.endsAt <= end
        })
      else { return failure }
      return .pass(
        "the warning was announced at \(shown), not heard then, and said again at \(again.postedAt), heard in full by \(again.endsAt)",
        from: shown, to: again.endsAt)
    }
    return .pass(
      "the warning was announced at \(shown) and heard in full by \(announcement.endsAt)", from: shown,
      to: announcement.endsAt)
  }

  /// When this profile had taken in the warning: heard it to the end, or read it once they
  /// were in the app to see it.
  private func perceived(_ warning: SessionWarning) -> VirtualInstant? {
    if profile.hearsAnnouncements, let spoken = spoken(warning), spoken.cutOffAt == nil, spoken.audible {
      return spoken.endsAt
    }
    guard profile.seesScreen, let seen = inApp(from: warning.shown) else { return nil }
    let read = seen + profile.readingTime(warningText)
    if let visible = warning.toast {
      // A toast is a fixed-size view: large text truncates it, and it may go before it is read.
      guard profile.largestTextSize < 3, read <= warning.shown + visible else { return nil }
    }
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
      let why =
        warning.toast != nil
        ? "it was a toast, truncated at this text size or gone before it could be read"
        : back != shown && spoken(warning) != nil
          ? "the person was in another app when it was announced\(back == nil ? ", and never came back" : "")"
          : "it was not announced"
      return .fail(
        "the warning appeared at \(shown), but \(profile) cannot perceive it: \(why)", from: shown, to: expiry)
    }
    let left = expiry - perceived
    let words = "\(profile) had taken in the warning by \(perceived), leaving \(left) before expiry at \(expiry)"
    return left >= minimum
      ? .pass(words, from: shown, to: perceived)
      : .fail("\(words); expected at least \(minimum.exactDescription)", from: shown, to: perceived)
  }

  private func countdown(_ warning: SessionWarning) -> Finding {
    let shown = warning.shown
    guard warning.expiry != nil else { return noWarning() }
    if profile.seesScreen && warning.toast == nil {
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
