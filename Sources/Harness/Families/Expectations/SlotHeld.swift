/// `the slot is held for D`: the slot's hold, as last set, runs at least that long.
struct SlotHeld: ClaimFamily, MinimumFamily {
  static let name = "the slot is held"
  static let patterns = ["the [appointment] slot is held for [at least] {duration}"]
  static let examples = ["the slot is held for 5 minutes"]
  static let citations: [Citation] = [.meets("2.2.1")]
  static let recordKey: String? = "slotHeld"

  private enum CodingKeys: String, CodingKey {
    case minimum = "atLeast"
  }

  var minimum: VirtualDuration

  init(atLeast minimum: VirtualDuration) { self.minimum = minimum }

  var requirements: [Requirement] { [.notZero(minimum)] }

  func claim(in app: AppModel) -> Claim {
    app.isLogic
      ? .timerLasts(
        timer: TimerName.slotHold.rawValue, unheld: TimerName.slotTaken.rawValue, atLeast: minimum,
        subject: "the slot held",
        ifNeverArmed:
          "no slot was held: the app never started its timer '\(TimerName.slotHold)' during the task; do in the task what makes it hold one",
        endsWhenCancelled: true)
      : .timerLasts(
        timer: TimerName.slotHold.rawValue, unheld: TimerName.slotTaken.rawValue, atLeast: minimum,
        subject: "the slot selected",
        ifNeverArmed: "no slot was selected: the task selected none; add 'select an appointment slot' to the task")
  }

  func budget(in app: AppModel) -> ProbeBudget { .none }
}

extension Expectation {
  static func slotHeld(atLeast minimum: VirtualDuration) -> Expectation { Expectation(SlotHeld(atLeast: minimum)) }
}
