/// `let "bank.request" run out`, `wait until "bank.request" runs out`: the person waits until a
/// timer the app's own flow (or Swift logic) names runs out; `wait until "Your request timed
/// out" is shown`: until the screen shows text holding those words. A wait that cannot end
/// (the timer is not running, or stops) fails saying so; one for text that never comes gives up
/// after a day.
enum WaitForTheApp: TaskFamily {
  case timer(String)
  case text(String)

  static let name = "wait for a timer or text of an app of your own"
  static let patterns = [
    "let [the timer] {label} (run out | expire)",
    "wait until [the timer] {label} (runs out | expires | has run out | has expired)",
    "wait until {label} (is shown | is displayed | appears)",
  ]
  static let examples = [
    "let \"bank.request\" run out", "wait until the timer \"bank.request\" runs out",
    "wait until \"{code.expired}\" is shown",
  ]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) {
    guard let label = captures.labels.first else { return nil }
    let timer =
      captures.has("run") || captures.has("runs") || captures.has("expire") || captures.has("expires")
      || captures.has("expired")
    self = timer ? .timer(label) : .text(label)
  }

  var requirements: [Requirement] {
    switch self {
    case .timer(let name): [.namedTimer(TimerName(name))]
    case .text(let words): [.quotedText(words)]
    }
  }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .timer(let name): try world.wait(until: .timer(name))
    case .text(let words): try world.wait(until: .text(words))
    }
  }
}
