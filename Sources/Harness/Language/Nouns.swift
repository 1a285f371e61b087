import Synchronization

/// The things of an app a check may name in its own words, and how a noun as written finds
/// one (issue 43, item 2): a screen by its title ("the timeout screen"), a control by its
/// label and role ("the close button" is the button "Close"), a field by its label ("the card
/// number"), a timer by its name ("the session", "the bank request"), and the things every
/// app of the built-in flows has (the warning, the notice, the instructions, the keypad, the
/// form, the draft).
///
/// A label matches whole, case and spacing aside; a noun that matches no label whole may be
/// the first words of exactly one (`the stay button` is read as "Stay signed in", and the
/// verdict says so). Two candidates are an error listing them; none, an error listing what the
/// app has.
public enum Thing: Hashable, Sendable {
  /// A screen, whatever it shows.
  case screen(ScreenID)
  /// A button, by its whole label.
  case control(String)
  /// A text, by its whole words (the notice, the instructions).
  case text(String)
  /// A field of a form, by its label.
  case field(String)
  /// The session's warning, as the trace knows it (`Trace.warningText`).
  case warning
  /// The passcode keypad: its keys, and the field they enter into (`field`), where the app
  /// puts focus when it moves it "to the keypad".
  case keypad(field: String)
  /// The long form: the screen showing these fields, and the fields together.
  case form([String])
  /// The draft store.
  case draft
  /// A timer, by its stable name (`session.expiry`).
  case timer(String)
}

/// A thing found for a noun, and how messages name it.
public struct FoundThing: Hashable, Sendable {
  public var thing: Thing
  /// `the button "Close"`, `the timeout screen`.
  public var name: String
  /// What a noun given as the first words of a label was read as: `read as "Stay signed in"`.
  public var readAs: String?
  /// How many fields the noun says the person typed (`the 5 fields`), which the task must have.
  public var count: Int? = nil
}

enum Nouns {
  /// The most words a noun may have.
  static let longest = 8
  /// Words that end a noun: the verbs and negations of the sentences about it.
  static let stopWords: Set<String> = [
    "is", "are", "was", "were", "be", "been", "not", "never", "no", "does", "do", "did", "doesn't", "isn't",
    "aren't", "has", "have", "can", "cannot", "can't", "still", "and", "or", "then", "receives", "gets", "appears",
    "appear", "shows", "disappears", "remains", "stays", "expires", "expire", "expired", "had", "moves", "lands",
    "goes", "runs", "times", "receive", "get", "before", "after", "until", "when", "within", "once", "it", "that",
    "they", "this", "neither", "nor", "twice", "thrice", "times",
  ]

  /// What a kind word at a noun's end says it is.
  enum Kind: Hashable, Sendable {
    case screen, control, field, timer, other
  }

  static let kindWords: [String: Kind] = [
    "button": .control, "control": .control, "link": .control, "option": .control,
    "screen": .screen, "page": .screen, "view": .screen, "dialog": .screen, "prompt": .screen, "sheet": .screen,
    "field": .field, "box": .field, "input": .field, "timer": .timer,
  ]

  /// One thing and the words that name it, without "the".
  struct Entry: Sendable {
    var thing: Thing
    var kind: Kind
    var name: String
    /// Each way of naming it in full, words lowercased.
    var names: [[String]]
    /// A label a noun may give the first words of, words lowercased: a control's or a field's.
    var label: [String]? = nil
    /// Its names without their kind word (`timeout` of `timeout screen`), which name it only
    /// with a kind word of its kind (`the timeout page`).
    var cores: [[String]] {
      names.compactMap { name in
        guard let last = name.last, Nouns.kindWords[last] == kind, name.count > 1 else { return nil }
        return Array(name.dropLast())
      }
    }
  }

  /// The things of the built-in flows every such app has, named in QA's words.
  static let builtInThings: [(names: [String], thing: Thing, name: String)] = [
    (
      [
        "warning", "session warning", "timeout warning", "session timeout warning", "inactivity warning",
        "session expiry warning", "time-out warning",
      ], .warning, "the session warning"
    ),
    (
      [
        "keypad", "keypad keys", "keys", "key", "keypad key", "number pad", "digits", "digit", "keypad digit",
        "pin pad",
      ],
      .keypad(field: ""), "the keypad"
    ),
    (
      [
        "form", "long form", "application form", "fields", "form fields", "non-sensitive fields", "allowed fields",
        "fields already typed", "typed fields", "fields typed", "entered fields", "fields entered", "input",
      ], .form([]), "the long form"
    ),
    (["draft", "saved draft", "draft store"], .draft, "the draft"),
    (["session", "user session", "login session"], .timer(TimerName.sessionExpiry.rawValue), "the session"),
    (
      ["code", "one-time code", "one time code", "otp", "verification code", "security code sent"],
      .timer(TimerName.codeExpiry.rawValue), "the one-time code"
    ),
    (
      ["token", "sign-in token", "login token", "sign in token"], .timer(TimerName.tokenExpiry.rawValue),
      "the sign-in token"
    ),
    (["slot", "appointment slot", "selected slot", "hold"], .timer("slot.hold"), "the slot's hold"),
  ]

