/// `the sign-in screen says what happened`: the first sign-in screen after the session ran out
/// says what happened and what was kept. On a flow, the sign-in screen is the first screen
/// after `session.expiry` ran out that offers a control that does `signIn`, and its message is
/// every text it shows.
struct ExpiryExplained: ClaimFamily {
  static let name = "the message says what happened"
  static let patterns = [
    "the sign-in screen says what happened", "the message says what was kept",
    "the message tells (the user | the person | them) [that] (their | the) (form | answers) (is | was | are | were) (saved | kept)",
  ]
  static let examples = ["the sign-in screen says what happened", "the message says what was kept"]
  static let citations: [Citation] = [.noCriterion("seed 000, after expiry say what was kept")]
  static let recordKey: String? = "expiryExplained"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] {
    [
      .timer(.sessionExpiry, fix: "start a timer 'session.expiry' whose running out ends the session"),
      .signInControl,
    ]
  }

  func claim(in app: AppModel) -> Claim {
    // A flow's session is as long as its expiry timer is started for.
    let length =
      app.logic.map { $0.initial.timers.first { $0.name == .sessionExpiry }?.after ?? .zero } ?? app.session.length
    return .explains(
      timer: TimerName.sessionExpiry.rawValue, screen: app.isLogic ? nil : .signIn,
      parts: [
        Claim.Part(name: "what happened", phrasings: ["signed out after"] + Claim.timedOut(after: length)),
        Claim.Part(name: Claim.Part.keptName, phrasings: ["saved", "kept"]),
      ])
  }

  func budget(in app: AppModel) -> ProbeBudget { .wait }

  /// The expiry the task brought, if it brought one; else the next.
  func awaitEvidence(_ world: inout World) {
    if world.sessionExpiredAt == nil { _ = world.awaitExpiry() }
  }
}
