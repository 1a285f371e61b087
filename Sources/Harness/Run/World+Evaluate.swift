extension World {
  /// Judges `expectation` on this world, which is a copy the judgement may act on.
  mutating func evaluate(_ expectation: Expectation) -> Finding {
    if let claim = expectation.claim {
      awaitEvidence(for: expectation)
      return claim.judged(on: trace)
    }
    return switch expectation {
    case .warningAnnounced: warningAnnounced()
    case .warningLead(let minimum): warningLead(atLeast: minimum)
    case .warningResponseTime(let minimum): warningResponseTime(atLeast: minimum)
    case .warningIsView: warningIsView()
    case .canExtend(let times): canExtend(times: times)
    case .works(let label): works(label)
    case .fieldsRestoredAfterSignIn: fieldsRestoredAfterSignIn()
    case .extendRequiresReauthentication: extendRequiresReauthentication()
    case .countdownAnnounced: countdownAnnounced()
    case .noticeDismissible(let way): noticeDismissible(by: way)
    case .followedBy, .announced, .sensitiveNotSaved, .noErrorCode, .wordNotShown, .focusMoves, .textShown,
      .textNeverShown, .notAnnounced, .errorAnnouncedInFull, .slotHeld,
      .timeoutScreenImmediate, .timeoutScreenSaysSecurity, .expiryExplained,
      .reachable, .progressKept:
      preconditionFailure("\(expectation) is judged as a claim")
    }
  }

  /// The start of the last minute, for windows that end now.
  var recent: VirtualInstant { max(.start, now - .minutes(1)) }

  /// Lets time pass until the warning shows or the session ends; the warning's time, if it came.
  /// The warning of the session as it stands (on screen, or shown and gone, like a toast);
  /// after the session ended, the last one; otherwise the next one to come.
  mutating func awaitWarning() -> VirtualInstant? {
    if warningVisible, let shown = warningShownAt { return shown }
    if let shown = warningShownAt, warningExpiryAt == sessionExpiresAt { return shown }
    guard signedIn else { return warningShownAt }
    let start = now
    wait(upTo: World.waitLimit) { world in
      (world.warningShownAt.map { $0 >= start } ?? false) || !world.signedIn
    }
    guard let shown = warningShownAt, shown >= start else { return nil }
    return shown
  }

  /// The failure when no warning came, naming what was lost.
  func noWarning(from start: VirtualInstant) -> Finding {
    if let expired = sessionExpiredAt {
      return .fail("no warning came before the session expired at \(expired)\(lossSummary)", from: start, to: now)
    }
    if !signedIn {
      return .unjudged(
        "the task ended the session before any warning came, so there was none to judge; let the session run in the task",
        from: start, to: now)
    }
    return .fail("no warning came in \(World.waitLimit) and the session did not expire", from: start, to: now)
  }

  mutating func warningAnnounced() -> Finding {
    let start = recent
    guard let shown = awaitWarning() else { return noWarning(from: start) }
    listenToAnnouncements()
    guard let announcement = announcements.first(where: { $0.postedAt >= shown && $0.text == warningText }) else {
      return .fail(
        "the warning appeared at \(shown) but was not announced; \(profile) gets no word of it", from: shown, to: now)
    }
    if let cut = announcement.cutOffAt {
      return .fail("the warning's announcement was cut off at \(cut), before it finished", from: shown, to: cut)
    }
    guard announcement.audible else {
      return .fail(
        "the warning was announced at \(shown), but \(unheard(announcement))", from: shown, to: now)
    }
    return .pass(
      "the warning was announced at \(shown) and heard in full by \(announcement.endsAt)", from: shown,
      to: announcement.endsAt)
  }

  mutating func warningLead(atLeast minimum: VirtualDuration) -> Finding {
    let start = recent
    guard let shown = awaitWarning(), let expiry = warningExpiryAt else { return noWarning(from: start) }
    let lead = expiry - shown
    let words = "the warning appeared at \(shown), \(lead) before expiry at \(expiry)"
    return lead >= minimum
      ? .pass(words, from: shown, to: shown)
      : .fail("\(words); expected at least \(minimum.exactDescription)", from: shown, to: shown)
  }

  /// When this profile has taken in the warning: heard it to the end, or read it.
  func warningPerceivedAt(shown: VirtualInstant) -> VirtualInstant? {
    if profile.hearsAnnouncements,
      let spoken = announcements.first(where: { $0.postedAt >= shown && $0.text == warningText }),
      spoken.cutOffAt == nil
    {
      return spoken.endsAt
    }
    guard profile.seesScreen else { return nil }
    let read = shown + readingTime(warningText)
    if case .toast(let visible) = app.session.warning {
      // A toast is a fixed-size view: large text truncates it, and it may go before it is read.
      guard largestTextSize < 3, read <= shown + visible else { return nil }
    }
    return read
  }

  /// The Larger Text size of this profile, 0 without Larger Text.
  var largestTextSize: Int {
    profile.settings.compactMap { setting -> Int? in
      if case .largerText(let size) = setting { return size }
      return nil
    }.max() ?? 0
  }

  mutating func warningResponseTime(atLeast minimum: VirtualDuration) -> Finding {
    let start = recent
    guard let shown = awaitWarning(), let expiry = warningExpiryAt else { return noWarning(from: start) }
    guard let perceived = warningPerceivedAt(shown: shown) else {
      let why =
        warningIsToast
        ? "it was a toast, truncated at this text size or gone before it could be read"
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

  mutating func warningIsView() -> Finding {
    let start = recent
    guard let shown = awaitWarning() else { return noWarning(from: start) }
    if case .toast(let visible) = app.session.warning {
      return .fail(
        "the warning at \(shown) was a toast that went away after \(visible), with nothing \(profile) could reach",
        from: shown, to: shown + visible)
    }
    let warning = visits.last { $0.screen == .form && $0.shownAt == shown }?.elements ?? elements
    let buttons = warning.filter { $0.role == .button }.map(\.label)
    return .pass(
      "the warning appeared at \(shown) as a view that stays until acted on, with \(World.list(buttons))", from: shown,
      to: now)
  }

  mutating func canExtend(times: Int) -> Finding {
    let start = recent
    for round in 1...max(1, times) {
      do {
        try guardStep()
      } catch {
        return .fail(error.message, from: start, to: now)
      }
      guard awaitWarning() != nil, warningVisible else { return noWarning(from: start) }
      let before = sessionExpiresAt
      do {
        try activate("Stay signed in")
      } catch {
        return .fail("extension \(round) of \(times) failed: \(error.message)", from: start, to: now)
      }
      guard let after = sessionExpiresAt, let before, after > before else {
        return .fail("extension \(round) of \(times) did not move expiry out", from: start, to: now)
      }
      warningShownAt = nil
    }
    return .pass(
      "the session was extended \(World.count(times, "time")); it now ends at \(sessionExpiresAt ?? now)", from: start,
      to: now)
  }
}
