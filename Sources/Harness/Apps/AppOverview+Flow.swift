/// A flow's overview: its screens by name with each element's condition, its timers with
/// what starts, moves, stops and answers each, its rules in a line each, and its counters
/// with what adds to them and what they decide. Everything a check's verdict depends on.
extension AppOverview {
  static func parts(of flow: Flow) -> (
    screens: [Screen], timers: [TimerEntry], rules: [String], counters: [CounterEntry]
  ) {
    let screens = flow.screens.map { screen in
      let id = ScreenID.hosted(name: screen.name, title: screen.title)
      var shown: [(element: Element, condition: Flow.Condition)] = []
      for item in screen.shows {
        switch item {
        case .form: shown += flow.form.map { (Element($0.label, role: .field), Flow.Condition.always) }
        case .fields(let labels): shown += labels.map { (Element($0, role: .field), Flow.Condition.always) }
        case .element(let element, let condition): shown.append((element, condition))
        }
      }
      let elements = shown.map(\.element)
      return Screen(
        id: id, title: screen.title, name: screen.name, state: nil,
        elements: shown.indices.map { index in
          Entry(
            name: Trace.Frame.name(of: index, in: elements, on: id), role: elements[index].role,
            label: elements[index].label,
            condition: shown[index].condition == .always ? nil : shown[index].condition.description)
        })
    }
    return (screens, timers(of: flow), flow.rules.map(\.description), counters(of: flow))
  }

  /// Each timer the flow names, in the order it first appears, with what starts, moves, stops
  /// and answers it: `started by the start, rules 3, 5; stopped by rule 4; answered by rule 2`.
  private static func timers(of flow: Flow) -> [TimerEntry] {
    var order: [TimerName] = []
    var durations: [TimerName: [VirtualDuration]] = [:]
    // For each timer, each verb (`started`, `extended by 10 minutes`, …) with its places.
    var uses: [TimerName: [(verb: String, places: [String])]] = [:]
    func use(_ name: TimerName, _ verb: String, _ place: String) {
      if !order.contains(name) { order.append(name) }
      if let index = uses[name, default: []].firstIndex(where: { $0.verb == verb }) {
        if !uses[name, default: []][index].places.contains(place) {
          uses[name, default: []][index].places.append(place)
        }
      } else {
        uses[name, default: []].append((verb, [place]))
      }
    }
    func read(_ effects: [Flow.Effect], by place: String) {
      for effect in effects.map(\.base) {
        switch effect {
        case .start(let name, let after):
          if !durations[name, default: []].contains(after) { durations[name, default: []].append(after) }
          use(name, "started", place)
        case .extend(let name, let by): use(name, "extended by \(by)", place)
        case .cancel(let name): use(name, "stopped", place)
        case .restartSession:
          guard let session = flow.session else { break }
          read([.start(.sessionExpiry, after: session.length)], by: place)
          if let lead = session.warningLead { read([.start(.sessionWarning, after: session.length - lead)], by: place) }
        default: break
        }
      }
    }
    read(flow.start, by: "the start")
    if let session = flow.session {
      read([.restartSession], by: "the session")
      if let maximum = session.maximum, let lead = session.maximumWarningLead {
        read([.start(.sessionMaximumWarning, after: maximum - lead)], by: "each sign-in")
      }
    }
    for (index, rule) in flow.rules.enumerated() {
      read(rule.effects, by: "rule \(index + 1)")
      if case .runsOut(let name) = rule.when { use(name, "answered", "rule \(index + 1)") }
    }
    // What each timer's running decides, after what moves it.
    var reads: [TimerName: [(verb: String, places: [String])]] = [:]
    func note(_ condition: Flow.Condition, at place: String) {
      for (timer, verb) in [(condition.running, "read as running"), (condition.notRunning, "read as not running")] {
        guard let timer else { continue }
        if let index = reads[timer, default: []].firstIndex(where: { $0.verb == verb }) {
          if !reads[timer, default: []][index].places.contains(place) {
            reads[timer, default: []][index].places.append(place)
          }
        } else {
          reads[timer, default: []].append((verb, [place]))
        }
      }
    }
    for (index, rule) in flow.rules.enumerated() {
      note(rule.condition, at: "rule \(index + 1)")
      for case .only(let condition, _) in rule.effects { note(condition, at: "rule \(index + 1)") }
    }
    for screen in flow.screens {
      for case .element(let element, let condition) in screen.shows {
        note(condition, at: "\(element.role.rawValue) \"\(element.label)\" on '\(screen.name)'")
      }
    }
    return order.map { name in
      var about = uses[name, default: []].map { "\($0.verb) by \(places($0.places))" }
      if !about.contains(where: { $0.hasPrefix("answered") }) { about.append("no rule answers it running out") }
      about += reads[name, default: []].map { "\($0.verb) by \(places($0.places))" }
      if let twin = flow.twins[name] { about.append("one timer with '\(twin)'") }
      if name == .sessionExpiry, let session = flow.session {
        if !session.renewedBy.isEmpty {
          let acts = session.renewedBy.map { $0 == "typed" ? "field typed" : "control activated" }
          about.append("renewed by each " + acts.joined(separator: " or ") + " before the warning")
        }
        if let maximum = session.maximum { about.append("at most \(maximum) from sign-in") }
        if let limit = session.extensions { about.append("extended at most \(limit) times a sign-in") }
      }
      // Started for different lengths in different places: the first, then the others.
      let lengths = durations[name, default: []]
      about.insert(contentsOf: lengths.dropFirst().map { "also started for \($0)" }, at: 0)
      return TimerEntry(name: name.rawValue, duration: lengths.first ?? .zero, about: about.joined(separator: "; "))
    }
  }

