/// A flow run as an app's logic.
struct FlowLogic: AppLogic {
  let flow: Flow
  var current: String
  /// The overlays on top of `current`, the last on top.
  var overlays: [String] = []
  var counters: [String: Int] = [:]
  /// The timers running now, as the engine runs them: started, not yet run out nor cancelled.
  var running: Set<TimerName> = []
  /// The instant the app is at, and the one the session began (its maximum counts from it).
  var now: VirtualInstant = .start
  var sessionStart: VirtualInstant = .start
  /// When each running timer runs out, so a session's maximum caps what moves it.
  var ends: [TimerName: VirtualInstant] = [:]
  /// The app the person is in, or last came back from, and what they answered there.
  var away: Flow.OtherApp?
  var outcome: Flow.HandOffOutcome = .noAnswer

  init(_ flow: Flow) {
    self.flow = flow
    current = flow.screens.first?.name ?? ""
  }

  var form: [Field] { flow.form }

  var vocabulary: [Element] { screens.flatMap(\.elements) }

  var screens: [AppScreen] {
    flow.screens.map { screen in
      AppScreen(
        screen.name, title: screen.title,
        elements: screen.shows.flatMap { shown -> [Element] in
          switch shown {
          case .form: flow.form.map { Element($0.label, role: .field) }
          case .fields(let labels): labels.map { Element($0, role: .field) }
          case .element(let element, _): [element]
          }
        })
    }
  }

  /// The screen on top: an overlay hides the screen beneath it from the person, as a modal
  /// alert does from VoiceOver and Switch Control, until it closes; a condition's screen
  /// holds while that screen is showing, on top or beneath.
  var screen: AppScreen {
    let top = overlays.last ?? current
    guard let screen = flow.screen(named: top) else { return AppScreen(top, title: top, elements: []) }
    return AppScreen(screen.name, title: screen.title, elements: drawn(screen))
  }

  /// The elements of `screen` as it is drawn now: those whose conditions hold.
  private func drawn(_ screen: Flow.Screen) -> [Element] {
    screen.shows.flatMap { shown -> [Element] in
      switch shown {
      case .form: flow.form.map { Element($0.label, role: .field) }
      case .fields(let labels): labels.map { Element($0, role: .field) }
      case .element(let element, let condition): holds(condition) ? [element] : []
      }
    }
  }

  /// Why the screen on top does not draw `label`, one of its elements: the condition it shows
  /// under, with each counter it reads as it is now (`the session warning shows 'Keep working'
  /// only if session.extensions below 3, and session.extensions is 3`).
  func whyHidden(_ label: String) -> String? {
    let read = label.asRead
    guard let screen = flow.screen(named: overlays.last ?? current) else { return nil }
    for case .element(let element, let condition) in screen.shows
    where (element.label == label || element.label.asRead == read) && !holds(condition) {
      let counts = Set(condition.below.keys).union(condition.atLeast.keys).sorted().map {
        "\($0) is \(counters[$0, default: 0])"
      }
      let now = counts.isEmpty ? "" : ", and " + counts.joined(separator: ", ")
      return "\(screen.title) shows '\(element.label)' only if \(condition)\(now)"
    }
    return nil
  }

  /// Whether the screen of this name is drawn now, on top or beneath an overlay.
  func draws(_ name: String) -> Bool { current == name || overlays.contains(name) }

  /// The screen that draws `label` now, the one on top first; the one on top when none does.
  func owner(of label: String) -> String {
    let read = label.asRead
    for name in (overlays.reversed() + [current]) {
      guard let screen = flow.screen(named: name) else { continue }
      if drawn(screen).contains(where: { $0.label == label || $0.label.asRead == read }) { return name }
    }
    return overlays.last ?? current
  }

  /// The screens under the overlay on top, each as it is drawn now.
  var beneath: [Element] {
    guard !overlays.isEmpty else { return [] }
    return ([current] + overlays.dropLast()).flatMap { name in flow.screen(named: name).map(drawn) ?? [] }
  }

  func holds(_ condition: Flow.Condition) -> Bool {
    condition.holds(showing: [current] + overlays, running: running, counters: counters)
  }

  /// The timers the flow starts: the declared session's first (its expiry, its warning and the
  /// maximum's own warning, as a sign-in sets them), then each a rule or `start` starts.
  var timers: [(name: TimerName, after: VirtualDuration)] {
    var seen: [(name: TimerName, after: VirtualDuration)] = []
    if let session = flow.session {
      let length = session.maximum.map { min($0, session.length) } ?? session.length
      seen.append((.sessionExpiry, length))
      if let lead = session.warningLead { seen.append((.sessionWarning, length - lead)) }
      if let maximum = session.maximum, let lead = session.maximumWarningLead {
        seen.append((.sessionMaximumWarning, maximum - lead))
      }
    }
    for case .start(let name, let after) in (flow.start + flow.rules.flatMap(\.effects)).map(\.base)
    where !seen.contains(where: { $0.name == name }) {
      seen.append((name, after))
    }
    return seen
  }

  mutating func start() -> [AppOutput] {
    perform(flow.start + (flow.session == nil ? [] : [.restartSession]))
  }

  mutating func handle(_ event: AppEvent, at now: VirtualInstant) -> [AppOutput] {
    // A timer that runs out runs no more, in its own rule's conditions too.
    self.now = now
    if case .timerFired(let name) = event {
      running.remove(name)
      ends[name] = nil
    }
    let rule = flow.rules.first { rule in
      rule.when.matches(event, away: away, outcome: outcome) && holds(rule.condition)
    }
    let outputs = rule.map { perform($0.effects) } ?? []
    return outputs + renew(after: event)
  }

