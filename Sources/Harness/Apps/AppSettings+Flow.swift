extension AppSettings {
  /// The keys an app file with a `flow` may have beside it: the flow is the whole app, so the
  /// built-in flows' sections (`session`, `words`, `forms`, …) have nothing to set.
  static let flowFileKeys = ["name", "flow", "pace"]
  static let flowKeys = ["form", "screens", "start", "on"]
  /// The keys a flow may leave out.
  static let flowOptionalKeys = ["counters", "session", "sameTimers"]
  static let flowLimits = (screens: 100, elements: 200, rules: 1000, effects: 100)

  /// The app an app file's `flow` describes, run as its logic.
  static func flowApp(from object: [String: ConfigValue], name: String) -> Result<AppModel, AppSettingProblems> {
    var problems: [AppSettingProblem] = []
    var appName = name
    for key in object.keys.sorted() where !isComment(key) && !flowFileKeys.contains(key) {
      problems.append(
        AppSettingProblem(
          path: [key],
          message:
            "an app file with 'flow' gives its own screens and transitions, so '\(key)', a key of the built-in flows, does not apply; leave it out (beside 'flow' go only 'name' and 'pace')"
        ))
    }
    if let given = object["name"] {
      if case .string(let text) = given, !text.isEmpty {
        appName = text
      } else {
        problems.append(AppSettingProblem(path: ["name"], message: "'name' must be text"))
      }
    }
    var reader = FlowReader()
    let flow = reader.flow(object["flow"] ?? .null)
    problems += reader.problems
    guard let flow, problems.isEmpty else { return .failure(AppSettingProblems(problems: problems)) }
    var app = AppModel(flow: flow, named: appName)
    if let pace = object["pace"] { problems += applyPace(pace, to: &app) }
    return problems.isEmpty ? .success(app) : .failure(AppSettingProblems(problems: problems))
  }
}

/// Reads a `flow` object, every problem at the keys that lead to it.
struct FlowReader {
  var problems: [AppSettingProblem] = []
  /// Each element's `if.screen`, with where: each must be a screen the flow has.
  var screenConditions: [(screen: String, path: [String], place: String)] = []
  enum Named { case screen, timer }
  /// Each screen or timer a condition names beside an element's `if.screen`, with where: each
  /// must be one the flow has, or one an effect starts.
  var conditionNames: [(kind: Named, name: String, key: String, path: [String], place: String)] = []

  mutating func problem(_ path: [String], _ message: String) {
    problems.append(AppSettingProblem(path: ["flow"] + path, message: message))
  }

