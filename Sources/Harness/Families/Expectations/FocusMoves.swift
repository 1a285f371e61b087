/// `focus moves to "TEXT"` (or `to the instructions`): accessibility focus last landed, after
/// the notice went or the last screen change, on something holding the text.
struct FocusMoves: ClaimFamily {
  static let name = "focus moves to"
  static let patterns = ["focus moves to the instructions", "focus moves to {label}"]
  static let examples = ["focus moves to the instructions", "focus moves to \"{passcode.instructions}\""]
  static let citations: [Citation] = [.meets("2.4.3")]
  static let recordKey: String? = "focusMoves"

  private enum CodingKeys: String, CodingKey {
    case target = "to"
  }

  /// The text focus lands on; nil for the passcode screen's instructions.
  var target: String?

  init?(_ captures: Pattern.Captures) { target = captures.labels.first }

  init(target: String?) { self.target = target }

  var requirements: [Requirement] { [] }

  func claim(in app: AppModel) -> Claim {
    let words = app.words
    return .focusMoves(
      to: target ?? words[.passcodeInstructions],
      name: target.map { "'\($0)'" } ?? "the instructions ('\(words[.passcodeInstructions])')",
      since: target == nil ? .gone(words[.passcodeNotice]) : .lastGone(words[.passcodeNotice]))
  }

  func budget(in app: AppModel) -> ProbeBudget { .wait }

  func awaitEvidence(_ world: inout World) { world.settle() }
}
