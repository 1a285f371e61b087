/// Reading a flow's rules: their conditions, events and effects, each problem at its keys.
extension FlowReader {
  static let conditionKeys = ["screen", "notScreen", "running", "notRunning", "below", "atLeast"]

  mutating func condition(_ value: ConfigValue, at path: [String], place: String) -> Flow.Condition {
    guard case .object(let keys) = value else {
      problem(path, "'if' in \(place) must be an object: { \"screen\": …, \"below\": { \"COUNTER\": N } }")
      return .always
    }
    var condition = Flow.Condition()
    for key in keys.keys.sorted() where !AppSettings.isComment(key) {
      let given = keys[key] ?? .null
      switch key {
      case "screen", "notScreen":
        guard case .string(let name) = given else {
          problem(path + [key], "'if.\(key)' in \(place) must be a screen's name")
          continue
        }
        if key == "screen" {
          condition.screen = name
        } else {
          condition.notScreen = name
          conditionNames.append((.screen, name, key, path + [key], place))
        }
      case "running", "notRunning":
        guard case .string(let name) = given, !name.isEmpty else {
          problem(path + [key], "'if.\(key)' in \(place) must be a timer's name, as an effect starts it")
          continue
        }
        conditionNames.append((.timer, name, key, path + [key], place))
        if key == "running" { condition.running = TimerName(name) } else { condition.notRunning = TimerName(name) }
      case "below", "atLeast":
        guard case .object(let counters) = given else {
          problem(path + [key], "'if.\(key)' in \(place) must be an object of counters: { \"extensions\": 3 }")
          continue
        }
        for counter in counters.keys.sorted() where !AppSettings.isComment(counter) {
          if let wrong = Self.nameProblem(counter) {
            problem(path + [key, counter], "the name of the counter in 'if.\(key)' of \(place) \(wrong)")
            continue
          }
          do {
            let number = try AppSettings.count(counters[counter] ?? .null, atLeast: 0)
            if key == "below" { condition.below[counter] = number } else { condition.atLeast[counter] = number }
          } catch {
            problem(path + [key, counter], "'if.\(key).\(counter)' in \(place) \(error.message)")
          }
        }
      default:
        let hint = Similarity.suggestion(Similarity.closest(to: key, among: Self.conditionKeys, cutoff: 0.5))
        problem(
          path + [key],
          "unknown condition '\(key)' in \(place)\(hint); conditions are 'screen', 'notScreen', 'running', "
            + "'notRunning', 'below' and 'atLeast'")
      }
    }
    return condition
  }

  /// Checks each screen and timer a condition names, now that the flow's screens and the
  /// timers its effects start are known.
  mutating func checkConditionNames(_ context: Context) {
    for use in conditionNames {
      switch use.kind {
      case .screen where !context.screens.contains(use.name):
        problem(
          use.path,
          "'if.\(use.key)' in \(use.place) names the screen '\(use.name)', which 'flow.screens' does not have"
            + hint(use.name, context))
      case .timer where !context.started.contains(use.name):
        let hint = Similarity.suggestion(
          Similarity.closest(to: use.name, among: context.started.sorted(), cutoff: 0.5))
        problem(
          use.path, "'if.\(use.key)' in \(use.place) names the timer '\(use.name)', but no effect starts it\(hint)")
      default: break
      }
    }
  }

