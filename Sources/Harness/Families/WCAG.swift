/// The WCAG 2.2 success criteria checkrun's expectations evidence, with their conformance
/// levels: the one table a citation is made from, so a number is never said with another
/// name or level. docs/wcag.md says, family by family, why each applies.
public enum WCAG {
  /// A conformance level.
  public enum Level: String, Sendable, Comparable {
    case a = "A"
    case aa = "AA"
    case aaa = "AAA"

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue.count < rhs.rawValue.count }
  }

  /// A success criterion of WCAG 2.2.
  public struct Criterion: Hashable, Sendable {
    /// `2.2.1`.
    public let number: String
    /// `Timing Adjustable`.
    public let name: String
    public let level: Level

    /// `2.2.1 Timing Adjustable (A)`.
    public var title: String { "\(number) \(name) (\(level.rawValue))" }
  }

  /// The criteria cited, by number.
  public static let criteria: [Criterion] = [
    Criterion(number: "2.1.1", name: "Keyboard", level: .a),
    Criterion(number: "2.2.1", name: "Timing Adjustable", level: .a),
    Criterion(number: "2.2.5", name: "Re-authenticating", level: .aaa),
    Criterion(number: "2.4.3", name: "Focus Order", level: .a),
    Criterion(number: "3.1.3", name: "Unusual Words", level: .aaa),
    Criterion(number: "3.3.1", name: "Error Identification", level: .a),
    Criterion(number: "3.3.7", name: "Redundant Entry", level: .a),
    Criterion(number: "4.1.2", name: "Name, Role, Value", level: .a),
    Criterion(number: "4.1.3", name: "Status Messages", level: .aa),
  ]

  /// The criterion `number`; a number not in the table is a mistake in a family's source.
  public static func criterion(_ number: String) -> Criterion {
    guard let found = criteria.first(where: { $0.number == number }) else {
      preconditionFailure("WCAG \(number) is not in WCAG.criteria")
    }
    return found
  }
}

/// What an expectation evidences: a success criterion, with the sufficient technique it
/// follows or the failure technique it avoids; or no criterion, where what it checks is a
/// seed's own requirement or a security rule, which it cites instead.
public enum Citation: Hashable, Sendable {
  /// A criterion, by number, with the sufficient technique followed (`SCR16`), if one fits.
  case meets(String, technique: String? = nil)
  /// A criterion, by number, and the failure technique of it (`F12`) the app avoids.
  case avoids(String, failure: String)
  /// No criterion: `source` says whose requirement it is (`seed 001: two Face ID attempts`).
  case noCriterion(_ source: String)

  /// The words reports, JUnit and results.json give it: `2.2.1 Timing Adjustable (A), SCR16`,
  /// `2.2.5 Re-authenticating (AAA), avoids F12`, `no WCAG criterion: seed 000, a security rule`.
  public var text: String {
    switch self {
    case .meets(let number, let technique):
      WCAG.criterion(number).title + (technique.map { ", \($0)" } ?? "")
    case .avoids(let number, let failure): WCAG.criterion(number).title + ", avoids \(failure)"
    case .noCriterion(let source): "\(Citation.noCriterionPrefix)\(source)"
    }
  }

  /// How a citation of no criterion starts.
  public static let noCriterionPrefix = "no WCAG criterion: "

  /// The parts of a citation's `text`: the criterion's title (`2.2.1 Timing Adjustable (A)`),
  /// nil for no criterion, and what follows it (`SCR16`, `avoids F12`, or the source).
  public static func parts(of text: String) -> (criterion: String?, detail: String?) {
    if text.hasPrefix(noCriterionPrefix) { return (nil, String(text.dropFirst(noCriterionPrefix.count))) }
    guard let close = text.lastIndex(of: ")") else { return (text, nil) }
    let after = text.index(after: close)
    let title = String(text[..<after])
    let rest = text[after...].drop { $0 == "," || $0 == " " }
    return (title, rest.isEmpty ? nil : String(rest))
  }
}
