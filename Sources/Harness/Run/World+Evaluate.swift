extension World {
  /// Judges `expectation` on this world, which is a copy the judgement may act on.
  mutating func evaluate(_ expectation: Expectation) -> Finding {
    if let claim = expectation.claim(in: app) {
      awaitEvidence(for: expectation)
      return claim.judged(on: trace)
    }
    return switch expectation {
    case .canExtend(let times): canExtend(times: times)
    case .works(let label): works(label)
    case .fieldsRestoredAfterSignIn: fieldsRestoredAfterSignIn()
    case .extendRequiresReauthentication: extendRequiresReauthentication()
    case .noticeDismissible(let way): noticeDismissible(by: way)
    case .followedBy, .announced, .sensitiveNotSaved, .noErrorCode, .wordNotShown, .focusMoves, .textShown,
      .textNeverShown, .notAnnounced, .errorAnnouncedInFull, .slotHeld,
      .timeoutScreenImmediate, .timeoutScreenSaysSecurity, .expiryExplained,
      .reachable, .progressKept, .warningAnnounced, .warningLead, .warningResponseTime, .warningIsView,
      .countdownAnnounced:
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

  mutating func canExtend(times: Int) -> Finding {
    let start = recent
    for round in 1...max(1, times) {
      do {
        try guardStep()
      } catch {
        return .fail(error.message, from: start, to: now)
      }
      guard awaitWarning() != nil, warningVisible else { return trace.noWarning() }
      let before = sessionExpiresAt
      do {
        try activate(app.words[.staySignedIn])
      } catch {
        return .fail("extension \(round) of \(times) failed: \(error.message)", from: start, to: now)
      }
      // An extension that moved nothing ends the probe's acts; the trace says which it was.
      guard let after = sessionExpiresAt, let before, after > before else { break }
      warningShownAt = nil
    }
    return Claim.extended(label: app.words[.staySignedIn], times: times).judged(on: trace)
  }
}
