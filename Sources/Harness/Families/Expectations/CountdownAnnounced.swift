/// `the countdown is announced`: the time left reached the person, drawn on a view they see or
/// announced.
struct CountdownAnnounced: ClaimFamily {
  static let name = "the countdown is announced"
  static let patterns = ["the countdown is announced", "the countdown is not visual only"]
  static let examples = ["the countdown is announced", "the countdown is not visual only"]
  static let citations: [Citation] = [.meets("2.2.1", technique: "SCR16"), .meets("4.1.3")]
  static let recordKey: String? = "countdownAnnounced"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] {
    [
      .builtInFlows(
        instead: "write '\"TEXT\" is announced' with the words it announces as time runs out")
    ]
  }
  func claim(in app: AppModel) -> Claim { .sessionWarning(.countdown) }
  func budget(in app: AppModel) -> ProbeBudget { .wait }

  /// Until a second before the end the warning gave: the countdown's announcements come by then.
  func awaitEvidence(_ world: inout World) {
    if world.awaitWarning() != nil, let expiry = world.warningExpiryAt, world.now < expiry {
      world.spend(expiry - world.now - .seconds(1))
    }
  }
}
