/// How checkrun ends: 0 all passed, 1 a check failed, 2 the checks or the command were not understood.
struct ExitCode: RawRepresentable, Hashable, Sendable {
  var rawValue: Int32

  static let passed = ExitCode(rawValue: 0)
  static let failed = ExitCode(rawValue: 1)
  static let notUnderstood = ExitCode(rawValue: 2)
}
