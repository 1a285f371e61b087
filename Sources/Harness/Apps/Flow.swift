/// An app's screens and what moves between them, given as data: an app file's `flow`
/// (docs/app-files.md, "Screens and transitions"). It runs through `AppLogic` as a team's
/// Swift does (`FlowLogic`): the engine keeps the clock, pace, perception and trace.
///
/// Conditions stay few: which screen shows or does not, which timer runs or does not, and
/// counters below or at least a number.
public struct Flow: Hashable, Sendable {
  /// When a rule applies, an element shows or an effect is done: every part given must hold.
  public struct Condition: Hashable, Sendable {
    /// The screen that must be showing.
    public var screen: String?
    /// The screen that must not be showing (on top or beneath an overlay).
    public var notScreen: String?
    /// The timer that must be running (started, not yet run out nor cancelled).
    public var running: TimerName?
    /// The timer that must not be running.
    public var notRunning: TimerName?
    /// Counters that must be below these numbers.
    public var below: [String: Int] = [:]
    /// Counters that must be at least these numbers.
    public var atLeast: [String: Int] = [:]

    public static let always = Condition()

    /// Whether it holds with `showing` the screens drawn (the one beneath and its overlays),
    /// `running` the timers running and `counters` the counts.
    func holds(showing: [String], running timers: Set<TimerName>, counters: [String: Int]) -> Bool {
      (screen.map { showing.contains($0) } ?? true)
        && (notScreen.map { !showing.contains($0) } ?? true)
        && (running.map { timers.contains($0) } ?? true)
        && (notRunning.map { !timers.contains($0) } ?? true)
        && below.allSatisfy { counters[$0.key, default: 0] < $0.value }
        && atLeast.allSatisfy { counters[$0.key, default: 0] >= $0.value }
    }
  }

  /// A session declared once (`flow.session`): its length and warning lead, what renews it,
  /// and the longest it lasts from sign-in with that maximum's own warning. It runs on the
  /// timers the session claims read, `session.expiry` and `session.warning`.
  public struct Session: Hashable, Sendable {
    public var length: VirtualDuration
    public var warningLead: VirtualDuration?
    /// `"typed"` (any field), `"activated"` (any control): each starts the length again while
    /// the session runs and its warning has not come.
    public var renewedBy: [String] = []
    public var maximum: VirtualDuration?
    /// How long before the maximum `session.maximumWarning` runs out.
    public var maximumWarningLead: VirtualDuration?
    /// How often a `restart` while the session runs (an extension) may extend it per sign-in;
    /// counted in the counter `session.extensions`.
    public var extensions: Int?

    public static let kinds = ["typed", "activated"]
    /// The counter of extensions in this sign-in, for conditions: `{ "below": { "session.extensions": 3 } }`.
    public static let extensionCounter = "session.extensions"
  }

  /// When a counter goes back to zero of itself, beside a `reset` effect.
  public enum CounterScope: String, Hashable, Sendable, CaseIterable {
    /// It counts for the whole check.
    case perCheck
    /// It goes back to zero when the person signs in: when `session.expiry` is started while
    /// it is not running.
    case perSignIn
  }

  /// What a screen shows, in reading order: the form's fields, or one element.
  public enum Shown: Hashable, Sendable {
    case form
    /// Some of the form's fields, by label, in this order: one page of a form over screens.
    case fields([String])
    case element(Element, when: Condition)
  }

  public struct Screen: Hashable, Sendable {
    public var name: String
    public var title: String
    public var shows: [Shown]
  }

  /// What happened, as a rule's `when` names it.
  public enum Event: Hashable, Sendable {
    case runsOut(TimerName)
    case activated(String)
    /// A field was typed into: any field, or the one with this label.
    case typed(String?)
    /// The person switched to another app: any, or this one.
    case left(OtherApp?)
    /// The person came back: from any app, or from this one, with any outcome or this one.
    case returned(OtherApp?, outcome: HandOffOutcome?)
    case touchedOutside
    /// A code was entered, the right one or the wrong one.
    case entered(correct: Bool)
    case faceID(passed: Bool)

    /// Whether it names `event`, the person being in (or back from) `away` with `outcome`.
    func matches(_ event: AppEvent, away: OtherApp?, outcome: HandOffOutcome) -> Bool {
      switch (self, event) {
      case (.left(let app), .left): app.map { $0 == away } ?? true
      case (.returned(let app, let answer), .returned):
        (app.map { $0 == away } ?? true) && (answer.map { $0 == outcome } ?? true)
      case (.runsOut(let name), .timerFired(let fired)): name == fired
      case (.activated(let label), .activated(let activated)): label.lowercased() == activated.lowercased()
      case (.typed(let label), .typed(let field)): label.map { $0.lowercased() == field.label.lowercased() } ?? true
      case (.touchedOutside, .touchedOutside): true
      case (.entered(let correct), .entered(let entered)): correct == entered
      case (.faceID(let passed), .faceID(let result)): passed == result
      default: false
      }
    }
  }

