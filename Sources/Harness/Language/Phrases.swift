/// A phrase understood, with the words it was written in and where.
public struct Resolved<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var text: String
  public var location: SourceLocation
  /// The family it belongs to, for reports and the reference.
  public var family: String
  /// The WCAG success criteria (and technique or failure) it evidences.
  public var criteria: [String]
  /// A step the task only tries (`try to STEP`): one a correct app makes impossible is noted
  /// on the timeline, and the task goes on.
  public var attempt = false
  /// The means the line says the person uses (`with the switch`): the check's profile must
  /// have it (`Means`).
  public var means: ProfileSetting? = nil

  private enum CodingKeys: String, CodingKey {
    case value, text, location, family, criteria
  }
}

extension Resolved: Codable where Value: Codable {}

/// A family of phrases that mean one thing with parameters, like `wait DURATION`.
public struct PhraseFamily<Value: Hashable & Sendable>: Sendable {
  /// A short name, such as `wait` or `"LABEL" works`.
  public let name: String
  /// Sentences that must run; the first is the canonical one.
  public let examples: [String]
  /// WCAG success criteria, with technique or failure where one fits.
  public let criteria: [String]
  let patterns: [Pattern]
  /// Whether it is a general sentence over the app's things (`SUBJECT is [not] PREDICATE`),
  /// tried only once no other phrase says the line, with its synonyms or without.
  public let general: Bool
  /// The patterns as written: `[…]` optional, `(a | b)` a choice, `{label}`, `{n}`, `{duration}`.
  public var phrases: [String] { patterns.map(\.source) }
  let build: @Sendable (Pattern.Captures) -> Value?

  init(
    _ name: String, patterns: [String], examples: [String], criteria: [String] = [], general: Bool = false,
    build: @escaping @Sendable (Pattern.Captures) -> Value?
  ) {
    self.name = name
    self.patterns = patterns.map(Pattern.init)
    // Written with the names of `fixed`'s words (`"{session.staySignedIn}" works`), said in them.
    self.examples = examples.map { AppModel.fixed.filling($0) }
    self.criteria = criteria
    self.general = general
    self.build = build
  }

  /// The value `tokens` mean in this family, if they belong to it.
  func understand(_ tokens: [Token]) -> Value? {
    for (index, pattern) in patterns.enumerated() {
      guard var captures = pattern.match(tokens) else { continue }
      captures.pattern = index
      if let value = build(captures) { return value }
    }
    return nil
  }
}