  mutating func rules(_ value: ConfigValue, context: inout Context) -> [Flow.Rule] {
    guard case .array(let items) = value, items.count <= AppSettings.flowLimits.rules else {
      problem(["on"], "'flow.on' must be a list of rules, { \"when\": …, \"do\": [ … ] }, at most 1000")
      return []
    }
    var rules: [Flow.Rule] = []
    // Each rule is found after the `when`s of the rules before it, and at its own.
    var whens = 0
    for (index, item) in items.enumerated() {
      let before = ["on"] + Array(repeating: "when", count: whens)
      let place = "rule \(index + 1) of 'flow.on'"
      guard case .object(let keys) = item else {
        problem(before, "\(place) must be an object: { \"when\": …, \"if\": …, \"do\": [ … ] }")
        continue
      }
      if keys["when"] != nil { whens += 1 }
      let path = before + (keys["when"] == nil ? [] : ["when"])
      for key in keys.keys.sorted() where !AppSettings.isComment(key) && !["when", "if", "do"].contains(key) {
        let hint = Similarity.suggestion(Similarity.closest(to: key, among: ["when", "if", "do"], cutoff: 0.5))
        problem(before + [key], "unknown key '\(key)' in \(place)\(hint)")
      }
      guard let when = keys["when"].flatMap({ event($0, at: path, place: place, context: &context) }) else {
        if keys["when"] == nil { problem(before + (keys["do"] == nil ? [] : ["do"]), "\(place) lacks 'when'") }
        continue
      }
      let condition = keys["if"].map { self.condition($0, at: path + ["if"], place: place) } ?? .always
      if let screen = condition.screen, !context.screens.contains(screen) {
        problem(
          path + ["if"],
          "\(place) is for the screen '\(screen)', which 'flow.screens' does not have\(hint(screen, context))")
      }
      let effects = keys["do"].map { self.effects($0, at: path + ["do"], place: "\(place)", context: &context) } ?? []
      if keys["do"] == nil { problem(path, "\(place) lacks 'do', the list of what the app does") }
      rules.append(Flow.Rule(when: when, condition: condition, effects: effects))
    }
    return rules
  }

  func hint(_ screen: String, _ context: Context) -> String {
    Similarity.suggestion(Similarity.closest(to: screen, among: context.screens.sorted(), cutoff: 0.5))
  }

  mutating func event(_ value: ConfigValue, at path: [String], place: String, context: inout Context) -> Flow.Event? {
    let shapes =
      "\"typed\", \"left\", \"returned\", \"touchedOutside\", { \"runsOut\": TIMER }, { \"activated\": LABEL }, "
      + "{ \"typed\": FIELD }, { \"left\": APP }, { \"returned\": APP }, "
      + "{ \"entered\": \"correct\" or \"incorrect\" } or { \"faceID\": \"passed\" or \"failed\" }"
    switch value {
    case .string("typed"): return .typed(nil)
    case .string("left"): return .left(nil)
    case .string("returned"): return .returned(nil, outcome: nil)
    case .string("touchedOutside"): return .touchedOutside
    case .object(let keys) where keys["left"] != nil || keys["returned"] != nil:
      return away(keys, at: path, place: place)
    case .object(let keys) where keys.count == 1:
      guard let (kind, given) = keys.first, case .string(let text) = given, !text.isEmpty else { break }
      let takes = ["entered": ["correct", "incorrect"], "faceID": ["passed", "failed"]]
      if let words = takes[kind], !words.contains(text) {
        let hint = Similarity.suggestion(Similarity.closest(to: text, among: words, cutoff: 0.3))
        problem(path, "'\(kind)' in \(place) is \"\(words[0])\" or \"\(words[1])\", not \"\(text)\"\(hint)")
        return nil
      }
      let kinds = ["runsOut", "activated", "typed", "entered", "faceID"]
      if !kinds.contains(kind) {
        let hint = Similarity.suggestion(
          Similarity.closest(to: kind, among: kinds + ["left", "returned"], cutoff: 0.5))
        problem(path, "'\(kind)' in \(place) is not an event ('when' is \(shapes))\(hint)")
        return nil
      }
      switch kind {
      case "entered": return .entered(correct: text == "correct")
      case "faceID": return .faceID(passed: text == "passed")
      case "runsOut":
        if let wrong = Self.nameProblem(text) {
          problem(path, "the name of the timer in \(place) \(wrong)")
          return nil
        }
        context.timerUses.append((text, "waits for", path, place))
        return .runsOut(TimerName(text))
      case "activated":
        guard context.labels[text.lowercased()] == true else {
          problem(path, "\(place) waits for '\(text)' to be activated, but no screen shows a button with that label")
          return nil
        }
        return .activated(text)
      case "typed":
        guard context.form.contains(where: { $0.label.lowercased() == text.lowercased() }) else {
          problem(path, "\(place) waits for the field '\(text)', which 'flow.form' does not have")
          return nil
        }
        return .typed(text)
      default: break
      }
    default: break
    }
    problem(path, "'when' in \(place) must be \(shapes), not \(AppSettings.describe(value))")
    return nil
  }

