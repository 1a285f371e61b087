/// A family of expectations: one type, in one file of `Families/Expectations`, that holds
/// everything about one kind of claim QA writes. Its phrases and examples, the WCAG criteria it
/// evidences, what it needs of the app (checked at resolution), the claim it makes over the
/// trace, what its probe may do, and the probe itself: by default, wait for what the phrase is
/// about (`awaitEvidence`), then judge the claim on the trace.
///
/// A family is listed once, in `Families.expectations`; the parser, the resolver, the runner,
/// `checkrun steps` and the reference read it from there.
protocol ExpectationFamily: PhraseFamilyType {
  /// The WCAG success criteria it evidences, with technique or failure where one fits, or
  /// none and whose requirement it checks instead (docs/wcag.md says why for each).
  static var citations: [Citation] { get }
  /// Whether it claims only that something did not happen (a text not shown, focus not
  /// moved): such a claim holds on an app that shows nothing, which the audit says of a
  /// check made only of them that catches no fault.
  static var claimsAbsence: Bool { get }
  /// What it needs of the app it runs against, said at resolution when the app lacks it.
  var requirements: [Requirement] { get }
  /// Its verdict on `trace`, the record of a run on `app`: a pure function of what was recorded.
  func judged(on trace: Trace, in app: AppModel) -> Finding
  /// What its probe may do on its copy of the world (issue 26, item 3).
  func budget(in app: AppModel) -> ProbeBudget
  /// What the probe does before the trace is read, when `probe` is the default: it only waits
  /// for what the phrase names, within `budget`.
  func awaitEvidence(_ world: inout World)
  /// Judges the expectation on `world`, a copy of the world the task left that it may act on.
  func probe(_ world: inout World) -> Finding
}

extension ExpectationFamily {
  /// The citations in words, as reports, JUnit and results.json give them.
  static var criteria: [String] { citations.map(\.text) }

  static var claimsAbsence: Bool { false }

  /// Nothing to wait for: judged on the trace as the task left it.
  func awaitEvidence(_ world: inout World) {}

  /// Waits for the evidence, then judges the trace.
  func probe(_ world: inout World) -> Finding {
    awaitEvidence(&world)
    return judged(on: world.trace, in: world.app)
  }

  /// The phrases as the parser matches them, making expectations of this family.
  static var phraseFamily: PhraseFamily<Expectation> {
    PhraseFamily(name, patterns: patterns, examples: examples, criteria: criteria, general: isGeneral) { captures in
      Self(captures).map(Expectation.init)
    }
  }
}

/// A family that asserts one of the general claims (`Claim`), composed in the app's words:
/// most are. One that judges the trace in a way no claim says yet writes `judged(on:in:)`
/// itself, in its own file.
protocol ClaimFamily: ExpectationFamily {
  /// The claim over the trace it asserts, in `app`'s words.
  func claim(in app: AppModel) -> Claim
}

extension ClaimFamily {
  func judged(on trace: Trace, in app: AppModel) -> Finding { claim(in: app).judged(on: trace) }
}

/// What every phrase family has: a name, the patterns it is written in, and examples that run.
protocol PhraseFamilyType: Hashable, Sendable, Codable {
  /// A short name, such as `"LABEL" works`: the reference's heading.
  static var name: String { get }
  /// The patterns as written: `[…]` optional, `(a | b)` a choice, `{label}`, `{n}`, `{duration}`.
  static var patterns: [String] { get }
  /// Sentences that must run, in `fixed`'s words named as `{session.staySignedIn}`; the first
  /// is the canonical one.
  static var examples: [String] { get }
  /// The value a match of one of `patterns` means; nil when its captures make none.
  init?(_ captures: Pattern.Captures)
  /// The key a value is recorded under in results.json, `{"KEY": {its fields}}`: the record
  /// checkrun has always written. Nil for a family of several cases (an enum), each of which is
  /// its own key, as Swift writes an enum.
  static var recordKey: String? { get }
  /// Whether it is a general sentence, tried after every other family (`PhraseFamily.general`).
  static var isGeneral: Bool { get }
}

extension PhraseFamilyType {
  static var isGeneral: Bool { false }
}

/// One expectation, understood: a value of one of the families `Families.expectations` lists.
public struct Expectation: FamilyValue {
  let family: any ExpectationFamily

  init(_ family: some ExpectationFamily) {
    self.family = family
  }

  /// What the probe judging this expectation may do on a world of `app`.
  public func probeBudget(in app: AppModel) -> ProbeBudget { family.budget(in: app) }

  /// What it needs of the app it runs against.
  public var requirements: [Requirement] { family.requirements }

  /// Whether it claims only that something did not happen (`ExpectationFamily.claimsAbsence`).
  public var claimsAbsence: Bool { type(of: family).claimsAbsence }

  var value: any PhraseFamilyType { family }
  static var families: [any PhraseFamilyType.Type] { Families.expectations }

  init?(value: any PhraseFamilyType) {
    guard let family = value as? any ExpectationFamily else { return nil }
    self.family = family
  }
}

/// A phrase understood, as a value of one of its kind's families: compared, hashed, printed
/// and recorded as that family's value is.
protocol FamilyValue: Hashable, Sendable, Codable, CustomStringConvertible {
  var value: any PhraseFamilyType { get }
  /// The families a value may be of, to read one back from a record.
  static var families: [any PhraseFamilyType.Type] { get }
  init?(value: any PhraseFamilyType)
}

extension FamilyValue {
  public var description: String { "\(value)" }

  public static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.value) == AnyHashable(rhs.value) }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }

  public func encode(to encoder: any Encoder) throws { try FamilyRecord.encode(value, to: encoder) }

  public init(from decoder: any Decoder) throws {
    guard let read = Self(value: try FamilyRecord.decode(from: decoder, among: Self.families)) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a phrase of another kind"))
    }
    self = read
  }
}

/// How a family's value is recorded in results.json: `{"KEY": {its fields}}`, under the
/// family's `recordKey`, or as Swift writes an enum, whose cases are the keys.
enum FamilyRecord {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  static func encode(_ family: some PhraseFamilyType, to encoder: any Encoder) throws {
    guard let key = type(of: family).recordKey else { return try family.encode(to: encoder) }
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(family, forKey: Key(stringValue: key))
  }

  /// The one family value `decoder` holds, of one of the family types `types`.
  static func decode(from decoder: any Decoder, among types: [any PhraseFamilyType.Type]) throws
    -> any PhraseFamilyType
  {
    let container = try decoder.container(keyedBy: Key.self)
    for type in types {
      if let key = type.recordKey {
        guard container.contains(Key(stringValue: key)) else { continue }
        return try container.decode(type, forKey: Key(stringValue: key))
      } else if let value = try? type.init(from: decoder) {
        return value
      }
    }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath,
        debugDescription: "none of \(container.allKeys.map(\.stringValue)) is a phrase family checkrun records"))
  }
}
