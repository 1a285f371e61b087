/// Limits on one check, so a runaway check ends with a failure that says why instead of hanging.
///
/// Virtual time is bounded by `World.waitLimit` (24 hours of waiting for one thing). Work is
/// bounded by `maxActions`, the person's actions and the app's timers together. Real time is
/// bounded by `isOutOfTime`, a question the edge answers from its clock (Harness has none).
public struct RunGuard: Sendable {
  public var maxActions: Int
  public var isOutOfTime: @Sendable () -> Bool
  /// What to say when real time ran out, such as `10 seconds of real time`.
  public var realTimeLimit: String

  public init(maxActions: Int, realTimeLimit: String = "", isOutOfTime: @escaping @Sendable () -> Bool = { false }) {
    self.maxActions = maxActions
    self.realTimeLimit = realTimeLimit
    self.isOutOfTime = isOutOfTime
  }

  /// The default: a hundred thousand actions (a day of filling fields at touch pace is
  /// about fifteen thousand), no real-time limit.
  public static let standard = RunGuard(maxActions: 100_000)
}

extension World {
  /// Counts one action against the guard; fails the step when a limit is reached.
  mutating func guardStep() throws(StepFailure) {
    actions += 1
    if actions > runGuard.maxActions {
      throw StepFailure(
        "stopped after \(runGuard.maxActions) actions at \(now): the check ran away (the guard is \(runGuard.maxActions) actions a check)"
      )
    }
    if actions % 1024 == 0, runGuard.isOutOfTime() {
      throw StepFailure("stopped at \(now) after \(runGuard.realTimeLimit): the check ran away")
    }
  }
}
