import Harness

/// Everything one run produced, grouped by check file: what reporters turn into bytes.
struct RunReport: Sendable {
  /// One check's entry: its result, or the problems that kept it from running.
  struct Case: Sendable {
    enum Outcome: Sendable {
      case ran(CheckResult)
      case invalid([Diagnostic])
    }

    var name: String
    var classname: String
    var location: SourceLocation
    var outcome: Outcome
    /// Real time the check took, in whole milliseconds.
    var milliseconds: Int64

    var passed: Bool {
      if case .ran(let result) = outcome { return result.verdict == .passed }
      return false
    }

    var isError: Bool {
      if case .invalid = outcome { return true }
      return false
    }
  }

  /// The checks of one file.
  struct Suite: Sendable {
    var path: String
    var cases: [Case]

    var failures: Int { cases.filter { !$0.passed && !$0.isError }.count }
    var errors: Int { cases.filter(\.isError).count }
    var milliseconds: Int64 { cases.map(\.milliseconds).reduce(0, +) }
  }

  var suites: [Suite]
  var appName: String
  var toolVersion: String
  /// When the run started, as `YYYY-MM-DDTHH:MM:SS` in UTC.
  var timestamp: String

  var cases: [Case] { suites.flatMap(\.cases) }
  var passed: Int { cases.filter(\.passed).count }
  var failed: Int { cases.filter { !$0.passed && !$0.isError }.count }
  var errors: Int { cases.filter(\.isError).count }

  /// `checks/session-timeout.check` becomes `checks.session-timeout`.
  static func classname(forPath path: String) -> String {
    var trimmed = path
    while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
    while trimmed.hasPrefix("../") { trimmed.removeFirst(3) }
    if let dot = trimmed.lastIndex(of: "."), !trimmed[dot...].contains("/") {
      trimmed = String(trimmed[..<dot])
    }
    let cleaned = trimmed.map { $0 == "/" ? "." : ($0 == " " ? "_" : $0) }
    return cleaned.isEmpty ? "checks" : String(cleaned)
  }
}