  /// `{ "left": APP }`, `{ "returned": APP }`, `{ "returned": "bankingApp", "outcome": OUTCOME }`.
  mutating func away(_ keys: [String: ConfigValue], at path: [String], place: String) -> Flow.Event? {
    let kind = keys["left"] != nil ? "left" : "returned"
    let apps = Flow.OtherApp.allCases.map(\.rawValue)
    let outcomes = Flow.HandOffOutcome.allCases.map(\.rawValue)
    let allowed = kind == "left" ? ["left"] : ["returned", "outcome"]
    if let extra = keys.keys.sorted().first(where: { !AppSettings.isComment($0) && !allowed.contains($0) }) {
      let hint = Similarity.suggestion(Similarity.closest(to: extra, among: allowed, cutoff: 0.5))
      let takes = kind == "left" ? "takes nothing beside it" : "takes only 'outcome' beside it"
      problem(path, "'\(kind)' in \(place) has '\(extra)' beside it\(hint); '\(kind)' \(takes)")
      return nil
    }
    guard case .string(let text) = keys[kind] ?? .null, let app = Flow.OtherApp(rawValue: text) else {
      var hint = ""
      if case .string(let text) = keys[kind] ?? .null {
        hint = Similarity.suggestion(Similarity.closest(to: text, among: apps, cutoff: 0.3))
      }
      let given = keys[kind].map { AppSettings.describe($0) } ?? "nothing"
      problem(
        path,
        "'\(kind)' in \(place) names the other app, \"passwordManager\", \"bankingApp\" or \"anotherApp\", "
          + "not \(given)\(hint)")
      return nil
    }
    guard kind == "returned" else { return .left(app) }
    guard let given = keys["outcome"] else { return .returned(app, outcome: nil) }
    guard case .string(let text) = given, let outcome = Flow.HandOffOutcome(rawValue: text) else {
      var hint = ""
      if case .string(let text) = given {
        hint = Similarity.suggestion(Similarity.closest(to: text, among: outcomes, cutoff: 0.3))
      }
      problem(
        path + ["outcome"],
        "'outcome' in \(place) is \"approved\", \"declined\" or \"noAnswer\", not \(AppSettings.describe(given))"
          + hint)
      return nil
    }
    guard app == .bankingApp else {
      problem(
        path + ["outcome"],
        "'outcome' in \(place) is what the person answered in the banking app, and \(app.words) asks nothing; "
          + "write { \"returned\": \"bankingApp\", \"outcome\": \"\(text)\" }, or leave 'outcome' out")
      return nil
    }
    return .returned(app, outcome: outcome)
  }

  static let verbs = [
    "show", "overlay", "close", "announce", "focus", "start", "extend", "cancel", "hold", "release", "save", "clear",
    "restore", "add", "reset", "restart",
  ]
  /// What an effect may give beside its verb.
  static let companions = ["start": "after", "focus": "after", "extend": "by", "hold": "for"]

