/// Other names an app file gives its things (issue 43, item 2): `"aliases": { "the inactivity
/// warning": "the session warning", "the resend link": "Resend code", "the bank request":
/// "bank.request" }`. Each alias names one thing of the app, as its target names it without
/// the aliases: a check's noun, a label, or a timer's or a flow screen's stable name.
public struct NounAlias: Hashable, Sendable {
  /// The other name, as a check would write it (`the inactivity warning`).
  public var alias: String
  /// What it names, as a check or the app file names it.
  public var target: String

  public init(_ alias: String, names target: String) { (self.alias, self.target) = (alias, target) }
}

extension Nouns {
  /// `app` without its aliases: what an alias's target is found in.
  static func plain(_ app: AppModel) -> AppModel {
    var plain = app
    plain.aliases = []
    return plain
  }

  /// The thing `target` names in `plain`, an app without aliases: a timer's or a flow
  /// screen's stable name, else a noun as a check writes it.
  static func target(_ target: String, in plain: AppModel) -> Result<FoundThing, NounProblem> {
    for entry in entries(of: plain) {
      switch entry.thing {
      case .timer(let name) where name == target: return .success(FoundThing(thing: entry.thing, name: entry.name))
      case .screen(.hosted(let name, _)) where name == target:
        return .success(FoundThing(thing: entry.thing, name: entry.name))
      default: continue
      }
    }
    return find(target, in: plain)
  }

  /// The names `app`'s aliases add, by the thing each names; an alias whose target names no
  /// one thing adds none (the app file said so when it was read).
  static func aliasNames(of app: AppModel) -> [(thing: Thing, name: [String])] {
    guard !app.aliases.isEmpty else { return [] }
    let plain = plain(app)
    return app.aliases.compactMap { alias in
      guard case .success(let found) = target(alias.target, in: plain) else { return nil }
      var words = Token.tokenize(alias.alias).compactMap(\.word)
      while let first = words.first, ["the", "a", "an"].contains(first) { words.removeFirst() }
      return words.isEmpty ? nil : (found.thing, words)
    }
  }

  /// What is wrong with each of `app`'s aliases, by its alias: a target that names no one
  /// thing, an alias with no words, or one that already names another thing.
  static func aliasProblems(of app: AppModel) -> [(alias: String, message: String)] {
    let plain = plain(app)
    var problems: [(alias: String, message: String)] = []
    for alias in app.aliases {
      let words = Token.tokenize(alias.alias).compactMap(\.word).filter { !["the", "a", "an"].contains($0) }
      guard !words.isEmpty else {
        problems.append((alias.alias, "an alias must have words a check can write, such as \"the inactivity warning\""))
        continue
      }
      if let stop = words.first(where: stopWords.contains) {
        problems.append(
          (
            alias.alias,
            "the alias '\(alias.alias)' holds '\(stop)', a word that ends a noun in a check's sentence, so no check could say it; leave it out"
          ))
        continue
      }
      let found: FoundThing
      switch target(alias.target, in: plain) {
      case .success(let thing): found = thing
      case .failure(let problem):
        let why =
          problem.candidates.isEmpty
          ? "names nothing the app has"
            + (problem.close.isEmpty
              ? "; 'checkrun app' lists its screens, controls, fields and timers"
              : Similarity.suggestion(problem.close))
          : "could be \(String.joined(problem.candidates, separator: " or ")); name one of them"
        problems.append((alias.alias, "'\(alias.target)' \(why)"))
        continue
      }
      if case .success(let other) = find(alias.alias, in: plain), other.thing != found.thing {
        problems.append(
          (
            alias.alias,
            "the alias '\(alias.alias)' already names \(other.name), so it cannot also name \(found.name); choose another"
          ))
      }
    }
    return problems
  }
}
