/// `tap the close button`, `activate the stay button`, `select it`: the person reaches a
/// control named in the check's own words (`Nouns`), at their pace and in their way, and
/// activates it, as `tap "LABEL"` does. Tried after every other step, so a seed phrase keeps
/// its own meaning (`select an appointment slot`).
struct ActOnAThing: TaskFamily {
  static let name = "act on a thing of the app"
  static let isGeneral = true
  static let patterns = ["(tap | activate | choose | select) [on] {noun}"]
  static let examples = ["tap the \"{session.staySignedIn}\" button", "activate the resend code button"]
  static let recordKey: String? = "activateThing"

  /// The control as written (`the close button`).
  var noun: String

  init?(_ captures: Pattern.Captures) {
    guard let noun = captures.nouns.first else { return nil }
    self.noun = noun
  }

  var requirements: [Requirement] { [.thing(noun, .reachable)] }

  func perform(on world: inout World) throws(StepFailure) {
    guard let found = try? Nouns.find(noun, in: world.app, for: .reachable).get(),
      case .control(let label) = found.thing
    else { throw StepFailure("app '\(world.app.name)' has no control '\(noun)'") }
    try world.activate(label)
  }
}
