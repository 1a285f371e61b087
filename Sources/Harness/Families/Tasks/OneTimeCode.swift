/// `request a one-time code`, `enter the code`: the person asks for a code and types it in.
enum OneTimeCode: TaskFamily {
  case requestCode
  case enterCode

  static let name = "one-time code"
  static let patterns = [
    "(request | ask for) a [new] [one-time] code",
    "enter the [new] [one-time] code",
  ]
  static let examples = ["request a one-time code", "enter the code", "enter the new code"]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) { self = captures.has("enter") ? .enterCode : .requestCode }

  var requirements: [Requirement] {
    switch self {
    case .requestCode:
      [
        .builtInFlows(
          instead: "write 'tap \"LABEL\"' with its control that sends a code, then 'enter the code'")
      ]
    case .enterCode: []
    }
  }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .requestCode: try world.requestCode()
    case .enterCode: if try !world.tellLogic([.entered(correct: true)]) { try world.enterCode() }
    }
  }
}

extension TaskStep {
  static let requestCode = TaskStep(OneTimeCode.requestCode)
  static let enterCode = TaskStep(OneTimeCode.enterCode)
}
