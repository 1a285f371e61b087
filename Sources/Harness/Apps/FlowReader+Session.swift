/// Reading a flow's declared session, its timers in two roles and its counters, each problem at its keys.
extension FlowReader {
  /// `flow.sameTimers`: `{ "seats.hold": "session.expiry" }`, one timer in two roles, both ways.
  mutating func sameTimers(_ value: ConfigValue) -> [TimerName: TimerName] {
    guard case .object(let keys) = value else {
      problem(["sameTimers"], "'flow.sameTimers' must be an object: { \"seats.hold\": \"session.expiry\" }")
      return [:]
    }
    var twins: [TimerName: TimerName] = [:]
    for name in keys.keys.sorted() where !AppSettings.isComment(name) {
      guard case .string(let other) = keys[name] ?? .null, !other.isEmpty, other != name,
        Self.nameProblem(name) == nil, Self.nameProblem(other) == nil
      else {
        problem(["sameTimers", name], "'flow.sameTimers.\(name)' must name another timer, as an effect starts it")
        continue
      }
      guard twins[TimerName(name)] == nil, twins[TimerName(other)] == nil else {
        problem(["sameTimers", name], "'flow.sameTimers' pairs a timer twice; each timer has at most one other role")
        continue
      }
      twins[TimerName(name)] = TimerName(other)
      twins[TimerName(other)] = TimerName(name)
    }
    return twins
  }

  static let sessionKeys = ["length", "warningLead", "renewedBy", "maximum", "maximumWarningLead", "extensions"]

  /// `flow.session`: the session declared once, each problem at its key.
  mutating func session(_ value: ConfigValue) -> Flow.Session? {
    guard case .object(let keys) = value else {
      problem(["session"], "'flow.session' must be an object: { \"length\": \"15 minutes\", \"warningLead\": … }")
      return nil
    }
    for key in keys.keys.sorted() where !AppSettings.isComment(key) && !Self.sessionKeys.contains(key) {
      let hint = Similarity.suggestion(Similarity.closest(to: key, among: Self.sessionKeys, cutoff: 0.5))
      problem(["session", key], "unknown key 'flow.session.\(key)'\(hint)")
    }
    func length(_ key: String) -> VirtualDuration? {
      guard let given = keys[key] else { return nil }
      do {
        return try AppSettings.duration(given, positive: true)
      } catch {
        problem(["session", key], "'flow.session.\(key)' \(error.message)")
        return nil
      }
    }
    guard let sessionLength = length("length") else {
      if keys["length"] == nil { problem(["session"], "'flow.session' lacks 'length', how long it lasts") }
      return nil
    }
    var session = Flow.Session(length: sessionLength)
    session.warningLead = length("warningLead")
    session.maximum = length("maximum")
    session.maximumWarningLead = length("maximumWarningLead")
    if let lead = session.warningLead, lead >= sessionLength {
      problem(["session", "warningLead"], "'flow.session.warningLead' must be shorter than its 'length'")
    }
    if let maximum = session.maximum, maximum < sessionLength {
      problem(["session", "maximum"], "'flow.session.maximum' must be at least its 'length'")
    }
    if let lead = session.maximumWarningLead {
      if let maximum = session.maximum {
        if lead >= maximum {
          problem(
            ["session", "maximumWarningLead"], "'flow.session.maximumWarningLead' must be shorter than 'maximum'")
        }
      } else {
        problem(
          ["session", "maximumWarningLead"],
          "'flow.session.maximumWarningLead' has no effect: the session has no 'maximum'; give one, or leave it out")
      }
    }
    if let given = keys["extensions"] {
      do {
        session.extensions = try AppSettings.count(given, atLeast: 0)
      } catch {
        problem(["session", "extensions"], "'flow.session.extensions' \(error.message)")
      }
    }
    if let given = keys["renewedBy"] {
      guard case .array(let items) = given else {
        problem(["session", "renewedBy"], "'flow.session.renewedBy' must be a list: [\"typed\", \"activated\"]")
        return nil
      }
      for item in items {
        guard case .string(let kind) = item, Flow.Session.kinds.contains(kind) else {
          var hint = ""
          if case .string(let text) = item {
            hint = Similarity.suggestion(Similarity.closest(to: text, among: Flow.Session.kinds, cutoff: 0.3))
          }
          problem(
            ["session", "renewedBy"],
            "'flow.session.renewedBy' lists \"typed\" and \"activated\", not \(AppSettings.describe(item))\(hint)")
          continue
        }
        if !session.renewedBy.contains(kind) { session.renewedBy.append(kind) }
      }
    }
    return session
  }

  /// `flow.counters`: each counter by name with when it goes back to zero of itself,
  /// `"perCheck"` or `"perSignIn"`; each must be one an effect adds to.
  mutating func counterScopes(_ value: ConfigValue, start: [Flow.Effect], rules: [Flow.Rule]) -> [String: Flow
    .CounterScope]
  {
    let scopes = Flow.CounterScope.allCases.map(\.rawValue)
    guard case .object(let keys) = value else {
      problem(["counters"], "'flow.counters' must be an object of counters: { \"extensions\": \"perSignIn\" }")
      return [:]
    }
    var added = Set<String>()
    for case .add(let name) in (start + rules.flatMap(\.effects)).map(\.base) { added.insert(name) }
    var result: [String: Flow.CounterScope] = [:]
    for name in keys.keys.sorted() where !AppSettings.isComment(name) {
      guard case .string(let text) = keys[name] ?? .null, let scope = Flow.CounterScope(rawValue: text) else {
        let given = keys[name].map { AppSettings.describe($0) } ?? "nothing"
        var hint = ""
        if case .string(let text) = keys[name] ?? .null {
          hint = Similarity.suggestion(Similarity.closest(to: text, among: scopes, cutoff: 0.3))
        }
        problem(["counters", name], "'flow.counters.\(name)' is \"perCheck\" or \"perSignIn\", not \(given)\(hint)")
        continue
      }
      guard added.contains(name) else {
        let hint = Similarity.suggestion(Similarity.closest(to: name, among: added.sorted(), cutoff: 0.5))
        problem(["counters", name], "'flow.counters' names the counter '\(name)', but no effect adds to it\(hint)")
        continue
      }
      result[name] = scope
    }
    return result
  }
}
