/// `after expiry, allowed fields are restored after login`: once the session expired and the
/// person signed in again, every field they typed that a draft may keep holds its value.
struct FieldsRestored: ClaimFamily {
  static let name = "allowed fields are restored"
  static let patterns = [
    "after expiry allowed fields are restored after (login | log in | sign-in | signing in | logging in)"
  ]
  static let examples = ["after expiry, allowed fields are restored after login"]
  static let citations: [Citation] = [.meets("2.2.5", technique: "G105"), .meets("3.3.7", technique: "G221")]
  static let recordKey: String? = "fieldsRestoredAfterSignIn"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] { [.signInControl] }

  func claim(in app: AppModel) -> Claim {
    .restoredAfterSignIn(
      signIn: app.words[.signInButton],
      ifNoneTyped: "no allowed field was entered, so there is nothing to restore; fill fields in the task")
  }

  func budget(in app: AppModel) -> ProbeBudget {
    .acts([.enteredPassword, .activated(label: app.words[.signInButton])])
  }

  /// Judged on the task's own sign-in after the session expired, when it made one; otherwise
  /// the probe waits for the expiry and signs in once, as the phrase names.
  func probe(_ world: inout World) -> Finding {
    let typedAllowed = world.entered.contains { world.app.content.allowedValues[$0] != nil }
    if typedAllowed, !world.signedIn || world.sessionExpiredAt == nil, let expired = world.awaitExpiry(),
      world.signInShowing
    {
      do {
        try world.signIn()
      } catch {
        return .fail(
          "after the session expired at \(expired), signing in again failed: \(error.message)", from: expired,
          to: world.now)
      }
    }
    return claim(in: world.app).judged(on: world.trace)
  }
}
