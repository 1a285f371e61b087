extension AppSettings {
  /// The keys an app file with a `flow` may have beside it: the flow is the whole app, so the
  /// built-in flows' sections (`session`, `words`, `forms`, …) have nothing to set.
  static let flowFileKeys = ["name", "flow", "pace", "aliases"]
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
            "an app file with 'flow' gives its own screens and transitions, so '\(key)', a key of the built-in flows, does not apply; leave it out (beside 'flow' go only 'name', 'pace' and 'aliases')"
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
    if problems.isEmpty, let aliases = object["aliases"] { problems += applyAliases(aliases, to: &app) }
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
}