  /// The session started again by the person's activity, when the flow declares it renewed by
  /// that kind of act: only while it runs and its warning has not come (the person answers it).
  mutating func renew(after event: AppEvent) -> [AppOutput] {
    guard let session = flow.session, running.contains(.sessionExpiry) else { return [] }
    if session.warningLead != nil, !running.contains(.sessionWarning) { return [] }
    let kind: String? =
      switch event {
      case .typed: "typed"
      case .activated: "activated"
      default: nil
      }
    guard let kind, session.renewedBy.contains(kind) else { return [] }
    // A renewal is not an extension: only a rule's `restart` counts against the limit.
    return restartSession(extending: false)
  }

  mutating func perform(_ effects: [Flow.Effect]) -> [AppOutput] {
    // Each effect's own condition is judged as the event found the app, before any effect.
    let done = effects.compactMap { effect -> Flow.Effect? in
      guard case .only(let condition, let effect) = effect else { return effect }
      return holds(condition) ? effect.base : nil
    }
    var outputs: [AppOutput] = []
    for effect in done {
      switch effect {
      case .restartSession: outputs += restartSession()
      case .start(let name, let after): outputs += start(name, after: after)
      case .extend(let name, let by) where running.contains(name):
        outputs += start(name, after: (ends[name] ?? now) + by - now)
      case .cancel(let name):
        for timer in [name] + (flow.twins[name].map { [$0] } ?? []) { outputs += performOne(.cancel(timer)) }
      default: outputs += performOne(effect)
      }
    }
    return outputs
  }

  /// Starts `name` to run out `after` from now; within the session's maximum for its expiry.
  private mutating func start(_ name: TimerName, after: VirtualDuration) -> [AppOutput] {
    var after = after
    if name == .sessionExpiry, !running.contains(name) {
      // A session started while none runs is a sign-in: counters kept per sign-in restart,
      // and the maximum counts from now.
      for (counter, scope) in flow.counterScopes where scope == .perSignIn { counters[counter] = 0 }
      sessionStart = now
    }
    if let maximum = flow.session?.maximum, name == .sessionExpiry || name == .sessionWarning {
      let cap = sessionStart + maximum
      after = cap > now ? min(after, cap - now) : .zero
    }
    running.insert(name)
    ends[name] = now + after
    guard let twin = flow.twins[name] else { return [.arm(name, after: after)] }
    running.insert(twin)
    ends[twin] = now + after
    return [.arm(name, after: after), .arm(twin, after: after)]
  }

  /// The declared session from now: `session.expiry` for its length, `session.warning` its
  /// lead before; within the maximum, where the maximum's own warning takes the warning's
  /// place, `session.maximumWarning` set at sign-in.
  /// A renewal by activity (`extending` false) starts the length again without counting as one
  /// of the session's extensions.
  private mutating func restartSession(extending: Bool = true) -> [AppOutput] {
    guard let session = flow.session else { return [] }
    let signingIn = !running.contains(.sessionExpiry)
    if signingIn {
      counters[Flow.Session.extensionCounter] = 0
    } else if extending, let limit = session.extensions {
      // An extension past the limit extends nothing.
      guard counters[Flow.Session.extensionCounter, default: 0] < limit else { return [] }
      counters[Flow.Session.extensionCounter, default: 0] += 1
    }
    var outputs = start(.sessionExpiry, after: session.length)
    let expiry = ends[.sessionExpiry] ?? now
    let capped = session.maximum.map { expiry >= sessionStart + $0 } ?? false
    if let lead = session.warningLead {
      if capped && session.maximumWarningLead != nil {
        if running.contains(.sessionWarning) {
          running.remove(.sessionWarning)
          outputs.append(.cancel(.sessionWarning))
        }
      } else if expiry - lead > now {
        outputs += start(.sessionWarning, after: expiry - lead - now)
      }
    }
    if signingIn, let maximum = session.maximum, let lead = session.maximumWarningLead {
      outputs += start(.sessionMaximumWarning, after: maximum - lead)
    }
    return outputs
  }

  private mutating func performOne(_ effect: Flow.Effect) -> [AppOutput] {
    [effect].compactMap { effect -> AppOutput? in
      switch effect {
      case .show(let name):
        current = name
        overlays = []
        return nil
      case .overlay(let name):
        overlays.removeAll { $0 == name }
        overlays.append(name)
        return nil
      case .close(let name):
        overlays.removeAll { $0 == name }
        return nil
      case .add(let counter):
        counters[counter, default: 0] += 1
        return nil
      case .reset(let counter):
        counters[counter] = 0
        return nil
      case .only:
        // Each was unwrapped above, or left out.
        return nil
      case .restartSession:
        return nil
      case .announce(let text):
        // A counter's value as it is now; the time left on a timer is the engine's to say.
        guard text.contains("{") else { return .announce(text) }
        return .announce(
          AppWords.fill(text) { name in name.hasSuffix(".left") ? nil : String(counters[name, default: 0]) })
      case .focus(let label, nil): return .moveFocus(to: label)
      case .focus(let label, let after?): return .moveFocusLater(to: label, after: after)
      case .start(let name, let after): return .arm(name, after: after)
      case .extend(let name, let by): return .extend(name, by: by)
      case .cancel(let name):
        running.remove(name)
        ends[name] = nil
        return .cancel(name)
      case .save(let fields): return .save(fields.of(flow.form))
      case .clear(let fields): return .clear(fields.of(flow.form))
      case .restore(let fields): return .restore(fields.of(flow.form))
      }
    }
  }
}
