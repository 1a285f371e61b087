/// `let the session expire`, `let the code expire`, `let the slot hold expire`, `let the
/// sign-in token expire`: the person waits until that timer runs out.
enum LetATimerRunOut: TaskFamily {
  case letSessionExpire
  case letCodeExpire
  case letSlotExpire
  case letTokenExpire

  static let name = "let a timer run out"
  static let patterns = [
    "let the session (expire | time out | run out)",
    "let (a | the) [one-time] code (expire | run out)",
    "let the [appointment] slot [hold] (expire | run out)",
    "let the [sign-in] token expire",
  ]
  static let examples = [
    "let the session expire", "let a one-time code expire", "let the code expire", "let the slot hold expire",
    "let the sign-in token expire",
  ]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) {
    if captures.has("session") {
      self = .letSessionExpire
    } else if captures.has("slot") {
      self = .letSlotExpire
    } else if captures.has("token") {
      self = .letTokenExpire
    } else {
      self = .letCodeExpire
    }
  }

  var requirements: [Requirement] {
    switch self {
    case .letSessionExpire: []
    case .letCodeExpire: [.codeTimer]
    case .letSlotExpire: [.timer(.slotHold, fix: "hold the slot with { \"hold\": \"slot\", \"for\": \"10 minutes\" }")]
    case .letTokenExpire: [.builtInFlows(instead: "write 'wait DURATION' for its own sign-in to run out")]
    }
  }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .letSessionExpire: try world.wait(until: .sessionExpiry)
    case .letCodeExpire: try world.letCodeExpire()
    case .letSlotExpire: try world.letSlotExpire()
    case .letTokenExpire: try world.letTokenExpire()
    }
  }
}

extension TaskStep {
  static let letSessionExpire = TaskStep(LetATimerRunOut.letSessionExpire)
  static let letCodeExpire = TaskStep(LetATimerRunOut.letCodeExpire)
}
