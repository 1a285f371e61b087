/// An expectation's verdict before it is dressed for a report.
struct Finding: Sendable {
  var judgement: CheckResult.Judgement
  var message: String
  /// The stretch of the timeline that shows it.
  var window: ClosedRange<VirtualInstant>

  /// Whether the expectation held.
  var passed: Bool { judgement == .passed }

  static func pass(_ message: String, from: VirtualInstant, to: VirtualInstant) -> Finding {
    Finding(judgement: .passed, message: message, window: min(from, to)...max(from, to))
  }

  static func fail(_ message: String, from: VirtualInstant, to: VirtualInstant) -> Finding {
    Finding(judgement: .failed, message: message, window: min(from, to)...max(from, to))
  }

  /// The task never brought up what the expectation is about (nothing was typed, no warning
  /// came, no notice was up), so it neither holds nor fails: `message` says what is missing
  /// and what the task must add, as `…; add a step that brings one up, such as 'enter an
  /// incorrect passcode'`.
  /// The finding with `note` after its message when it failed.
  func noting(_ note: String) -> Finding {
    guard judgement == .failed else { return self }
    var noted = self
    noted.message += note
    return noted
  }

  static func unjudged(_ message: String, from: VirtualInstant, to: VirtualInstant) -> Finding {
    Finding(judgement: .cannotBeJudged, message: message, window: min(from, to)...max(from, to))
  }
}
