/// Turns parsed checks into runnable ones, or into diagnostics that say what would work.
public struct Resolver: Sendable {
  /// Apps a check's `App:` may name.
  public var apps: [String: AppModel]
  /// The app for checks that name none.
  public var defaultApp: AppModel
  /// Loads an app file a check's `App:` names; the edge passes one that reads files.
  public var loadApp: @Sendable (Located<String>) -> Result<AppModel, DiagnosticList>?

  public init(
    apps: [String: AppModel] = AppModel.builtIn, defaultApp: AppModel = .fixed,
    loadApp: @escaping @Sendable (Located<String>) -> Result<AppModel, DiagnosticList>? = { _ in nil }
  ) {
    self.apps = apps
    self.defaultApp = defaultApp
    self.loadApp = loadApp
  }

  /// The runnable check, or every problem that keeps `check` from running.
  public func resolve(_ check: Check) -> Result<RunnableCheck, DiagnosticList> {
    var cache = ResolutionCache()
    return resolve(check, cache: &cache)
  }

  /// The same, reusing what `cache` already knows of each line's words: suites repeat phrases.
  public func resolve(_ check: Check, cache: inout ResolutionCache) -> Result<RunnableCheck, DiagnosticList> {
    var problems: [Diagnostic] = []
    var settings: [ProfileSetting] = []
    let profile =
      cache.profiles[check.profile.value]
      ?? {
        let result = ProfileNames.parse(Located(check.profile.value, at: ResolutionCache.origin))
        cache.profiles[check.profile.value] = result
        return result
      }()
    switch profile {
    case .success(let found): settings = found
    case .failure(let list):
      problems += list.diagnostics.map { ResolutionCache.rebase($0, onto: check.profile.location) }
    }
    var app = defaultApp
    // An app its `App:` line names that could not be had leaves the check not understood; its
    // phrases are not also held to the default app, which the check is not about.
    var appFound = true
    if let name = check.app {
      if let named = apps[name.value.lowercased()] {
        app = named
      } else if let loaded = loadApp(name) {
        switch loaded {
        case .success(let file): app = file
        case .failure(let list):
          problems += list.diagnostics
          appFound = false
        }
      } else {
        let close = Similarity.closest(to: name.value, among: apps.keys.sorted(), cutoff: 0.5)
        let hint =
          close.isEmpty
          ? "; known apps are \(apps.keys.sorted().map { "'\($0)'" }.joined(separator: ", "))"
          : Similarity.suggestion(close)
        problems.append(Diagnostic(.unknownApp, at: name.location, "unknown app '\(name.value)'\(hint)"))
        appFound = false
      }
    }
    // Room for the usual one or two steps a line, and an expectation a line, at once.
    var steps: [Resolved<TaskStep>] = []
    steps.reserveCapacity(min(2 * check.task.count, Resolver.maximumSteps + 1))
    for line in check.task where steps.count <= Resolver.maximumSteps {
      let found =
        cache.tasks[line.value]
        ?? {
          let result = Resolver.steps(in: Located(line.value, at: ResolutionCache.origin))
          cache.tasks[line.value] = result
          return result
        }()
      switch found {
      case .success(let found):
        for step in found {
          let step = ResolutionCache.rebase(step, onto: line.location)
          // The phrase's own numbers were checked with the line's words (`steps(in:)`).
          if let problem = Resolver.meansProblem(step, profile: settings, checked: profile) { problems.append(problem) }
          for requirement in step.value.requirements where !requirement.ofThePhrase && appFound {
            if let problem = requirement.problem(step, line: line, app: app) { problems.append(problem) }
          }
          steps.append(step)
        }
      case .failure(let list): problems += list.diagnostics.map { ResolutionCache.rebase($0, onto: line.location) }
      }
    }
    if steps.count > Resolver.maximumSteps {
      problems.append(
        Diagnostic(
          .tooLarge, at: steps[Resolver.maximumSteps].location,
          "a check may have at most \(Resolver.maximumSteps) task steps; split it into several checks"))
    }
    var expectations: [Resolved<Expectation>] = []
    expectations.reserveCapacity(min(check.expected.count, Resolver.maximumExpectations))
    // The line before, whose subject `it` and `that` stand for (issue 43, item 6): worked out
    // only for a line that needs it.
    var before: Resolved<Expectation>?
    for (index, line) in check.expected.enumerated() {
      guard index < Resolver.maximumExpectations else {
        problems.append(
          Diagnostic(
            .tooLarge, at: line.location,
            "a check may have at most \(Resolver.maximumExpectations) expectations; split it into several checks"))
        break
      }
      func understood(_ text: String) -> Result<[Resolved<Expectation>], Diagnostic> {
        if let known = cache.expectations[text] { return known }
        let result = Resolver.expectations(in: text)
        cache.expectations[text] = result
        return result
      }
      var said = line.value
      var found = understood(said)
      // Not understood as written, a line opening with `it` is read with the subject before.
      if case .failure = found, let read = Resolver.anaphora(line.value, subject: before.flatMap(Resolver.subject(of:)))
      {
        switch read {
        case .success(let text):
          said = text
          found = understood(text)
        case .failure(let problem):
          problems.append(ResolutionCache.rebase(problem, onto: line.location))
          before = nil
          continue
        }
      }
      before = (try? found.get())?.last
      switch found {
      case .success(let found):
        for var found in found {
          // A line that says `it` keeps its own words; what it was read as is the subject's.
          if said != line.value { (found.text, found.location) = (line.value, ResolutionCache.origin) }
          let found = ResolutionCache.rebase(found, onto: line.location)
          if let problem = Resolver.meansProblem(found, profile: settings, checked: profile) {
            problems.append(problem)
          }
          for requirement in found.value.requirements where appFound || requirement.ofThePhrase {
            guard let problem = requirement.problem(found, line: line, app: app) else { continue }
            if case .thing(let noun, let state) = requirement,
              case .failure(let missing) = Nouns.find(noun, in: app, for: state),
              missing.candidates.isEmpty
            {
              problems.append(Resolver.unknownNoun(problem, in: found))
            } else {
              problems.append(problem)
            }
          }
          expectations.append(found)
        }
      case .failure(let problem): problems.append(ResolutionCache.rebase(problem, onto: line.location))
      }
    }
    guard problems.isEmpty else { return .failure(DiagnosticList(problems)) }
    return .success(
      RunnableCheck(
        source: check, profile: Profile(settings, paces: app.paces), app: app, steps: steps, expectations: expectations)
    )
  }

