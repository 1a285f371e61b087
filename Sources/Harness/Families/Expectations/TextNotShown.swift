/// `"TEXT" is not shown`: no text holding these words was on screen at any time during the task.
struct TextNotShown: ClaimFamily, QuotedFamily {
  static let name = "\"TEXT\" is not shown"
  static let patterns = ["{label} is (not | never) (shown | displayed)"]
  static let examples = ["\"Error code\" is not shown", "\"Biometric login failed\" is never shown"]
  static let citations: [Citation] = [.noCriterion("the check's own text")]
  static let claimsAbsence = true
  static let recordKey: String? = "textNeverShown"

  private enum CodingKeys: String, CodingKey {
    case text = "_0"
  }

  var text: String

  init(quoted text: String) { self.text = text }

  var requirements: [Requirement] { [.quotedText(text)] }
  func claim(in app: AppModel) -> Claim { .not(.shown(.containing(text), subject: "'\(text)'")) }
  func budget(in app: AppModel) -> ProbeBudget { .none }
}
