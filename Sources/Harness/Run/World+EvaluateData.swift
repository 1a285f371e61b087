extension World {
  /// Lets the session run out if it has not; when it ended.
  mutating func awaitExpiry() -> VirtualInstant? {
    if signedIn { wait(upTo: World.waitLimit) { !$0.signedIn } }
    return sessionExpiredAt
  }

  /// Why no expiry came: the task ended the session first (nothing to judge), or it never ran out.
  func noExpiry(from start: VirtualInstant) -> Finding {
    guard signedIn else {
      return .unjudged(
        "the task ended the session before it could expire, so there was no expiry to judge; let the session run in the task",
        from: start, to: now)
    }
    return .fail("the session never expired", from: start, to: now)
  }

  mutating func fieldsRestoredAfterSignIn() -> Finding {
    let allowed = entered.filter { World.allowedValues[$0] != nil }
    guard !allowed.isEmpty else {
      return .unjudged(
        "no allowed field was entered, so there is nothing to restore; fill fields in the task", from: recent, to: now)
    }
    let start = recent
    let expired: VirtualInstant
    let signedInAt: VirtualInstant
    if signedIn, let earlier = sessionExpiredAt {
      // The task signed in again after the session expired: its sign-in is the evidence.
      expired = earlier
      signedInAt = acts.last { !$0.byProbe && $0.activated("Sign in") != nil }?.at ?? now
    } else {
      guard let ended = awaitExpiry() else { return noExpiry(from: start) }
      expired = ended
      do {
        if screen == .signIn { try signIn() }
      } catch {
        return .fail(
          "after the session expired at \(expired), signing in again failed: \(error.message)", from: expired, to: now)
      }
      signedInAt = now
    }
    let fields = longForm + details
    let missing = allowed.filter { label in fields.first { $0.label == label }?.value != World.allowedValues[label] }
    let restored = allowed.count - missing.count
    let words =
      "after the session expired at \(expired) and signing in again at \(signedInAt), \(restored) of \(World.count(allowed.count, "allowed field")) came back"
    guard missing.isEmpty else {
      return .fail("\(words); lost: \(World.list(missing))", from: expired, to: now)
    }
    return .pass(words, from: expired, to: now)
  }

  mutating func extendRequiresReauthentication() -> Finding {
    guard awaitWarning() != nil, warningVisible else { return trace.noWarning() }
    let from = now
    let before = sessionExpiresAt
    do {
      try activate("Stay signed in")
    } catch {
      return .fail(error.message, from: from, to: now)
    }
    let asked = log.contains { $0.at >= from && $0.text.hasPrefix("asks for Face ID") }
    let extended = (sessionExpiresAt ?? now) > (before ?? now)
    guard extended else { return .fail("'Stay signed in' did not extend the session", from: from, to: now) }
    guard asked else {
      return .fail("'Stay signed in' extended the session without asking for Face ID", from: from, to: now)
    }
    return .pass("'Stay signed in' asked for Face ID before extending", from: from, to: now)
  }
}
