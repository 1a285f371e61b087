/// `the warning is announced`: the session's warning was announced, and heard to the end.
struct WarningAnnounced: ClaimFamily {
  static let name = "the warning is announced"
  static let patterns = ["the [timeout | session] warning is (announced | spoken) [in full]"]
  static let examples = ["the warning is announced"]
  static let citations: [Citation] = [.meets("2.2.1", technique: "SCR16"), .meets("4.1.3")]
  static let recordKey: String? = "warningAnnounced"

  init() {}
  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] { [] }
  func claim(in app: AppModel) -> Claim { .sessionWarning(.announced) }
  func budget(in app: AppModel) -> ProbeBudget { .wait }

  func awaitEvidence(_ world: inout World) {
    if world.awaitWarning() != nil { world.listenToAnnouncements() }
  }
}

extension Expectation {
  static let warningAnnounced = Expectation(WarningAnnounced())
}
