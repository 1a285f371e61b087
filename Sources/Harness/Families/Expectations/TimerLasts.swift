/// `the sign-in token lasts [exactly | at least | at most] D`, and the same of the one-time
/// code, the session, or a timer of the app's own by its name (`"bank.request" lasts 2
/// minutes`): each time the app set the timer going in the task, it set it to run that long.
/// Without `at least` or `at most` the length is exact, to the millisecond: seed 001's token
/// lives 90 seconds, and one of 91 seconds or 10 minutes is another app. A renewal or an
/// extension that moves a running timer is not a new length; only a start is measured.
struct TimerLasts: ClaimFamily {
  static let name = "a timer lasts"
  static let patterns = [
    "the [sign-in] token (lasts | expires after) [(exactly | at least | at most)] {duration}",
    "the [one-time] code (lasts | expires after) [(exactly | at least | at most)] {duration}",
    "the session (lasts | expires after) [(exactly | at least | at most)] {duration}",
    "{label} (lasts | runs out after) [(exactly | at least | at most)] {duration}",
  ]
  static let examples = [
    "the sign-in token lasts 90 seconds", "the code lasts at least 5 minutes", "the session lasts 15 minutes",
  ]
  static let citations: [Citation] = [.noCriterion("the seeds' numbers: a 15-minute session, a 90-second token")]
  static let recordKey: String? = "timerLasts"

  /// The timer, by the name the trace records it under.
  var timer: String
  var bound: Claim.Bound
  var duration: VirtualDuration

  init(timer: TimerName, bound: Claim.Bound, duration: VirtualDuration) {
    self.timer = timer.rawValue
    self.bound = bound
    self.duration = duration
  }

  init?(_ captures: Pattern.Captures) {
    guard let duration = captures.durations.first else { return nil }
    let bound: Claim.Bound = captures.has("least") ? .atLeast : captures.has("most") ? .atMost : .exactly
    let timer: TimerName
    if let label = captures.labels.first {
      timer = TimerName(label)
    } else if captures.has("token") {
      timer = .tokenExpiry
    } else if captures.has("code") {
      timer = .codeExpiry
    } else {
      timer = .sessionExpiry
    }
    self.init(timer: timer, bound: bound, duration: duration)
  }

  /// What the timer is, in a message.
  var subject: String {
    switch TimerName(timer) {
    case .tokenExpiry: "the sign-in token"
    case .codeExpiry: "the one-time code"
    case .sessionExpiry: "the session"
    default: "the timer '\(timer)'"
    }
  }

  var requirements: [Requirement] {
    let own = TimerName(timer)
    return [.notZero(duration), .measuredTimer(own, subject: subject)]
  }

  func claim(in app: AppModel) -> Claim {
    .timerSet(timer: timer, bound: bound, to: duration, subject: subject, ifNeverStarted: ifNeverStarted)
  }

  /// What the task must do for the timer to start.
  private var ifNeverStarted: String {
    switch TimerName(timer) {
    case .tokenExpiry:
      "no sign-in token was issued in the task, so its length cannot be judged; add 'open the app with Face ID' to the task"
    case .codeExpiry:
      "no one-time code was sent in the task, so its length cannot be judged; add 'request a one-time code' to the task"
    case .sessionExpiry:
      "no session was started in the task, so its length cannot be judged; add 'sign in' or 'fill the long form' to the task"
    default:
      "the app never started the timer '\(timer)' in the task, so its length cannot be judged; do in the task what starts it"
    }
  }

  func budget(in app: AppModel) -> ProbeBudget { .none }
}

extension Expectation {
  static func timerLasts(_ timer: TimerName, _ bound: Claim.Bound, _ duration: VirtualDuration) -> Expectation {
    Expectation(TimerLasts(timer: timer, bound: bound, duration: duration))
  }
}
