/// `the word "WORD" is not shown`: text holding the word, as a whole word, was neither shown
/// nor said.
struct WordNotShown: ClaimFamily, QuotedFamily {
  static let name = "the word \"WORD\" is not shown"
  static let patterns = ["the word {label} is (not | never) shown"]
  static let examples = ["the word \"biometric\" is not shown"]
  static let citations: [Citation] = [.meets("3.1.3")]
  static let claimsAbsence = true
  static let recordKey: String? = "wordNotShown"

  private enum CodingKeys: String, CodingKey {
    case word = "_0"
  }

  var word: String

  init(quoted word: String) { self.word = word }

  var requirements: [Requirement] { [] }
  func claim(in app: AppModel) -> Claim { .notMentioned(word, subject: "the word '\(word)'") }
  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { _ = world.awaitTokenExpiry() }
}

extension Expectation {
  static func wordNotShown(_ word: String) -> Expectation { Expectation(WordNotShown(quoted: word)) }
}