  /// The most expectations one check may have. Each is judged on its own copy of the world
  /// and reported with its evidence: 20,000 took 349 MB and a 27 MB page.
  public static let maximumExpectations = 1000
  /// The most task steps one check may have, however its lines split into steps; each also
  /// counts against the run's action guard (`--max-actions`).
  public static let maximumSteps = 10_000

  /// The expectations of one line: the line as one phrase, or else, where each part is one,
  /// its parts joined by "and" or commas ("the warning is announced and "Stay signed in"
  /// works"): each must hold. A line with a part not understood is the whole line's problem.
  static func expectations(in line: String) -> Result<[Resolved<Expectation>], Diagnostic> {
    let tokens = Token.tokenize(line)
    let characters = Array(line)
    let whole = understand(
      tokens, in: characters, at: ResolutionCache.origin, families: Vocabulary.expectations,
      words: Resolver.expectationWords, role: "expectation")
    if case .success(let found) = whole { return .success([found]) }
    // `neither A nor B is P`: A is not P, and B is not P.
    if let (first, second) = neither(tokens) {
      let each = [first, second].map {
        understand(
          $0, in: characters, at: ResolutionCache.origin, families: Vocabulary.expectations,
          words: Resolver.expectationWords, role: "expectation")
      }
      if case .success(let a) = each[0], case .success(let b) = each[1] { return .success([a, b]) }
      if case .failure(let problem) = each.first(where: { if case .failure = $0 { true } else { false } }) {
        return .failure(problem)
      }
    }
    // A sentence counted: `the warning is announced twice`.
    if case .failure = whole, counted(tokens) != nil, let counted = generalSentence(tokens, in: characters) {
      return .success([counted])
    }
    // A sentence with a time anchor: `… before the session expires`, `once …, …`.
    if let anchored = anchored(tokens, in: characters) {
      if case .success(let found) = anchored { return .success([found]) }
      if case .failure = whole, joined(tokens).count < 2 { return anchored.map { [$0] } }
    }
    let parts = joined(tokens)
    guard parts.count > 1 else { return whole.map { [$0] } }
    var found: [Resolved<Expectation>] = []
    var failed: Diagnostic?
    for part in parts {
      switch understand(
        part, in: characters, at: ResolutionCache.origin, families: Vocabulary.expectations,
        words: Resolver.expectationWords, role: "expectation")
      {
      case .success(let one): found.append(one)
      case .failure(let problem): failed = failed ?? problem
      }
    }
    guard var failed else { return .success(found) }
    // Some of its parts are understood: the line is split, and the part that is not is named.
    guard !found.isEmpty else { return whole.map { [$0] } }
    failed.message += "; the rest of the line, joined by 'and' or commas, is understood"
    return .failure(failed)
  }

  /// `neither A nor B (is | are) P` as `A is not P` and `B is not P`, each keeping its words'
  /// columns; nil for any other line.
  static func neither(_ tokens: [Token]) -> ([Token], [Token])? {
    guard tokens.first?.word == "neither", let nor = tokens.firstIndex(where: { $0.word == "nor" }), nor > 1,
      let verb = tokens[nor...].firstIndex(where: { $0.word == "is" || $0.word == "are" }), verb > nor + 1,
      verb + 1 < tokens.count
    else { return nil }
    let at = tokens[verb]
    let negation = [
      Token(kind: .word("is"), offset: at.offset, end: at.end),
      Token(kind: .word("not"), offset: at.offset, end: at.end),
    ]
    let predicate = Array(tokens[(verb + 1)...])
    return (Array(tokens[1..<nor]) + negation + predicate, Array(tokens[(nor + 1)..<verb]) + negation + predicate)
  }

