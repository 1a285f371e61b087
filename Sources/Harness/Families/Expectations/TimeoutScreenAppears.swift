/// `the timeout screen appears as soon as the token expires`: when the sign-in token ran out,
/// the timeout screen replaced the Face ID prompt at that very moment.
struct TimeoutScreenAppears: ClaimFamily {
  static let name = "the timeout screen appears"
  static let patterns = ["the timeout screen appears (as soon as | when) the [sign-in] token expires"]
  static let examples = ["the timeout screen appears as soon as the token expires"]
  static let citations: [Citation] = [.noCriterion("seed 001, the timeout screen as soon as the token expires")]
  static let recordKey: String? = "timeoutScreenImmediate"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] {
    [
      .builtInFlows(
        instead: "write '\"TEXT\" is shown' with the words its timeout screen shows")
    ]
  }

  func claim(in app: AppModel) -> Claim {
    .replacedAtTimer(timer: TimerName.tokenExpiry.rawValue, screen: .tokenTimeout, stale: .faceIDPrompt)
  }

  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { _ = world.awaitTokenExpiry() }
}
