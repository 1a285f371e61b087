/// An expectation's verdict before it is dressed for a report.
struct Finding: Sendable {
  var passed: Bool
  var message: String
  /// The stretch of the timeline that shows it.
  var window: ClosedRange<VirtualInstant>

  static func pass(_ message: String, from: VirtualInstant, to: VirtualInstant) -> Finding {
    Finding(passed: true, message: message, window: min(from, to)...max(from, to))
  }

  static func fail(_ message: String, from: VirtualInstant, to: VirtualInstant) -> Finding {
    Finding(passed: false, message: message, window: min(from, to)...max(from, to))
  }
}
