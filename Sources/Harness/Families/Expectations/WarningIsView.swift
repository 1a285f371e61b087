/// `the warning is a view with buttons`: the warning stays until acted on; it is not a toast.
struct WarningIsView: ClaimFamily {
  static let name = "the warning is a view"
  static let patterns = ["the warning is a view with buttons", "the warning is not a toast"]
  static let examples = ["the warning is a view with buttons", "the warning is not a toast"]
  static let citations: [Citation] = [.meets("2.2.1", technique: "SCR16")]
  static let recordKey: String? = "warningIsView"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] { [] }
  func claim(in app: AppModel) -> Claim { .sessionWarning(.isView) }
  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { world.awaitWarningGone() }
}
