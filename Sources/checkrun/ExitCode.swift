import Foundation

/// How checkrun ends: 0 all passed, 1 a check failed, 2 the checks or the command were not understood.
struct ExitCode: RawRepresentable, Hashable, Sendable {
  var rawValue: Int32

  static let passed = ExitCode(rawValue: 0)
  static let failed = ExitCode(rawValue: 1)
  static let notUnderstood = ExitCode(rawValue: 2)
  /// Nothing to run: no check was found in the paths given, or none matches the selection.
  static let nothingToRun = ExitCode(rawValue: 3)
}

/// Facts about the machine the command runs on.
enum System {
  /// Cores the system reports as active; at least 1.
  static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