  mutating func flow(_ value: ConfigValue) -> Flow? {
    guard case .object(let keys) = value else {
      problem([], "'flow' must be an object with 'form', 'screens', 'start' and 'on', not \(value.kindName)")
      return nil
    }
    let known = AppSettings.flowKeys + AppSettings.flowOptionalKeys
    for key in keys.keys.sorted() where !AppSettings.isComment(key) && !known.contains(key) {
      let hint = Similarity.suggestion(Similarity.closest(to: key, among: known, cutoff: 0.5))
      problem([key], "unknown key 'flow.\(key)'\(hint)")
    }
    for key in AppSettings.flowKeys where keys[key] == nil {
      problem([], "'flow' lacks '\(key)'; a flow needs 'form', 'screens', 'start' and 'on'")
    }
    var form: [Field] = []
    if let given = keys["form"] {
      switch AppSettings.fields(given, form: "form", in: "flow") {
      case .success(let fields): form = fields
      case .failure(let failure): problems.append(failure)
      }
    }
    var seen = Set<String>()
    for field in form where !seen.insert(field.label.lowercased()).inserted {
      problem(
        ["form", field.label], "the field '\(field.label)' is in 'flow.form' twice; each needs a label of its own")
    }
    let screens = keys["screens"].map { self.screens($0, form: form) } ?? []
    // With no screen read, every rule that names one would be a problem of this one alone.
    guard !screens.isEmpty else { return nil }
    let names = Set(screens.map(\.name))
    var context = Context(form: form, screens: names, labels: Self.labels(of: screens, form: form))
    let session = keys["session"].flatMap { self.session($0) }
    if let session {
      context.session = true
      context.started.insert(TimerName.sessionExpiry.rawValue)
      if session.warningLead != nil { context.started.insert(TimerName.sessionWarning.rawValue) }
      if session.maximumWarningLead != nil { context.started.insert(TimerName.sessionMaximumWarning.rawValue) }
    }
    let twins = keys["sameTimers"].map { sameTimers($0) } ?? [:]
    let startedBefore = context.started
    for name in twins.keys { context.started.insert(name.rawValue) }
    let start = keys["start"].map { effects($0, at: ["start"], place: "'flow.start'", context: &context) } ?? []
    let rules = keys["on"].map { self.rules($0, context: &context) } ?? []
    let scopes = keys["counters"].map { counterScopes($0, start: start, rules: rules) } ?? [:]
    // Each pair must be one timer an effect starts, or the declared session's.
    var startedHere = startedBefore
    for case .start(let name, _) in (start + rules.flatMap(\.effects)).map(\.base) {
      startedHere.insert(name.rawValue)
    }
    for (name, twin) in twins where name.rawValue < twin.rawValue {
      guard !startedHere.contains(name.rawValue) && !startedHere.contains(twin.rawValue) else { continue }
      problem(["sameTimers"], "'flow.sameTimers' makes '\(name)' and '\(twin)' one timer, but no effect starts either")
    }
    guard problems.isEmpty else { return nil }
    guard
      let first = start.lazy.compactMap({ effect -> String? in
        if case .show(let name) = effect { return name } else { return nil }
      }).first
    else {
      problem(
        ["start"], "'flow.start' shows no screen; begin it with { \"show\": \"\(screens.first?.name ?? "home")\" }")
      return nil
    }
    for use in context.timerUses where !context.started.contains(use.timer) {
      let hint = Similarity.suggestion(Similarity.closest(to: use.timer, among: context.started.sorted(), cutoff: 0.5))
      problem(use.path, "\(use.place) \(use.verb) the timer '\(use.timer)', but no effect starts it\(hint)")
    }
    var counted = Set(context.session ? [Flow.Session.extensionCounter] : [])
    for case .add(let name) in (start + rules.flatMap(\.effects)).map(\.base) { counted.insert(name) }
    for use in context.counterUses where !counted.contains(use.counter) {
      let hint = Similarity.suggestion(Similarity.closest(to: use.counter, among: counted.sorted(), cutoff: 0.5))
      problem(
        use.path,
        "what \(use.place) announces has the placeholder '{\(use.counter)}', but no effect adds to a counter of "
          + "that name\(hint); an announcement may hold '{TIMER.left}', the time left on a timer the flow starts "
          + "('{session.expiry.left}'), or '{COUNTER}', the value of a counter an effect adds to")
    }
    checkConditionNames(context)
    for use in screenConditions where !names.contains(use.screen) {
      problem(
        use.path,
        "\(use.place) shows only on the screen '\(use.screen)', which 'flow.screens' does not have\(hint(use.screen, context))"
      )
    }
    guard problems.isEmpty else { return nil }
    let ordered = screens.filter { $0.name == first } + screens.filter { $0.name != first }.sorted { $0.name < $1.name }
    return Flow(
      form: form, screens: ordered, start: start, rules: rules, counterScopes: scopes, session: session, twins: twins)
  }

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

  /// What the rules and effects may name.
  struct Context {
    var form: [Field]
    var screens: Set<String>
    /// Every element's label on any screen, lowercased, with whether it is a button.
    var labels: [String: Bool]
    var started: Set<String> = []
    /// Whether the flow declares a session (`flow.session`), which `restart` needs.
    var session = false
    /// Each timer a rule waits for or an effect extends or cancels, with where: each must be
    /// one an effect starts.
    var timerUses: [(timer: String, verb: String, path: [String], place: String)] = []
    /// Each counter an announcement says (`{COUNTER}`), with where: each must be one an
    /// effect adds to, or the declared session's `session.extensions`.
    var counterUses: [(counter: String, path: [String], place: String)] = []
  }

