import Synchronization

/// The things of one app and their names, worked out once: an app's description (`AppContent`)
/// or a team's logic (`LogicBox`) holds one, and a check file resolves many sentences of it.
final class NounCache: Sendable {
  let entries = Mutex<[Nouns.Entry]?>(nil)
  /// What each noun as written named, by the predicate it was found for: a suite says the same
  /// sentence in many checks.
  let found = Mutex<[String: Result<FoundThing, NounProblem>]>([:])
  /// Whether some text of the app could hold each quote asked about (`AppTexts.couldHold`):
  /// a suite quotes the same words in many checks, and the answer costs a search of them all.
  let held = Mutex<[String: Bool]>([:])
}

extension AppModel {
  /// Whether some text of the app, in any state, could hold `quote`; nil when its texts are
  /// not known before it runs (a team's Swift logic). Asked once a quote for each app.
  func couldHold(_ quote: String) -> Bool? {
    guard let texts else { return nil }
    let cache = logic?.nouns ?? content.nouns
    if let known = cache.held.withLock({ $0[quote] }) { return known }
    let held = texts.couldHold(quote)
    cache.held.withLock { known in
      if known.count >= 4096 { known.removeAll(keepingCapacity: true) }
      known[quote] = held
    }
    return held
  }
}

/// Why a noun names no one thing of the app.
struct NounProblem: Error, Hashable, Sendable {
  var written: String
  /// The things it could be, when more than one.
  var candidates: [String]
  /// What the app has, when it names none.
  var known: [String]
  /// Names close to it in spelling.
  var close: [String]

  func message(app: String) -> String {
    if !candidates.isEmpty {
      let few = candidates.prefix(6).map { $0 } + (candidates.count > 6 ? ["…"] : [])
      // Two screens of one title are told apart by their own names, said in words.
      let named = candidates.compactMap { candidate -> String? in
        guard let start = candidate.firstRange(of: "(screen '")?.upperBound else { return nil }
        let name = candidate[start...].prefix { $0 != "'" }
        let spoken = name.reduce(into: "") { $0 += $1.isUppercase ? " " + $1.lowercased() : String($1) }
        return "'the \(spoken) screen'"
      }
      let how =
        named.isEmpty ? "name one whole" : "name one by its own name: \(String.joined(named, separator: " or "))"
      return "'\(written)' could be \(String.joined(few, separator: " or ")) of app '\(app)'; \(how)"
    }
    let hint = close.isEmpty ? "" : " (did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?)"
    // The screens and the things of the flows whole; controls and fields by label, a few.
    let things = known.filter { !$0.hasPrefix("the button ") && !$0.hasPrefix("the field ") }
    let controls = known.filter { $0.hasPrefix("the button ") }.map { $0.dropFirst("the button ".count) }
    let fields = known.filter { $0.hasPrefix("the field ") }.map { $0.dropFirst("the field ".count) }
    var has = String.joined(things, separator: ", ")
    if !controls.isEmpty { has += "; the buttons " + String.joined(controls.map(String.init), separator: ", ") }
    if !fields.isEmpty {
      let few = fields.prefix(4).map(String.init) + (fields.count > 4 ? ["…"] : [])
      has += "; the fields " + String.joined(few, separator: ", ")
    }
    return "app '\(app)' has no '\(written)'\(hint); it has \(has) ('checkrun app' lists them all)"
  }
}

extension Thing {
  /// Which of several things a noun names is meant: 0, what the app shows; 1, a thing of the
  /// flows; 2, a timer.
  var rank: Int {
    switch self {
    case .screen, .control, .text, .field: 0
    case .warning, .keypad, .form, .draft: 1
    case .timer: 2
    }
  }

  var kind: Nouns.Kind {
    switch self {
    case .screen: .screen
    case .control: .control
    case .field: .field
    case .timer: .timer
    case .text, .warning, .keypad, .form, .draft: .other
    }
  }
}
