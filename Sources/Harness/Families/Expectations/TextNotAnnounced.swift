/// `"TEXT" is not announced`: nothing holding these words was announced and heard.
struct TextNotAnnounced: ClaimFamily, QuotedFamily {
  static let name = "\"TEXT\" is not announced"
  static let patterns = ["{label} is (not | never) announced"]
  static let examples = ["\"Incorrect passcode\" is not announced"]
  static let citations: [Citation] = [.noCriterion("the check's own text")]
  static let claimsAbsence = true
  static let recordKey: String? = "notAnnounced"

  private enum CodingKeys: String, CodingKey {
    case text = "_0"
  }

  var text: String

  init(quoted text: String) { self.text = text }

  var requirements: [Requirement] { [.quotedText(text)] }
  func claim(in app: AppModel) -> Claim { .not(.announced(.containing(text), inFull: false, trueTimeLeft: false)) }
  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { world.listenToAnnouncements() }
}
