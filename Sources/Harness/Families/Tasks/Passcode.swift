/// `enter an incorrect passcode`, `enter the correct passcode`, `dismiss the notice …`.
enum Passcode: TaskFamily {
  case enterIncorrectPasscode
  case enterCorrectPasscode
  case dismissNotice(World.Dismissal)

  static let name = "passcode"
  static let patterns = [
    "enter (an | a | the) (incorrect | wrong) passcode",
    "enter the (correct | right) passcode",
    "dismiss the notice [(with the close button | by tapping outside | by tapping a keypad button)]",
  ]
  static let examples = [
    "enter an incorrect passcode", "enter the correct passcode", "dismiss the notice with the close button",
    "dismiss the notice by tapping outside", "dismiss the notice by tapping a keypad button",
  ]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) {
    if captures.has("incorrect") || captures.has("wrong") {
      self = .enterIncorrectPasscode
    } else if captures.has("correct") || captures.has("right") {
      self = .enterCorrectPasscode
    } else {
      self = .dismissNotice(World.Dismissal(captures))
    }
  }

  var requirements: [Requirement] {
    switch self {
    case .enterIncorrectPasscode, .enterCorrectPasscode, .dismissNotice(.tapOutside): []
    case .dismissNotice:
      [
        .builtInFlows(
          instead: "write 'tap \"LABEL\"' with its notice's own control, or 'dismiss the notice by "
            + "tapping outside'")
      ]
    }
  }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .enterIncorrectPasscode:
      if try !world.tellLogic([.entered(correct: false)]) { try world.enterIncorrectPasscode() }
    case .enterCorrectPasscode:
      if try !world.tellLogic([.entered(correct: true)]) { try world.enterCorrectPasscode() }
    case .dismissNotice(let way):
      if way == .tapOutside, try world.tellLogic([.touchedOutside]) { return }
      try world.dismissNotice(by: way)
    }
  }
}
