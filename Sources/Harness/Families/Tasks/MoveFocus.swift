/// `press Tab until "Close" has focus`, `move to the close button`: the person moves focus,
/// by the profile's own means (swiping, scanning, Tab), to a control, field or text, at their
/// pace, and activates nothing. The timeline says where focus went, and `… has focus` counts
/// it. A thing the profile cannot move to, or one not on screen, fails the step.
struct MoveFocus: TaskFamily {
  static let name = "move focus to a thing of the app"
  static let isGeneral = true
  static let patterns = [
    "(press tab | tab | swipe | scan | move) until {noun} (has | gets | receives | is in) focus",
    "(move | moves) [focus] to {noun}",
    "(tab | swipe | scan) to {noun}",
    "(focus | focuses) {noun}",
  ]
  static let examples = ["press Tab until \"{passcode.close}\" has focus", "move to the keypad"]
  static let recordKey: String? = "moveFocus"

  /// The thing as written (`"Close"`, `the close button`).
  var noun: String

  init?(_ captures: Pattern.Captures) {
    guard let noun = captures.nouns.first else { return nil }
    self.noun = noun
  }

  var requirements: [Requirement] { [.thing(noun, .focusedAtEnd)] }

  func perform(on world: inout World) throws(StepFailure) {
    guard world.profile.navigation != .direct else {
      throw StepFailure(
        "\(world.profile) moves no focus: a touch user reaches a control by touching it; moving focus is for a profile that does (VoiceOver, Switch Control, Full Keyboard Access)"
      )
    }
    guard let found = try? Nouns.find(noun, in: world.app, for: .focusedAtEnd).get() else {
      throw StepFailure("app '\(world.app.name)' has no '\(noun)'")
    }
    switch found.thing {
    case .control(let label), .text(let label), .field(let label): try world.personMovesFocus(to: label)
    case .keypad(let field): try world.personMovesFocus(to: field)
    default: throw StepFailure("\(found.name) is not something focus can move to; name a control, field or text")
    }
  }
}
