/// Reading a flow's rules and the events they answer, each problem at its keys.
extension FlowReader {
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
}