  mutating func effects(_ value: ConfigValue, at path: [String], place: String, context: inout Context) -> [Flow.Effect]
  {
    guard case .array(let items) = value, items.count <= AppSettings.flowLimits.effects else {
      problem(path, "\(place) must be a list of effects such as { \"show\": SCREEN }, at most 100")
      return []
    }
    var effects: [Flow.Effect] = []
    var verbs: [String] = []
    for (index, item) in items.enumerated() {
      let which = "effect \(index + 1) of \(place)"
      guard case .object(let keys) = item, let verb = Self.verbs.first(where: { keys[$0] != nil }) else {
        let known = Self.verbs.map { "'\($0)'" }.joined(separator: ", ")
        guard case .object(let keys) = item, let key = keys.keys.sorted().first(where: { !AppSettings.isComment($0) })
        else {
          problem(path + verbs, "\(which) must be an object with one of \(known)")
          continue
        }
        let hint = Similarity.suggestion(Similarity.closest(to: key, among: Self.verbs, cutoff: 0.5))
        problem(path + verbs + [key], "\(which) has '\(key)', which is not an effect (they are \(known))\(hint)")
        continue
      }
      verbs.append(verb)
      let allowed = [verb, "if"] + (Self.companions[verb].map { [$0] } ?? [])
      if let extra = keys.keys.sorted().first(where: { !AppSettings.isComment($0) && !allowed.contains($0) }) {
        let fix =
          Self.companions[verb].map { "'\(verb)' gives its length as '\($0)' and may have an 'if'" }
          ?? "'\(verb)' takes only an 'if' beside it"
        problem(path + verbs, "\(which) has '\(extra)' beside '\(verb)'; \(fix), and an effect does one thing")
        continue
      }
      guard let effect = self.effect(verb, keys, at: path + verbs, place: which, context: &context) else { continue }
      guard let given = keys["if"] else {
        effects.append(effect)
        continue
      }
      let condition = self.condition(given, at: path + verbs + ["if"], place: which)
      if let screen = condition.screen {
        conditionNames.append((.screen, screen, "screen", path + verbs + ["if"], which))
      }
      effects.append(condition == .always ? effect : .only(condition, effect))
    }
    return effects
  }

  mutating func effect(
    _ verb: String, _ keys: [String: ConfigValue], at path: [String], place: String, context: inout Context
  ) -> Flow.Effect? {
    let given = keys[verb] ?? .null
    switch verb {
    case "save", "clear", "restore":
      guard let fields = fields(given, at: path, place: place, context: context) else { return nil }
      return verb == "save" ? .save(fields) : verb == "clear" ? .clear(fields) : .restore(fields)
    default: break
    }
    guard case .string(let text) = given, !text.isEmpty else {
      problem(path, "'\(verb)' in \(place) must be text, not \(given.kindName)")
      return nil
    }
    let named = ["start", "extend", "hold", "cancel", "release", "add", "reset"]
    if named.contains(verb), let wrong = Self.nameProblem(text) {
      let counter = verb == "add" || verb == "reset"
      problem(path, "the name \(counter ? "of the counter" : "of the timer") in \(place) \(wrong)")
      return nil
    }
    switch verb {
    case "show", "overlay", "close":
      guard context.screens.contains(text) else {
        let does = verb == "close" ? "closes" : "shows"
        problem(path, "\(place) \(does) '\(text)', which 'flow.screens' does not have\(hint(text, context))")
        return nil
      }
      return verb == "show" ? .show(text) : verb == "overlay" ? .overlay(text) : .close(text)
    case "announce":
      // `{TIMER.left}`: the time left on a timer the flow starts, as it is when said;
      // `{COUNTER}`: a counter's value then (a queue position, the tries left).
      var named: [String] = []
      for name in AppWords.placeholders(in: text) {
        if name.hasSuffix(".left"), name.count > 5 {
          context.timerUses.append((String(name.dropLast(5)), "says the time left on", path, place))
        } else if let wrong = Self.nameProblem(name) {
          problem(
            path,
            "what \(place) announces has the placeholder '{\(name)}', whose name \(wrong); an announcement may "
              + "hold '{TIMER.left}', the time left on a timer the flow starts ('{session.expiry.left}'), or "
              + "'{COUNTER}', the value of a counter an effect adds to")
          return nil
        } else {
          context.counterUses.append((name, path, place))
        }
        named.append(name)
      }
      if let wrong = AppSettings.wordProblem(text, placeholders: named) {
        problem(path, "what \(place) announces \(wrong)")
      }
      return .announce(text)
    case "focus":
      guard context.labels[text.lowercased()] != nil else {
        problem(path, "\(place) moves focus to '\(text)', which no screen shows")
        return nil
      }
      guard let after = keys["after"] else { return .focus(text, after: nil) }
      return duration(after, named: "after", in: place, at: path).map { .focus(text, after: $0) }
    case "start", "extend", "hold":
      let key = Self.companions[verb] ?? "after"
      guard let given = keys[key] else {
        let (does, says) =
          switch verb {
          case "start": ("starts", "when it runs out")
          case "extend": ("extends", "by how much")
          default: ("holds", "for how long")
          }
        problem(path, "\(place) \(does) '\(text)' but does not say \(says): add \"\(key)\": \"10 minutes\"")
        return nil
      }
      guard let length = duration(given, named: key, in: place, at: path) else { return nil }
      switch verb {
      case "start":
        context.started.insert(text)
        return .start(TimerName(text), after: length)
      case "hold":
        context.started.insert(TimerName.hold(text).rawValue)
        return .start(.hold(text), after: length)
      default:
        context.timerUses.append((text, "extends", path, place))
        return .extend(TimerName(text), by: length)
      }
    case "cancel":
      context.timerUses.append((text, "cancels", path, place))
      return .cancel(TimerName(text))
    case "release":
      context.timerUses.append((TimerName.hold(text).rawValue, "releases '\(text)' on", path, place))
      return .cancel(.hold(text))
    case "reset": return .reset(text)
    case "restart":
      guard text == "session", context.session else {
        problem(
          path,
          text == "session"
            ? "\(place) restarts the session, but the flow declares none: give 'flow.session' its 'length'"
            : "'restart' in \(place) takes \"session\", not \"\(text)\"")
        return nil
      }
      return .restartSession
    default: return .add(text)
    }
  }

