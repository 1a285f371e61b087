/// A time limit the app set during a check's task, and how much of it the person used: what
/// the report draws as time needed against time given (issue 44, item 7). One start of a
/// timer is one limit; a renewal or an extension moves its end, and is counted.
public struct TimeLimit: Codable, Hashable, Sendable {
  /// How a limit ended.
  public enum End: String, Codable, Hashable, Sendable {
    /// It ran out: the person had not finished.
    case ranOut
    /// The app stopped it: the person finished, or left, in time.
    case stopped
    /// Still running when the task ended.
    case running
  }

  /// The timer, by the name the trace gives it (`session.expiry`).
  public var timer: String
  /// What it limits, in words (`the session`).
  public var about: String
  public var startedAt: VirtualInstant
  /// How long the app first set it to run.
  public var setFor: VirtualDuration
  /// Where its end was last moved to (its first end when never moved).
  public var endsAt: VirtualInstant
  /// How often a renewal or an extension moved its end.
  public var moved: Int
  public var end: End
  /// When it ran out, was stopped, or the task ended with it running.
  public var endedAt: VirtualInstant

  /// The time given: from its start to its end as last moved.
  public var given: VirtualDuration { endsAt - startedAt }
  /// The time the person used of it.
  public var used: VirtualDuration { endedAt - startedAt }

  /// What a limit is about, for the timers that limit the person; nil for the app's own
  /// mechanics (a toast's stay, a countdown's announcement, a delayed focus move, a warning's
  /// start, whose time is the session's).
  static func about(_ timer: String) -> String? {
    switch TimerName(timer) {
    case .sessionExpiry: "the session"
    case .codeExpiry: "the one-time code"
    case .slotHold: "the slot's hold"
    case .slotTaken: "the slot, until someone else books it"
    case .tokenExpiry: "the sign-in token"
    case .sessionWarning, .sessionMaximumWarning, .sessionToast, .focusJump, .focusMove: nil
    default: timer.hasPrefix("session.countdown.") ? nil : "'\(timer)'"
    }
  }

  /// The limits `events` record, in the order they started; a limit still running ends at
  /// `end`. One stopped the instant it started (a session ended by opening the app with Face
  /// ID, say) limited nothing, and is left out.
  public static func limits(in events: [TimerEvent], until end: VirtualInstant) -> [TimeLimit] {
    var limits: [TimeLimit] = []
    var open: [String: Int] = [:]
    for event in events {
      switch event.change {
      case .armed(let due):
        guard let about = about(event.timer) else { continue }
        open[event.timer] = limits.count
        limits.append(
          TimeLimit(
            timer: event.timer, about: about, startedAt: event.at, setFor: due - event.at, endsAt: due, moved: 0,
            end: .running, endedAt: end))
      case .moved(let due):
        guard let index = open[event.timer] else { continue }
        limits[index].endsAt = due
        limits[index].moved += 1
      case .fired, .cancelled:
        guard let index = open.removeValue(forKey: event.timer) else { continue }
        limits[index].end = event.change == .fired ? .ranOut : .stopped
        limits[index].endedAt = event.at
      }
    }
    return limits.filter { !($0.end == .stopped && $0.endedAt == $0.startedAt) }
  }

  /// The limit in a sentence: `the session: 15 minutes from 00:00, moved twice to 32:00; it
  /// ran out at 32:00, all of it used`.
  public var sentence: String {
    var words = "\(about): \(setFor.stated) from \(startedAt)"
    if moved > 0 { words += ", moved \(Wording.times(moved)) to end at \(endsAt)" }
    switch end {
    case .ranOut: words += "; it ran out at \(endedAt)"
    case .stopped: words += "; stopped at \(endedAt), \(used.stated) of \(given.stated) used"
    case .running: words += "; still running when the task ended at \(endedAt), \(used.stated) used"
    }
    return words
  }
}
