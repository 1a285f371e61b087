/// `sensitive fields are not saved`: no sensitive field the person typed was ever written to
/// the draft store.
struct SensitiveNotSaved: ClaimFamily {
  static let name = "sensitive fields are not saved"
  static let patterns = [
    "sensitive fields are (not | never) saved", "card numbers and passwords are (not | never) saved",
  ]
  static let examples = ["sensitive fields are not saved", "card numbers and passwords are never saved"]
  static let citations: [Citation] = [.noCriterion("seed 000, a security rule: never save card numbers or passwords")]
  static let claimsAbsence = true
  static let recordKey: String? = "sensitiveNotSaved"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] { [] }

  func claim(in app: AppModel) -> Claim {
    let none = "no sensitive field was entered, so the draft store had nothing to keep out"
    return .sensitiveNotStored(
      ifNoneTyped: app.forms.long.first(where: \.isSensitive).map {
        String.joined(none, "; fill the long form in the task, past '", $0.label, "'")
      } ?? "\(none); the long form of app '\(app.name)' has no sensitive field")
  }

  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { _ = world.awaitExpiry() }
}
