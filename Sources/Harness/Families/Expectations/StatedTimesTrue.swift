/// `the times the app states are true`: every length of time a text the person met states
/// ("within 90 seconds", "ends in 2 minutes", "signed out after 15 minutes") is the length of
/// a timer the app started, or the time then left on one (seed 001's plain words must be true
/// words; issue 44, item 3: text that states a duration states the app's actual one).
struct StatedTimesTrue: ClaimFamily {
  static let name = "the times the app states are true"
  static let patterns = [
    "the times the app states are (true | its own | right)", "every time the app states is (true | right)",
  ]
  static let examples = ["the times the app states are true"]
  static let citations: [Citation] = [.noCriterion("seed 001, plain words that say what happened, truly")]
  static let recordKey: String? = "statedTimesTrue"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] { [] }
  func claim(in app: AppModel) -> Claim { .statedTimesTrue }
  func budget(in app: AppModel) -> ProbeBudget { .none }
}
