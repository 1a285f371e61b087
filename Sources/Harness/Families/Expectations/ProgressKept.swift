/// `other progress is kept`: every field the person typed still holds a value at the end, or
/// (signed out) is held in the draft store, which brings it back at sign-in.
struct ProgressKept: ClaimFamily {
  static let name = "progress is kept"
  static let patterns = ["other progress is kept", "no input is lost"]
  static let examples = ["other progress is kept", "no input is lost"]
  static let citations: [Citation] = [.meets("3.3.7", technique: "G221"), .avoids("2.2.5", failure: "F12")]
  static let recordKey: String? = "progressKept"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] { [] }

  func claim(in app: AppModel) -> Claim {
    .valuesKept(ifNoneTyped: "nothing was entered, so there is no progress to keep; enter something in the task")
  }

  func budget(in app: AppModel) -> ProbeBudget { .none }
}
