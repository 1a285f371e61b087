/// `no error code is shown`: neither the words "error code" nor the app's own way of showing
/// one ("Reference: PAY-408") were shown or said.
struct NoErrorCode: ClaimFamily {
  static let name = "no error code is shown"
  static let patterns = ["no error code is shown"]
  static let examples = ["no error code is shown"]
  static let citations: [Citation] = [.noCriterion("seed 001, no error code where nothing went wrong")]
  static let claimsAbsence = true
  static let recordKey: String? = "noErrorCode"

  init() {}
  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] {
    [
      .builtInFlows(
        instead: "write 'the word \"error code\" is not shown', or '\"TEXT\" is not shown' with the "
          + "words of its own error")
    ]
  }

  func claim(in app: AppModel) -> Claim {
    .all([
      .notMentioned("error code", subject: "an error code"),
      .not(.shown(.containing(app.words[.timeoutErrorCode]), subject: "the app's error code")),
    ])
  }

  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { _ = world.awaitTokenExpiry() }
}

extension Expectation {
  static let noErrorCode = Expectation(NoErrorCode())
}