  /// Other names of the passcode notice's close control in the built-in flows.
  static let closeNames = ["x button", "x icon", "close icon", "cross button", "cross icon"]

  /// Other names of the built-in screens.
  static let screenAliases: [ScreenID: [String]] = [
    .signIn: ["login screen", "log-in screen", "log in screen", "sign in screen", "login page", "sign-in page"],
    .faceIDPrompt: ["face id screen", "face id dialog", "face id sheet"],
    .tokenTimeout: ["timed out screen", "time-out screen", "timeout page"],
    .codeExpired: ["code expired screen"],
    .passcode: ["passcode entry screen", "pin screen"],
  ]

  /// The things `app` has, each with its names, worked out once for its description or logic.
  static func entries(of app: AppModel) -> [Entry] {
    let cache = app.logic?.nouns ?? app.content.nouns
    if let known = cache.entries.withLock({ $0 }) { return known }
    let made = entries(made: app)
    cache.entries.withLock { $0 = made }
    return made
  }

  /// The same, made.
  private static func entries(made app: AppModel) -> [Entry] {
    var entries: [Entry] = []
    func words(_ text: String) -> [String] { Token.tokenize(text).compactMap(\.word) }
    func named(_ title: String) -> [String] {
      var found = words(title)
      if found.first == "the" { found.removeFirst() }
      return found
    }
    let logic = app.logic?.initial
    if let logic {
      let titles = logic.screens.map(\.title)
      for screen in logic.screens {
        let id = ScreenID.hosted(name: screen.name, title: screen.title)
        // Its title without a bracketed aside (`About you (page 1 of 4)`), and its own name in
        // words (`aboutYou`: `about you`).
        let title = String(screen.title.prefix { $0 != "(" })
        let spoken = screen.name.reduce(into: "") { words, character in
          words += character.isUppercase ? " " + character.lowercased() : String(character)
        }
        let twice = titles.filter { $0 == screen.title }.count > 1
        entries.append(
          Entry(
            thing: .screen(id), kind: .screen, name: twice ? "\(screen.title) (screen '\(screen.name)')" : screen.title,
            names: [named(title), words(spoken)]))
      }
      for (name, _) in logic.timers {
        let spoken = name.rawValue.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" }).joined(separator: " ")
        entries.append(
          Entry(thing: .timer(name.rawValue), kind: .timer, name: "the timer '\(name)'", names: [words(spoken)]))
      }
    } else {
      let screens: [ScreenID] = [
        .signIn, .codeDetails, .codeEntry, .codeExpired, .verified, .appointments, .faceIDPrompt, .tokenTimeout,
        .biometricError, .passcode, .unlocked,
      ]
      for id in screens {
        let names = [named(id.title)] + (screenAliases[id] ?? []).map(words)
        entries.append(Entry(thing: .screen(id), kind: .screen, name: id.title, names: names))
      }
      entries.append(
        Entry(
          thing: .text(app.words[.passcodeNotice]), kind: .other, name: "the notice \"\(app.words[.passcodeNotice])\"",
          names: ["notice", "error notice", "passcode notice", "error message", "alert", "notice text"].map(words)))
      entries.append(
        Entry(
          thing: .text(app.words[.passcodeInstructions]), kind: .other,
          name: "the instructions \"\(app.words[.passcodeInstructions])\"",
          names: ["instructions", "instruction", "instruction text", "passcode instructions", "instructions text"].map(
            words)))
    }
    let fields = logic.map { $0.form.map(\.label) } ?? (app.forms.long + app.forms.details).map(\.label)
    for (names, found, name) in builtInThings {
      var thing = found == .form([]) ? .form(logic.map { $0.form.map(\.label) } ?? app.forms.long.map(\.label)) : found
      if thing == .keypad(field: "") { thing = .keypad(field: app.words[.passcodeField]) }
      if case .timer(let timer) = thing, let logic, !logic.timers.contains(where: { $0.name.rawValue == timer }) {
        continue
      }
      // A team's app has no keypad of the built-in flows, and a warning only with its timer.
      if let logic,
        found == .keypad(field: "")
          || thing == .warning && !logic.timers.contains(where: { $0.name == .sessionWarning })
      {
        continue
      }
      entries.append(Entry(thing: thing, kind: thing.kind, name: name, names: names.map(words)))
    }
    for label in app.controls {
      // The notice's close control, as people call a close icon.
      let close = logic == nil && label == app.words[.passcodeClose] ? closeNames.map(words) : []
      entries.append(
        Entry(
          thing: .control(label), kind: .control, name: "the button \"\(label)\"", names: close, label: words(label)))
    }
    for label in fields where !entries.contains(where: { $0.thing == .field(label) }) {
      entries.append(
        Entry(thing: .field(label), kind: .field, name: "the field \"\(label)\"", names: [], label: words(label)))
    }
    // The app file's aliases, each a name of the one thing its target names.
    for (thing, name) in aliasNames(of: app) {
      guard let index = entries.firstIndex(where: { $0.thing == thing }) else { continue }
      entries[index].names.append(name)
    }
    return entries
  }