  /// `tokens` cut at commas and the word "and", the pieces left empty dropped.
  static func joined(_ tokens: [Token]) -> [[Token]] {
    tokens.split { $0.kind == .mark(",") || $0.word == "and" }.map(Array.init)
  }

  /// The known task steps' and expectations' examples, each with its words worked out once:
  /// a file full of phrases not understood compares each with all of them.
  static let taskWords = Similarity.WordIndex(Vocabulary.tasks.flatMap(\.examples))
  /// The general sentences' examples are not offered: another noun or predicate would change
  /// what the line claims, and a sentence of the general form gets its noun's own message.
  static let expectationWords = Similarity.WordIndex(
    Vocabulary.expectations.filter { !$0.general }.flatMap(\.examples))

  /// The phrase `tokens` stand for, or a diagnostic naming the closest known phrases (`words`,
  /// the index of `families`' examples); `characters` are the line's, which the tokens'
  /// columns count.
  static func understand<Value>(
    _ tokens: [Token], in characters: [Character], at location: SourceLocation, families: [PhraseFamily<Value>],
    words index: Similarity.WordIndex, role: String
  ) -> Result<Resolved<Value>, Diagnostic> {
    let words = tokens.filter { !$0.isMark }
    let start = tokens.first?.offset ?? 0
    let end = tokens.last?.end ?? start
    let text = String(characters[min(start, characters.count)..<min(max(end, start), characters.count)])
    let here = location.advanced(by: start)
    // A label that is empty or only spaces (`focus moves to ""`) names nothing on screen: an
    // expectation that it is not shown would always pass.
    for token in tokens {
      guard case .quoted(let label) = token.kind, label.allSatisfy(\.isWhitespace) else { continue }
      return .failure(
        Diagnostic(.emptyValue, at: location.advanced(by: token.offset), "a label in quotes cannot be empty"))
    }
    // The phrases as written, then in the phrases' own words (its synonyms, and a step in the
    // third person); the general sentences last, so a phrase keeps its own meaning.
    let rewritten = Synonyms.Role(rawValue: role).flatMap {
      Synonyms.rewritten(words, role: $0, verbs: Synonyms.taskVerbs)
    }
    for general in [false, true] {
      for candidate in [words, rewritten] {
        guard let candidate else { continue }
        for family in families where family.general == general {
          if let value = family.understand(candidate) {
            return .success(
              Resolved(value: value, text: text, location: here, family: family.name, criteria: family.criteria))
          }
        }
      }
    }
    // A line that ends saying the means the person uses (`with the switch`): the rest, with it.
    if let (rest, setting) = Means.clause(ending: words), !rest.isEmpty,
      case .success(var found) = understand(
        rest, in: characters, at: location, families: families, words: index, role: role)
    {
      found.text = text
      found.location = here
      found.means = setting
      return .success(found)
    }
    if let duration = malformedDuration(words), !isCount(at: duration.offset, in: words, families: families) {
      return .failure(
        Diagnostic(
          .malformedDuration, at: location.advanced(by: duration.offset),
          duration.why.map { "duration '\(duration.text)': \($0)" }
            ?? "malformed duration '\(duration.text)'; write it like '90 seconds', '2 minutes' or '1m30s'"))
    }
    if let number = malformedNumber(words, families: families) {
      let why =
        Quantities.isDigits(number.text[...])
        ? "is too large a number" : "is not a number; write digits or a number word, such as '3' or 'three'"
      return .failure(
        Diagnostic(.malformedNumber, at: location.advanced(by: number.offset), "'\(number.text)' \(why)"))
    }
    // A control named without its quotes: `tap Give me more time`.
    if let quoted = Resolver.quotingTheLabel(text) {
      return .failure(
        Diagnostic(.unknownPhrase, at: here, "unknown \(role) '\(text)'" + Similarity.suggestion([quoted])))
    }
    let (offered, withheld) = Resolver.suggestions(for: words, text: text, families: families, words: index)
    // Every line not understood ends by pointing at the reference, or at phrases close to it.
    let none =
      !offered.isEmpty
      ? ""
      : withheld
        ? "; no known \(role) says the same (the nearest ones would change what it claims): run 'checkrun steps' for every phrase"
        : "; run 'checkrun steps' for every phrase"
    return .failure(
      Diagnostic(
        .unknownPhrase, at: here, "unknown \(role) '\(text)'" + Similarity.suggestion(offered) + none))
  }

}
