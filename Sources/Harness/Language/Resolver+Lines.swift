/// What the resolver reads around a phrase: the means a line names, and `it` for the line
/// before's subject.
extension Resolver {
  /// The problem with a line saying a means (`with the switch`) its check's profile lacks;
  /// nil when it says none, has it, or the profile is itself not understood.
  static func meansProblem<Value>(
    _ found: Resolved<Value>, profile: [ProfileSetting], checked: Result<[ProfileSetting], DiagnosticList>
  ) -> Diagnostic? {
    guard let means = found.means, case .success = checked, !profile.contains(means) else { return nil }
    let has = profile.map(\.description).joined(separator: " + ")
    return Diagnostic(
      .unknownProfile, at: found.location,
      "'\(found.text)' says the person uses \(means), and the check's profile is \(has): judged with it, the line would claim of \(means) what was not; add \(means) to the profile ('Profile: \(has) + \(means)') or leave the means out"
    )
  }

  /// The words that stand for the subject of the line before.
  static let pronouns: Set<String> = ["it", "that", "they", "this"]

  /// `line` with its opening `it` (or `that`, `they`, `this`) read as `subject`, the subject of
  /// the line before; nil when it opens with none. A line before with no single subject makes
  /// it an error: `it` must not stand for a guess.
  static func anaphora(_ line: String, subject: String?) -> Result<String, Diagnostic>? {
    let tokens = Token.tokenize(line)
    guard let first = tokens.first, let word = first.word, pronouns.contains(word), tokens.count > 1 else {
      return nil
    }
    guard let subject else {
      return .failure(
        Diagnostic(
          .unknownPhrase, at: ResolutionCache.origin,
          "'\(word)' stands for the thing the line before is about, and that line names none; name the thing ('checkrun steps' lists the sentences)"
        ))
    }
    let rest = String(Array(line)[first.end...])
    return .success(subject + rest)
  }

  /// What a resolved expectation is about, for `it` on the next line: a sentence's subject, or
  /// a phrase's opening quote (`"Close" is reachable`).
  static func subject(of found: Resolved<Expectation>) -> String? {
    if let sentence = found.value.value as? ThingState { return sentence.noun }
    guard let first = Token.tokenize(found.text).first, case .quoted(let label) = first.kind else { return nil }
    return "\"\(label)\""
  }
}
