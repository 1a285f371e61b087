/// What probes wait for: the building blocks an expectation family's `awaitEvidence` or
/// `probe` is made of. Each lets time pass on the probe's own copy of the world, and none acts.
extension World {
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

  /// A logic's warning is judged on what it drew and how long that stayed: waits for the
  /// warning, then, acting on nothing, until what it drew goes or the session's end as then set.
  mutating func awaitWarningGone() {
    guard awaitWarning() != nil, logic != nil, let expiry = warningExpiryAt ?? sessionExpiresAt, now < expiry
    else { return }
    let drawn = Set(elements.filter(\.isInteractive).map(\.label))
    guard !drawn.isEmpty else { return }
    spend(expiry - now) { world in !world.isAway && !world.elements.contains { drawn.contains($0.label) } }
  }

  /// Lets the session run out if it has not; when it ended.
  mutating func awaitExpiry() -> VirtualInstant? {
    if signedIn { wait(upTo: World.waitLimit) { !$0.signedIn } }
    return sessionExpiredAt
  }

  /// Lets time pass until a control labelled `label` is on screen; whether it came.
  mutating func awaitElement(_ label: String) -> Bool {
    wait(upTo: World.waitLimit) { $0.index(of: label, in: $0.elements) != nil }
  }

  /// Lets the sign-in token run out if one is running; when it expired, if it did.
  mutating func awaitTokenExpiry() -> VirtualInstant? {
    if tokenExpiredAt == nil, tokenExpiresAt != nil { wait(upTo: World.waitLimit) { $0.tokenExpiredAt != nil } }
    return tokenExpiredAt
  }
}