  /// The thing `written` names in `app`, or why none.
  static func find(_ written: String, in app: AppModel, for state: Claim.State? = nil) -> Result<
    FoundThing, NounProblem
  > {
    let cache = app.logic?.nouns ?? app.content.nouns
    let key = (state?.rawValue ?? "") + "\u{0}" + written
    if let known = cache.found.withLock({ $0[key] }) { return known }
    let result = find(made: written, in: app, for: state)
    cache.found.withLock { known in
      // Bounded: a file of many different nouns keeps the most recent.
      if known.count >= 4096 { known.removeAll(keepingCapacity: true) }
      known[key] = result
    }
    return result
  }

  /// The same, found.
  private static func find(made written: String, in app: AppModel, for state: Claim.State?) -> Result<
    FoundThing, NounProblem
  > {
    let tokens = Token.tokenize(written)
    var words: [String] = []
    var quoted = false
    for token in tokens {
      switch token.kind {
      case .word(let word): words.append(word)
      case .quoted(let label):
        words += Token.tokenize(label).compactMap(\.word)
        quoted = true
      case .mark: break
      }
    }
    while let first = words.first, ["the", "a", "an", "its", "this", "that", "any"].contains(first) {
      words.removeFirst()
    }
    // `the 5 fields`, `all six fields`: the form's fields, as many as the task typed.
    if words.first == "all" { words.removeFirst() }
    if words.count == 2, let count = words.first.flatMap(Quantities.count), ["fields", "field"].contains(words[1]) {
      let labels = app.logic.map { $0.initial.form.map(\.label) } ?? app.forms.long.map(\.label)
      return .success(FoundThing(thing: .form(labels), name: "the \(count) fields typed", count: count))
    }
    let kind = words.last.flatMap { kindWords[$0] }
    let core = kind == nil ? words : Array(words.dropLast())
    let entries = entries(of: app)
    // Whole: as written, or, with a kind word, the rest of it naming a thing of that kind.
    var found = entries.filter { entry in
      guard !words.isEmpty else { return false }
      if entry.names.contains(words) || entry.label == words { return true }
      return kind == entry.kind && !core.isEmpty
        && (entry.cores.contains(core) || entry.label == core || kind == .screen && entry.names.contains(core))
    }
    // A kind word alone (`the button`) could be any thing of its kind.
    if found.isEmpty, core.isEmpty, let kind { found = entries.filter { $0.kind == kind } }
    var readAs: String?
    if found.isEmpty, !quoted, !core.isEmpty {
      // The first words of one label.
      found = entries.filter { entry in
        guard let label = entry.label, label.count > core.count, Array(label.prefix(core.count)) == core else {
          return false
        }
        return kind == nil || kind == entry.kind
      }
      if found.count == 1, case .control(let label) = found[0].thing { readAs = label }
      if found.count == 1, case .field(let label) = found[0].thing { readAs = label }
    }
    // A quote alone that is no control's label: a text the app shows or says.
    if found.isEmpty, tokens.count == 1, case .quoted(let text) = tokens[0].kind,
      app.couldHold(text) ?? true
    {
      return .success(FoundThing(thing: .text(text), name: "\"\(text)\""))
    }
    var distinct: [Entry] = []
    for entry in found where !distinct.contains(where: { $0.thing == entry.thing }) { distinct.append(entry) }
    // What the sentence can be said of: "let the bank request expire" is the timer, not the
    // screen of that title.
    if distinct.count > 1, let state {
      let fit = distinct.filter { state.applies(to: $0.thing) }
      if !fit.isEmpty { distinct = fit }
    }
    // The app's own screens, controls and texts before the things of the flows, and those
    // before a timer: "the session warning" is the screen of that title, else the warning,
    // and only then the timer that brings it up.
    for rank in 0..<2 where distinct.count > 1 {
      let preferred = distinct.filter { $0.thing.rank <= rank }
      if !preferred.isEmpty { distinct = preferred }
    }
    guard distinct.count == 1 else {
      if distinct.isEmpty {
        let known = entries.map(\.name)
        let close = Similarity.closest(
          to: written,
          among: entries.flatMap { entry in
            entry.names.map { "the " + $0.joined(separator: " ") }
              + (entry.label.map { ["the " + $0.joined(separator: " ")] } ?? [])
          }, cutoff: 0.6, limit: 2)
        return .failure(NounProblem(written: written, candidates: [], known: known, close: close))
      }
      return .failure(NounProblem(written: written, candidates: distinct.map(\.name), known: [], close: []))
    }
    return .success(FoundThing(thing: distinct[0].thing, name: distinct[0].name, readAs: readAs.map { "\"\($0)\"" }))
  }
}
