extension World {
  /// Lets the session run out if it has not; when it ended.
  mutating func awaitExpiry() -> VirtualInstant? {
    if signedIn { wait(upTo: World.waitLimit) { !$0.signedIn } }
    return sessionExpiredAt
  }

  /// Judged on the task's own sign-in after the session expired, when it made one; otherwise
  /// the probe waits for the expiry and signs in once, as the phrase names.
  mutating func fieldsRestoredAfterSignIn() -> Finding {
    let claim = Claim.restoredAfterSignIn(
      signIn: app.words[.signInButton],
      ifNoneTyped: "no allowed field was entered, so there is nothing to restore; fill fields in the task")
    let typedAllowed = entered.contains { app.content.allowedValues[$0] != nil }
    if typedAllowed, !signedIn || sessionExpiredAt == nil, let expired = awaitExpiry(), signInShowing {
      do {
        try signIn()
      } catch {
        return .fail(
          "after the session expired at \(expired), signing in again failed: \(error.message)", from: expired, to: now)
      }
    }
    return claim.judged(on: trace)
  }

  /// The probe of `extending requires re-authentication`: it waits for the warning and
  /// activates "Stay signed in" once; the trace shows whether Face ID came first.
  mutating func extendRequiresReauthentication() -> Finding {
    guard awaitWarning() != nil, warningVisible else { return trace.noWarning() }
    let from = now
    do {
      try activate(app.words[.staySignedIn])
    } catch {
      return .fail(error.message, from: from, to: now)
    }
    return Claim.reauthenticatedBeforeExtending(label: app.words[.staySignedIn]).judged(on: trace)
  }
}
