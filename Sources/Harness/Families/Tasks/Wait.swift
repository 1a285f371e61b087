/// `wait D`, `wait until the warning appears`: the person does nothing, for a time or until
/// something happens.
enum Wait: TaskFamily {
  case idle(VirtualDuration)
  case waitUntil(Awaited)

  static let name = "wait"
  static let patterns = [
    "(wait [for] | stay idle for | idle for | pause for) {duration}",
    "wait until (the warning appears | the session expires | the session times out | the code expires)",
    "wait until the (session | code) (has expired | has run out | runs out)",
    "wait for the [session | timeout] warning [to appear]",
    "wait until the (session | timeout) warning appears",
    "wait until the [session | timeout] warning (shows | is shown)",
  ]
  static let examples = [
    "wait 2 minutes", "stay idle for 90 seconds", "wait 1m30s", "wait until the warning appears",
    "wait until the session expires",
  ]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) {
    if let duration = captures.durations.first {
      self = .idle(duration)
    } else if let awaited = Awaited(captures) {
      self = .waitUntil(awaited)
    } else {
      return nil
    }
  }

  var requirements: [Requirement] {
    if case .waitUntil(.codeExpiry) = self { return [.codeTimer] }
    return []
  }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .idle(let duration): world.idle(for: duration)
    case .waitUntil(let awaited): try world.wait(until: awaited)
    }
  }
}

extension TaskStep {
  static func idle(_ duration: VirtualDuration) -> TaskStep { TaskStep(Wait.idle(duration)) }
  static func waitUntil(_ awaited: Awaited) -> TaskStep { TaskStep(Wait.waitUntil(awaited)) }
}

extension Awaited {
  /// `until the warning appears` and the like, as a pattern: optional at the end of a step.
  static let untilPhrase = "[until (the warning appears | the session expires | the session times out)]"

  /// What a phrase waits for, read from the words its pattern matched.
  init?(_ captures: Pattern.Captures) {
    if captures.has("warning") {
      self = .warning
    } else if captures.has("code") {
      self = .codeExpiry
    } else if captures.has("session") {
      self = .sessionExpiry
    } else {
      return nil
    }
  }
}

extension Requirement {
  /// A team's logic must name its one-time code's timer for a step to wait for it.
  static let codeTimer = Requirement.timer(.codeExpiry, fix: "name the code's timer '\(TimerName.codeExpiry)'")
}
