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

/// What the resolver reads around a task step: `it` for what the step before acted on, and a
/// step said to be done several times.
extension Resolver {
  /// The most times `STEP N times` may repeat a step.
  static let maximumRepeats = 20

  /// `tokens` with each `it` (or `that`, `them`) after the first word read as `subject`, what
  /// the step before acted on; nil when it says none or there is no subject.
  static func stepAnaphora(_ tokens: [Token], subject: [Token]?) -> [Token]? {
    guard let subject, tokens.dropFirst().contains(where: { ["it", "that", "them"].contains($0.word ?? "") }) else {
      return nil
    }
    var read: [Token] = []
    for (index, token) in tokens.enumerated() {
      guard index > 0, let word = token.word, ["it", "that", "them"].contains(word) else {
        read.append(token)
        continue
      }
      read += subject.map { Token(kind: $0.kind, offset: token.offset, end: token.end) }
    }
    return read
  }

  /// The general steps' names: a step read by one of them may hold steps joined by commas.
  static let generalSteps = Set(Vocabulary.tasks.filter(\.general).map(\.name))

  /// `tokens` as steps joined by commas and "and", each understood, `it` in one standing for
  /// what the one before acted on, with what the last acted on; nil when they are one part, or
  /// a part is not a step.
  static func joinedSteps(
    _ tokens: [Token], in characters: [Character], at location: SourceLocation, subject: [Token]?
  ) -> ([Resolved<TaskStep>], [Token]?)? {
    let parts = joined(tokens)
    guard parts.count > 1 else { return nil }
    var steps: [Resolved<TaskStep>] = []
    var said = subject
    for part in parts {
      var one = understand(
        part, in: characters, at: location, families: Vocabulary.tasks, words: taskWords, role: "step")
      if case .failure = one, let read = stepAnaphora(part, subject: said) {
        one = understand(read, in: characters, at: location, families: Vocabulary.tasks, words: taskWords, role: "step")
      }
      if case .failure = one,
        case .success(let (done, after))? = repeatedStep(
          part, in: characters, at: location, subject: said)
      {
        (steps, said) = (steps + done, after)
        continue
      }
      guard case .success(let step) = one else { return nil }
      said = stepSubject(part, step)
      steps.append(step)
    }
    return (steps, said)
  }

  /// `tokens` as a step done several times (`tap "Close" twice`, `tap it 3 times`): the
  /// steps and what they acted on, or the problem with a count past `maximumRepeats`; nil when
  /// they are no step said with a count.
  static func repeatedStep(
    _ tokens: [Token], in characters: [Character], at location: SourceLocation, subject: [Token]?
  ) -> Result<([Resolved<TaskStep>], [Token]?), Diagnostic>? {
    guard let (rest, times) = repeated(tokens) else { return nil }
    var once = understand(
      rest, in: characters, at: location, families: Vocabulary.tasks, words: taskWords, role: "step")
    if case .failure = once, let read = stepAnaphora(rest, subject: subject) {
      once = understand(read, in: characters, at: location, families: Vocabulary.tasks, words: taskWords, role: "step")
    }
    guard case .success(let step) = once else { return nil }
    guard times <= maximumRepeats else {
      return .failure(
        Diagnostic(
          .tooLarge, at: location.advanced(by: rest.last?.end ?? 0),
          "a step may be done at most \(maximumRepeats) times over, and this says \(times); split the task, or wait longer in one step"
        ))
    }
    return .success((Array(repeating: step, count: times), stepSubject(rest, step)))
  }

  /// The problem with a step not understood that says `it` where no step before it, on its
  /// line, acted on anything; nil otherwise.
  static func noSubject(_ tokens: [Token], subject: [Token]?, at location: SourceLocation) -> Diagnostic? {
    guard subject == nil,
      let it = tokens.dropFirst().first(where: { ["it", "that", "them"].contains($0.word ?? "") })
    else { return nil }
    return Diagnostic(
      .unknownPhrase, at: location.advanced(by: it.offset),
      "'\(it.word ?? "it")' stands for what the step just before it on this line acted on, and that step names nothing; name the control or thing ('tap \"Close\"', 'tap the close button'; 'checkrun steps' lists the steps)"
    )
  }

  /// What a step acted on, for `it` in the next: its first quoted label, else the thing its
  /// words named (`wait until the close button appears`).
  static func stepSubject(_ tokens: [Token], _ step: Resolved<TaskStep>) -> [Token]? {
    if let quoted = tokens.first(where: { if case .quoted = $0.kind { true } else { false } }) { return [quoted] }
    let noun: String? =
      switch step.value.value {
      case let wait as WaitForAThing: wait.noun
      case let act as ActOnAThing: act.noun
      case let move as MoveFocus: move.noun
      default: nil
      }
    return noun.map(Token.tokenize)
  }

  /// `STEP twice`, `STEP 3 times`, `STEP three times`: the step's words and how many times
  /// (past `maximumRepeats`, which the caller refuses); nil for any other line, or fewer than 2.
  static func repeated(_ tokens: [Token]) -> ([Token], Int)? {
    guard let last = tokens.last?.word, tokens.count > 1 else { return nil }
    if last == "twice" { return (Array(tokens.dropLast()), 2) }
    if last == "thrice" { return (Array(tokens.dropLast()), 3) }
    guard last == "times", tokens.count > 2, let word = tokens[tokens.count - 2].word,
      let count = Quantities.count(word), count >= 2
    else { return nil }
    return (Array(tokens.dropLast(2)), count)
  }
}
