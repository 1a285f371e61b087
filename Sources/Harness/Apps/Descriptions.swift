// Readable descriptions of checks and results, for Swift Testing's output and for logs: one
// line for a check, and a line for each part of a result that did not pass, each at its
// place as `path:line:col`. Every secret the model typed is taken out.

extension Check: CustomStringConvertible {
  /// `'a VoiceOver user is warned' (VoiceOver) at bank.check:1:1`.
  public var description: String {
    Redaction.apply("'\(displayName)' (\(profile.value)) at \(location)")
  }
}

extension RunnableCheck: CustomStringConvertible {
  /// `'a VoiceOver user is warned' (VoiceOver) against 'bank' at bank.check:1:1`.
  public var description: String {
    Redaction.apply("'\(source.displayName)' (\(source.profile.value)) against '\(app.name)' at \(source.location)")
  }
}

extension CheckResult: CustomStringConvertible {
  /// `passed: 'name' (VoiceOver) against 'bank' at bank.check:1:1, 2 expectations, 12m 5s`,
  /// then, for a check that did not pass, the step that could not be done and each
  /// expectation that failed or cannot be judged, one indented line each.
  public var description: String {
    var text = "\(verdict.words): \(check), \(Wording.count(expectations.count, "expectation")), \(simulated)"
    if let step = failedStep { text += "\n  " + step.description }
    for outcome in expectationsNotPassed { text += "\n  " + outcome.description }
    return Redaction.apply(text)
  }
}

extension CheckResult.StepOutcome: CustomStringConvertible {
  /// `bank.check:3:7: 'sign in' could not be done: …`, or `… was done`.
  public var description: String {
    let outcome = failure.map { "could not be done: \($0)" } ?? "was done"
    return Redaction.apply("\(step.location): task step '\(step.text)' \(outcome)")
  }
}

extension CheckResult.ExpectationOutcome: CustomStringConvertible {
  /// `bank.check:4:11: failed: 'the warning is announced': the warning was never announced`;
  /// `… cannot be judged: '…': …` for one whose task never brought up what it is about.
  public var description: String {
    Redaction.apply("\(expectation.location): \(judgement.words): '\(expectation.text)': \(message)")
  }
}

extension DiagnosticList: CustomStringConvertible {
  /// Each problem on its own line, as `path:line:col: error: message`.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
