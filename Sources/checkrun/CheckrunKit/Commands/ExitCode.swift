import Foundation

/// How checkrun ends: 0 all passed, 1 a check failed, 2 the checks or the command were not
/// understood, 3 nothing to run, 4 a check cannot be judged. A run's is its verdict's
/// (`RunVerdict.exitCode`).
public struct ExitCode: RawRepresentable, Hashable, Sendable {
  public var rawValue: Int32

  public init(rawValue: Int32) { self.rawValue = rawValue }

  static let passed = ExitCode(rawValue: 0)
  static let failed = ExitCode(rawValue: 1)
  static let notUnderstood = ExitCode(rawValue: 2)
  /// Nothing to run: no check was found in the paths given, or none matches the selection.
  static let nothingToRun = ExitCode(rawValue: 3)
  /// A check cannot be judged (an expectation is about something its task never brought up)
  /// and none failed: the gate is blocked by a defect of a check, not by the app.
  static let cannotBeJudged = ExitCode(rawValue: 4)
}

/// Facts about the machine the command runs on.
enum System {
  /// Cores the system reports as active; at least 1.
  static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