  /// The length `key` of `place` gives, or nil with a problem.
  mutating func duration(_ value: ConfigValue, named key: String, in place: String, at path: [String])
    -> VirtualDuration?
  {
    do {
      return try AppSettings.duration(value, positive: true)
    } catch {
      problem(path + [key], "'\(key)' in \(place) \(error.message)")
      return nil
    }
  }

  mutating func fields(_ value: ConfigValue, at path: [String], place: String, context: Context) -> Flow.Fields? {
    switch value {
    case .string("all"): return .all
    case .string("nonSensitive"): return .nonSensitive
    case .array(let items):
      var labels: [String] = []
      for item in items {
        guard case .string(let label) = item,
          let field = context.form.first(where: { $0.label.lowercased() == label.lowercased() })
        else {
          problem(path, "\(place) names \(AppSettings.describe(item)), which is not a field of 'flow.form'")
          return nil
        }
        labels.append(field.label)
      }
      return .labels(labels)
    default:
      problem(
        path,
        "\(place) takes \"all\", \"nonSensitive\" or a list of the form's labels, not \(AppSettings.describe(value))")
      return nil
    }
  }

  /// The longest a timer's or a counter's name may be: the trace and the reports write it at
  /// every firing, so a long one would multiply their size.
  static let nameLimit = 100

  /// What is wrong with a timer's or a counter's name, if anything: too long, or holding a
  /// character that is not printed (a control character or a line break).
  static func nameProblem(_ name: String) -> String? {
    if name.utf8.count > nameLimit * 4 || name.unicodeScalars.count > nameLimit {
      return "is \(name.unicodeScalars.count) characters long; a name may have at most \(nameLimit)"
    }
    if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "holds a control character; a name is printed in the timeline and the reports"
    }
    return nil
  }

  static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, name.count <= 64 else { return false }
    return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }
}
