/// `"TEXT" is shown`: text holding these words was on screen at some time during the task.
struct TextShown: ClaimFamily, QuotedFamily {
  static let name = "\"TEXT\" is shown"
  static let patterns = ["{label} is (shown | displayed)"]
  static let examples = ["\"{code.expired}\" is shown"]
  static let citations: [Citation] = [.noCriterion("the check's own text")]
  static let recordKey: String? = "textShown"

  private enum CodingKeys: String, CodingKey {
    case text = "_0"
  }

  var text: String

  init(quoted text: String) { self.text = text }

  var requirements: [Requirement] { [] }
  func claim(in app: AppModel) -> Claim {
    let shown = Claim.shown(.containing(text), subject: "'\(text)'")
    return app.unheld(text).map { .noted(shown, ifFailed: $0) } ?? shown
  }
  func budget(in app: AppModel) -> ProbeBudget { .none }
}
