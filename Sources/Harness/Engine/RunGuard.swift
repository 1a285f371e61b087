/// Limits on one check, so a runaway check ends with a failure that says why instead of hanging.
///
/// Virtual time is bounded by `World.waitLimit` (24 hours of waiting for one thing) and by
/// `maxSimulated` for the whole check; the timeline by `maxTimeline` entries. Work is bounded
/// by `maxActions`: each task step, the person's actions and the app's timers together, so a
/// task of idle steps counts too. Real time is bounded by `isOutOfTime`, a question the edge
/// answers from its clock (Harness has none).
public struct RunGuard: Sendable {
  public var maxActions: Int
  /// The most virtual time one check may spend, its task and each expectation's probe.
  public var maxSimulated = VirtualDuration(milliseconds: 366 * 86_400_000)
  /// The most entries one check's timeline may hold: what the reports draw stays bounded.
  public var maxTimeline = 20_000
  /// The most bytes of text one check's timeline may hold: what the reports draw of it stays
  /// bounded however long each entry's words are.
  public var maxTimelineBytes = 4_000_000
  public var isOutOfTime: @Sendable () -> Bool
  /// What to say when real time ran out, such as `10 seconds of real time`.
  public var realTimeLimit: String

  public init(maxActions: Int, realTimeLimit: String = "", isOutOfTime: @escaping @Sendable () -> Bool = { false }) {
    self.maxActions = maxActions
    self.realTimeLimit = realTimeLimit
    self.isOutOfTime = isOutOfTime
  }

  /// `maxSimulated` as a person says it: in days when it is whole days.
  var simulatedLimit: String {
    let day: Int64 = 86_400_000
    let days = maxSimulated.milliseconds / day
    guard days > 0, maxSimulated.milliseconds % day == 0 else { return maxSimulated.description }
    return days == 1 ? "1 day" : "\(days) days"
  }

  /// The default: a hundred thousand actions (a day of filling fields at touch pace is
  /// about fifteen thousand), no real-time limit.
  public static let standard = RunGuard(maxActions: 100_000)
}

extension World {
  /// Counts one action against the guard; fails the step when a limit is reached.
  mutating func guardStep() throws(StepFailure) {
    if let ranAway { throw StepFailure(ranAway) }
    actions += 1
    if actions > runGuard.maxActions {
      throw StepFailure(
        "stopped after \(runGuard.maxActions) actions at \(now): the check ran away (the guard is \(runGuard.maxActions) actions a check)"
      )
    }
    if now.sinceStart > runGuard.maxSimulated {
      throw StepFailure(
        "stopped at \(now): the check ran away, past \(runGuard.simulatedLimit) of simulated time (the most one check may spend)"
      )
    }
    if loggedBytes > runGuard.maxTimelineBytes {
      throw StepFailure(
        "stopped at \(now): the check ran away, past \(runGuard.maxTimelineBytes / 1_000_000) MB of timeline text (the most one check may keep)"
      )
    }
    if entries.count > runGuard.maxTimeline {
      throw StepFailure(
        "stopped at \(now): the check ran away, past \(runGuard.maxTimeline) timeline entries (the most one check may keep)"
      )
    }
    if actions % 1024 == 0, runGuard.isOutOfTime() {
      throw StepFailure("stopped at \(now) after \(runGuard.realTimeLimit): the check ran away")
    }
  }

  /// Why the app's timers must stop now, if they must: checked after every firing, whatever
  /// the firing did, so a timer that re-arms itself with many effects is stopped at the first
  /// bound it reaches (firings, timeline entries, simulated time, real time).
  func runawayReason() -> String? {
    if firings > runGuard.maxActions {
      return
        "stopped at \(now): the app's timers ran away, firing \(runGuard.maxActions) times (the guard is \(runGuard.maxActions) actions a check)\(lastFired)"
    }
    if loggedBytes > runGuard.maxTimelineBytes {
      return
        "stopped at \(now): the app's timers ran away, past \(runGuard.maxTimelineBytes / 1_000_000) MB of timeline text (the most one check may keep)\(lastFired)"
    }
    if entries.count > runGuard.maxTimeline {
      return
        "stopped at \(now): the app's timers ran away, past \(runGuard.maxTimeline) timeline entries (the most one check may keep)\(lastFired)"
    }
    if now.sinceStart > runGuard.maxSimulated {
      return
        "stopped at \(now): the check ran away, past \(runGuard.simulatedLimit) of simulated time (the most one check may spend)"
    }
    if firings % 1024 == 0, runGuard.isOutOfTime() {
      return "stopped at \(now) after \(runGuard.realTimeLimit): the app's timers ran away\(lastFired)"
    }
    return nil
  }

  /// The timer that fired last, for a runaway's message: `; the timer 'tick' fired last`.
  private var lastFired: String {
    guard let last = timerEvents.last(where: { $0.change == .fired }) else { return "" }
    return String.joined("; the timer '", last.timer, "' fired last")
  }

  /// Stops every timer of the app, saying why.
  mutating func stopTimers(because reason: String) {
    ranAway = reason
    timers.removeAll()
  }
}