  static func labels(of screens: [Flow.Screen], form: [Field]) -> [String: Bool] {
    var labels: [String: Bool] = [:]
    for field in form { labels[field.label.lowercased()] = false }
    for screen in screens {
      for case .element(let element, _) in screen.shows {
        labels[element.label.lowercased()] = (labels[element.label.lowercased()] ?? false) || element.role == .button
      }
    }
    return labels
  }

  // MARK: Screens

  mutating func screens(_ value: ConfigValue, form: [Field]) -> [Flow.Screen] {
    guard case .object(let entries) = value, !entries.keys.filter({ !AppSettings.isComment($0) }).isEmpty else {
      problem(["screens"], "'flow.screens' must be an object of screens by name, with at least one")
      return []
    }
    let names = entries.keys.filter { !AppSettings.isComment($0) }.sorted()
    guard names.count <= AppSettings.flowLimits.screens else {
      problem(["screens"], "'flow.screens' has \(names.count) screens; a flow may have at most 100")
      return []
    }
    return names.compactMap { name in screen(name, entries[name] ?? .null, form: form) }
  }

  mutating func screen(_ name: String, _ value: ConfigValue, form: [Field]) -> Flow.Screen? {
    let path = ["screens", name]
    guard Self.isName(name) else {
      problem(path, "the screen name '\(name)' must be letters and digits, starting with a letter (\"checkout\")")
      return nil
    }
    guard case .object(let keys) = value else {
      problem(path, "the screen '\(name)' must be an object: { \"title\": …, \"shows\": [ … ] }")
      return nil
    }
    for key in keys.keys.sorted() where !AppSettings.isComment(key) && key != "title" && key != "shows" {
      let hint = Similarity.suggestion(Similarity.closest(to: key, among: ["title", "shows"], cutoff: 0.5))
      problem(path + [key], "unknown key '\(key)' in the screen '\(name)'\(hint)")
    }
    var title = "the \(name) screen"
    if let given = keys["title"] {
      if case .string(let text) = given {
        if let wrong = AppSettings.wordProblem(text, placeholders: []) {
          problem(path + ["title"], "the title of the screen '\(name)' \(wrong)")
        } else {
          title = text
        }
      } else {
        problem(path + ["title"], "the title of the screen '\(name)' must be text, not \(given.kindName)")
      }
    }
    guard case .array(let items)? = keys["shows"], items.count <= AppSettings.flowLimits.elements else {
      problem(
        path,
        "the screen '\(name)' needs 'shows': a list of \"form\", { \"text\": … } and { \"button\": … }, at most 200")
      return nil
    }
    var shows: [Flow.Shown] = []
    var kinds: [String] = []
    // Each control's label as read, with the first that had it: two controls with one label on
    // a screen could not be told apart by the person or by a check, whatever their `if`.
    var controls: [String: String] = [:]
    for (index, item) in items.enumerated() {
      let place = "item \(index + 1) of the screen '\(name)'"
      if case .string("form") = item {
        kinds.append("form")
        shows.append(.form)
        for field in form {
          if let first = controls.updateValue("the field '\(field.label)'", forKey: field.label.asRead) {
            problem(path + ["shows"] + kinds, sharedLabel(field.label, first: first, screen: name))
          }
        }
        continue
      }
      if case .object(let element) = item, let given = element["fields"] {
        kinds.append("fields")
        let at = path + ["shows"] + kinds
        if let extra = element.keys.sorted().first(where: { !AppSettings.isComment($0) && $0 != "fields" }) {
          problem(at, "\(place) has '\(extra)' beside 'fields'; a page of the form takes only its fields")
          continue
        }
        guard case .array(let labels) = given, !labels.isEmpty else {
          problem(at, "'fields' in \(place) must be a list of the labels of 'flow.form' it shows")
          continue
        }
        var shown: [String] = []
        for label in labels {
          guard case .string(let text) = label,
            let field = form.first(where: { $0.label.lowercased() == text.lowercased() })
          else {
            var hint = ""
            if case .string(let text) = label {
              hint = Similarity.suggestion(Similarity.closest(to: text, among: form.map(\.label), cutoff: 0.5))
            }
            let given = AppSettings.describe(label)
            problem(at, "'fields' in \(place) names \(given), which 'flow.form' does not have\(hint)")
            continue
          }
          if let first = controls.updateValue("the field '\(field.label)'", forKey: field.label.asRead) {
            problem(at, sharedLabel(field.label, first: first, screen: name))
            continue
          }
          shown.append(field.label)
        }
        shows.append(.fields(shown))
        continue
      }
      guard case .object(let element) = item, let kind = ["text", "button"].first(where: { element[$0] != nil }) else {
        var hint = ""
        if case .object(let element) = item, let key = element.keys.sorted().first {
          hint = Similarity.suggestion(Similarity.closest(to: key, among: ["text", "button"], cutoff: 0.5))
        } else if case .string(let word) = item {
          hint = Similarity.suggestion(Similarity.closest(to: word, among: ["form"], cutoff: 0.5))
        }
        problem(path + ["shows"] + kinds, "\(place) must be \"form\", { \"text\": … } or { \"button\": … }\(hint)")
        continue
      }
      kinds.append(kind)
      if let shown = self.element(element, kind: kind, at: path + ["shows"] + kinds, place: place) {
        shows.append(shown)
        if case .element(let control, _) = shown, control.role != .text,
          let first = controls.updateValue("the button '\(control.label)'", forKey: control.label.asRead)
        {
          problem(path + ["shows"] + kinds, sharedLabel(control.label, first: first, screen: name))
        }
      }
    }
    return Flow.Screen(name: name, title: title, shows: shows)
  }

