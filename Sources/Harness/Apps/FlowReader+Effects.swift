/// Reading a flow's effects, one verb each, and the names and durations they give, each problem at its keys.
extension FlowReader {
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