  /// `the start, rules 3, 5`: places in the order met, the rules' numbers after one word.
  private static func places(_ places: [String]) -> String {
    let rules = places.filter { $0.hasPrefix("rule ") }.map { $0.dropFirst(5) }
    var parts = places.filter { !$0.hasPrefix("rule ") }
    if !rules.isEmpty { parts.append((rules.count == 1 ? "rule " : "rules ") + rules.joined(separator: ", ")) }
    return parts.joined(separator: ", ")
  }

  /// Each counter the flow names, in name order, with what adds to it and what it decides.
  private static func counters(of flow: Flow) -> [CounterEntry] {
    var added: [String: [String]] = [:]
    var read: [String: [String]] = [:]
    var resetBy: [String: [String]] = [:]
    func reads(_ condition: Flow.Condition, at place: String) {
      for (name, limit) in condition.below { read[name, default: []].append("\(place) (below \(limit))") }
      for (name, limit) in condition.atLeast { read[name, default: []].append("\(place) (at least \(limit))") }
    }
    func effects(_ effects: [Flow.Effect], at place: String) {
      for effect in effects {
        if case .only(let condition, _) = effect { reads(condition, at: "an effect of \(place)") }
        switch effect.base {
        case .add(let name): added[name, default: []].append(place)
        case .reset(let name): resetBy[name, default: []].append(place)
        default: break
        }
      }
    }
    for (index, rule) in flow.rules.enumerated() {
      effects(rule.effects, at: "rule \(index + 1)")
      reads(rule.condition, at: "rule \(index + 1)")
    }
    effects(flow.start, at: "the start")
    if flow.session?.extensions != nil {
      added[Flow.Session.extensionCounter, default: []].append("each extension of the session")
    }
    for screen in flow.screens {
      for case .element(let element, let condition) in screen.shows {
        reads(condition, at: "\(element.role.rawValue) \"\(element.label)\" on '\(screen.name)'")
      }
    }
    return Set(added.keys).union(read.keys).union(resetBy.keys).sorted().map { name in
      let perSignIn =
        flow.counterScopes[name] == .perSignIn
        || (name == Flow.Session.extensionCounter && flow.session?.extensions != nil)
      var resets = perSignIn ? ["at each sign-in ('session.expiry' started anew)"] : []
      if let places = resetBy[name] { resets.append("by \(places.joined(separator: ", "))") }
      return CounterEntry(
        name: name, addedBy: added[name, default: []], readBy: read[name, default: []],
        reset: resets.isEmpty ? "never: it counts for the whole check" : resets.joined(separator: " and "))
    }
  }
}
