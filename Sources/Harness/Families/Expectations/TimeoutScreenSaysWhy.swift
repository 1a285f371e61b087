/// `the timeout screen says it timed out for security`: once the token ran out, the timeout
/// screen says that it timed out, and why.
struct TimeoutScreenSaysWhy: ClaimFamily {
  static let name = "the timeout screen says why"
  static let patterns = ["the timeout screen says it timed out for [(the user's | your)] security"]
  static let examples = ["the timeout screen says it timed out for security"]
  static let citations: [Citation] = [.noCriterion("seed 001, say it timed out for the person's security")]
  static let recordKey: String? = "timeoutScreenSaysSecurity"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] {
    [
      .builtInFlows(
        instead: "write '\"TEXT\" is shown' with the words its timeout screen shows")
    ]
  }

  func claim(in app: AppModel) -> Claim {
    .screenSays(
      timer: TimerName.tokenExpiry.rawValue, screen: .tokenTimeout,
      parts: [
        Claim.Part(name: "that it timed out", phrasings: Claim.timedOut(after: app.biometric.tokenLifetime)),
        Claim.Part(name: "why (the person's security)", phrasings: ["security"]),
      ])
  }

  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { _ = world.awaitTokenExpiry() }
}
