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