  /// The problem of a second control labelled `label` on the screen `screen`.
  func sharedLabel(_ label: String, first: String, screen: String) -> String {
    "'\(label)' is a second control with one label on the screen '\(screen)' (\(first) is the first); a person, and a check naming the label, could not tell them apart, whatever their 'if': give each a label of its own, and let rules with 'if' decide what one button does"
  }

  mutating func element(_ keys: [String: ConfigValue], kind: String, at path: [String], place: String) -> Flow.Shown? {
    let allowed = kind == "button" ? ["button", "does", "if"] : ["text", "if"]
    for key in keys.keys.sorted() where !AppSettings.isComment(key) && !allowed.contains(key) {
      let hint = Similarity.suggestion(Similarity.closest(to: key, among: allowed, cutoff: 0.5))
      problem(path + [key], "unknown key '\(key)' in \(place)\(hint)")
      return nil
    }
    guard case .string(let label)? = keys[kind] else {
      problem(path, "'\(kind)' in \(place) must be text")
      return nil
    }
    if let wrong = AppSettings.wordProblem(label, placeholders: []) {
      problem(path, "the \(kind) of \(place) \(wrong)")
      return nil
    }
    var action: Element.Action?
    if let does = keys["does"] {
      do {
        action =
          switch try AppSettings.choice(does, Flow.does) {
          case "staySignedIn": .staySignedIn
          case "saveAndSignOut": .saveAndSignOut
          case "sendCode": .sendCode
          case "navigate": .navigate
          default: .signIn
          }
      } catch {
        problem(path + ["does"], "'does' in \(place) \(error.message)")
        return nil
      }
    }
    let condition = keys["if"].map { self.condition($0, at: path + ["if"], place: place) } ?? .always
    if let screen = condition.screen {
      screenConditions.append((screen, path + ["if"], "the \(kind) '\(label)' in \(place)"))
    }
    return .element(Element(label, role: kind == "button" ? .button : .text, action: action), when: condition)
  }

}
