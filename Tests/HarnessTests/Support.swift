@testable import Harness

/// Parses, resolves and runs check text against `app`; nil when it does not resolve.
func runCheck(_ text: String, app: AppModel = .fixed) -> CheckResult? {
  let parsed = Parser(mode: .checkFile).parse(text, path: "t.check")
  guard parsed.diagnostics.isEmpty, let check = parsed.checks.first else { return nil }
  let resolver = Resolver(apps: ["app": app], defaultApp: app)
  guard case .success(let runnable) = resolver.resolve(check) else { return nil }
  return Runner.run(runnable)
}

/// A check of one expectation after `task`, for `profile`.
func checkText(profile: String, task: String, expected: String) -> String {
  "Profile: \(profile)\nTask: \(task)\nExpected: \(expected)\n"
}

extension AppModel {
  /// `fixed` with one change, for worlds where an expectation must not hold.
  func with(_ change: (inout AppModel) -> Void) -> AppModel {
    var copy = self
    change(&copy)
    copy.name = "variant"
    return copy
  }
}