  /// The app the person switches to, as a check names it (`switch to the banking app`).
  public enum OtherApp: String, Hashable, Sendable, CaseIterable {
    case passwordManager, bankingApp, anotherApp

    /// How the check language and the timeline name it.
    public var words: String {
      switch self {
      case .passwordManager: "the password manager"
      case .bankingApp: "the banking app"
      case .anotherApp: "another app"
      }
    }

    init(words: String) { self = Self.allCases.first { $0.words == words } ?? .anotherApp }
  }

  /// What the person answered in the banking app the app sent them to.
  public enum HandOffOutcome: String, Hashable, Sendable, CaseIterable {
    case approved, declined, noAnswer
  }

  /// Which fields of the form a save, clear or restore takes.
  public enum Fields: Hashable, Sendable {
    case all
    case nonSensitive
    case labels([String])

    func of(_ form: [Field]) -> [String] {
      switch self {
      case .all: form.map(\.label)
      case .nonSensitive: form.filter { !$0.isSensitive }.map(\.label)
      case .labels(let labels): labels
      }
    }
  }

  /// What the app does.
  public enum Effect: Hashable, Sendable {
    /// Shows this screen in place of the one showing, closing any overlay.
    case show(String)
    /// Shows this screen on top of the one showing, which stays beneath it.
    case overlay(String)
    /// Closes this overlay.
    case close(String)
    case announce(String)
    /// Moves focus to this label now, or `after` from now.
    case focus(String, after: VirtualDuration?)
    case start(TimerName, after: VirtualDuration)
    /// Moves a running timer's end later.
    case extend(TimerName, by: VirtualDuration)
    case cancel(TimerName)
    case save(Fields)
    case clear(Fields)
    case restore(Fields)
    /// Adds one to a counter (each starts at zero).
    case add(String)
    /// Sets a counter back to zero.
    case reset(String)
    /// Starts the declared session again from now: `session.expiry` for its length, and
    /// `session.warning` its lead before, within its maximum; a sign-in when none runs.
    case restartSession
    /// Does the effect only when the condition holds, judged when the event came, before any
    /// effect of its rule.
    indirect case only(Condition, Effect)

    /// The effect without its condition.
    var base: Effect {
      if case .only(_, let effect) = self { effect.base } else { self }
    }
  }

  /// When `when` happens and `condition` holds, the app does `effects`; the first rule that
  /// applies is the one that runs.
  public struct Rule: Hashable, Sendable {
    public var when: Event
    public var condition: Condition
    public var effects: [Effect]
  }

  public var form: [Field]
  /// In the order an overview lists them: the one `start` shows first.
  public var screens: [Screen]
  public var start: [Effect]
  public var rules: [Rule]
  /// The counters that go back to zero of themselves, by name; the others count for the check.
  public var counterScopes: [String: CounterScope] = [:]
  /// The session declared once, when the flow declares one.
  public var session: Session?
  /// Timers that are one timer in two roles (`flow.sameTimers`): each start, extension or stop
  /// of one does the same to the other, by name both ways.
  public var twins: [TimerName: TimerName] = [:]

  func screen(named name: String) -> Screen? { screens.first { $0.name == name } }

  /// What the rules answering the activation of `label` do that `"LABEL" works` can see, one
  /// list a rule, leaving out rules that do nothing it can see (show a screen, announce).
  func statedEffects(of label: String) -> [[Claim.StatedEffect]] {
    let read = label.asRead
    return rules.compactMap { rule -> [Claim.StatedEffect]? in
      guard case .activated(let activated) = rule.when, activated.asRead == read else { return nil }
      let effects = rule.effects.compactMap { effect -> Claim.StatedEffect? in
        switch effect {
        case .start(let timer, _): .starts(timer.rawValue)
        case .extend(let timer, _): .extends(timer.rawValue)
        case .cancel(let timer): .cancels(timer.rawValue)
        case .save: .saves
        // An effect with its own condition may rightly not happen: it states nothing.
        case .restartSession: .starts(TimerName.sessionExpiry.rawValue)
        case .show, .overlay, .close, .announce, .focus, .clear, .restore, .add, .reset, .only: nil
        }
      }
      return effects.isEmpty ? nil : effects
    }
  }

  /// What a button's `does` may say: the effect `"LABEL" works` judges.
  static let does = ["staySignedIn", "saveAndSignOut", "signIn", "sendCode", "navigate"]
}

extension TimerName {
  /// The timer that holds `thing` for the person (`hold` and `release` in a flow): the
  /// slot's, `slot.hold`, is the one `the slot is held for 10 minutes` reads.
  static func hold(_ thing: String) -> TimerName { TimerName(thing + ".hold") }
}

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

  var timers: [(name: TimerName, after: VirtualDuration)] {
    var seen: [(name: TimerName, after: VirtualDuration)] = []
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
    return perform([.restartSession])
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
  private mutating func restartSession() -> [AppOutput] {
    guard let session = flow.session else { return [] }
    let signingIn = !running.contains(.sessionExpiry)
    if signingIn {
      counters[Flow.Session.extensionCounter] = 0
    } else if let limit = session.extensions {
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
      case .announce(let text): return .announce(text)
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
