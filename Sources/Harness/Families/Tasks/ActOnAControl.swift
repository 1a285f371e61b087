/// `tap "LABEL"`: the person reaches the control, at their pace and in their way, and
/// activates it.
struct ActOnAControl: TaskFamily {
  static let name = "act on a control"
  static let patterns = ["(tap | activate | press | choose | select) [on] [the] {label} [button]"]
  static let examples = [
    "tap \"{session.staySignedIn}\"", "activate \"{code.resend}\"", "choose \"{session.saveAndSignOut}\"",
  ]
  static let recordKey: String? = "activate"

  var label: String

  init(label: String) { self.label = label }

  init?(_ captures: Pattern.Captures) {
    guard let label = captures.labels.first else { return nil }
    self.label = label
  }

  var requirements: [Requirement] { [.control(label)] }

  func perform(on world: inout World) throws(StepFailure) { try world.activate(label) }
}

extension TaskStep {
  static func activate(label: String) -> TaskStep { TaskStep(ActOnAControl(label: label)) }
}
