/// `the password is asked for after N failed Face ID attempts`: seed 001's "two unauthenticated
/// biometric entries redirecting them to the manual login process". Judged on what the person
/// met: the sign-in screen came right at the Nth failed attempt, and not before.
struct FaceIDAttempts: ClaimFamily {
  static let name = "Face ID attempts"
  static let patterns = [
    "the password is asked for after {n} failed face id attempts",
    "the password sign-in (comes | is shown) after {n} failed face id attempts",
    "face id (allows | gives) {n} attempts before the password",
  ]
  static let examples = [
    "the password is asked for after 2 failed Face ID attempts", "Face ID allows two attempts before the password",
  ]
  static let citations: [Citation] = [.noCriterion("seed 001, two Face ID attempts before the password")]
  static let recordKey: String? = "faceIDAttempts"

  var attempts: Int

  init(attempts: Int) { self.attempts = attempts }

  init?(_ captures: Pattern.Captures) {
    guard let attempts = captures.counts.first else { return nil }
    self.init(attempts: attempts)
  }

  var requirements: [Requirement] {
    [
      .atLeastOnce(attempts),
      .builtInFlows(instead: "write the screens your flow shows after a failed Face ID, as '\"TEXT\" is shown'"),
    ]
  }

  func claim(in app: AppModel) -> Claim { .passwordAfterFailedFaceID(attempts) }

  func budget(in app: AppModel) -> ProbeBudget { .none }
}

extension Expectation {
  static func faceIDAttempts(_ attempts: Int) -> Expectation { Expectation(FaceIDAttempts(attempts: attempts)) }
}
