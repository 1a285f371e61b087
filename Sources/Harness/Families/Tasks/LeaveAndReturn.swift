/// `switch to another app [for D]`, `return to the app`: the person leaves for another app,
/// and comes back. In the banking app they may approve or decline what the app asked of it,
/// and then come back.
enum LeaveAndReturn: TaskFamily {
  /// Leave for `place`, in words, coming back after `duration` when one is given, or right
  /// after giving `answer` in the banking app (true: approved).
  case switchAway(place: String, duration: VirtualDuration?, answer: Bool?)
  case returnToApp

  static let name = "leave and return"
  static let patterns = [
    "switch to the password manager [for {duration}]",
    "switch to (another | a different) app [for {duration}]",
    "switch to the (banking | bank) app [for {duration}] [and (approve | decline)]",
    "(return | go back | come back) to the app",
  ]
  static let examples = [
    "switch to the password manager", "switch to the password manager for 2 minutes",
    "switch to another app for 5 minutes", "switch to the banking app and approve",
    "switch to the banking app for 1 minute and decline", "switch to the banking app for 10 minutes",
    "return to the app",
  ]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) {
    if captures.has("to") && !captures.has("switch") {
      self = .returnToApp
    } else {
      let place =
        captures.has("password")
        ? "the password manager" : captures.has("banking") || captures.has("bank") ? "the banking app" : "another app"
      let answer: Bool? = captures.has("approve") ? true : captures.has("decline") ? false : nil
      self = .switchAway(place: place, duration: captures.durations.first, answer: answer)
    }
  }

  var requirements: [Requirement] { [] }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .switchAway(let place, let duration, let answer):
      try world.switchAway(to: place, for: duration, answering: answer)
    case .returnToApp: world.returnToApp()
    }
  }
}
