/// `switch to another app [for D]`, `return to the app`: the person leaves for another app,
/// and comes back.
enum LeaveAndReturn: TaskFamily {
  /// Leave for `place`, in words, coming back after `duration` when one is given.
  case switchAway(place: String, duration: VirtualDuration?)
  case returnToApp

  static let name = "leave and return"
  static let patterns = [
    "switch to the password manager [for {duration}]",
    "switch to (another | a different) app [for {duration}]",
    "(return | go back | come back) to the app",
  ]
  static let examples = [
    "switch to the password manager", "switch to the password manager for 2 minutes",
    "switch to another app for 5 minutes", "return to the app",
  ]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) {
    if captures.has("to") && !captures.has("switch") {
      self = .returnToApp
    } else {
      let place = captures.has("password") ? "the password manager" : "another app"
      self = .switchAway(place: place, duration: captures.durations.first)
    }
  }

  var requirements: [Requirement] { [] }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .switchAway(let place, let duration): try world.switchAway(to: place, for: duration)
    case .returnToApp: world.returnToApp()
    }
  }
}
