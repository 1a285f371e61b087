/// A team's own app logic, written in Swift, that checks run against in place of a
/// description: a value the engine drives on its virtual clock.
///
/// The engine keeps the clock, the person's pace and perception, and the trace; the logic
/// keeps the app's state. It is told what happens (a timer it set ran out, the person
/// activated a control, typed into a field, touched outside, entered a code, passed or failed
/// Face ID, left the app or came back) and answers with what the app does (set, extend or
/// cancel a timer, announce, move focus now or later, save, clear or restore fields); after
/// each event the engine draws its `screen` again. Claims are judged on the
/// trace, so a logic's session is judged as a description's is when it names its timers
/// `TimerName.sessionWarning` and `TimerName.sessionExpiry` and marks its extend control
/// with `Element.Action.staySignedIn`:
///
/// ```swift
/// let app = AppModel(named: "portal", logic: PortalSession())
/// let results = try Checks.run(source: check, against: app)
/// ```
///
/// A logic should be a value (a struct): each expectation runs on its own copy of the
/// world, and with it a copy of the logic.
public protocol AppLogic: Sendable {
  /// The fields a person fills (`fill the form`, `fill N fields`), in the order they are
  /// filled; a sensitive field's value is a secret no output may hold.
  var form: [Field] { get }
  /// Every element the app can show, on any screen: what a check may name. A check that
  /// names a control that is not here is an error when it is resolved.
  var vocabulary: [Element] { get }
  /// What the app shows now, in reading order.
  var screen: AppScreen { get }
  /// What the app draws now beneath what `screen` shows (the screen under an overlay): hidden
  /// from the person, but there, so the app may still send focus to it; by default nothing.
  /// Focus sent to anything neither here nor on `screen` goes nowhere.
  var beneath: [Element] { get }
  /// What the app does at time zero, the person signed in on its first screen.
  mutating func start() -> [AppOutput]
  /// What the app does when `event` happens at `now`.
  mutating func handle(_ event: AppEvent, at now: VirtualInstant) -> [AppOutput]
  /// Every screen it can draw, each with every element it may show, for `checkrun app`; by
  /// default one screen of the whole vocabulary.
  var screens: [AppScreen] { get }
  /// The timers it sets, by name, with how long each runs, for `checkrun app`; by default none.
  var timers: [(name: TimerName, after: VirtualDuration)] { get }
  /// Why the screen on top does not draw a control labelled `label` that it may show (the
  /// condition it shows under, and what that reads now), for a step's failure; by default nil.
  func whyHidden(_ label: String) -> String?
}

extension AppLogic {
  public var beneath: [Element] { [] }
  public var screens: [AppScreen] { [AppScreen("app", title: "the app", elements: vocabulary)] }
  public var timers: [(name: TimerName, after: VirtualDuration)] { [] }
  public func whyHidden(_ label: String) -> String? { nil }
}

/// A screen a logic draws: its stable name (the first part of its elements' names), a name
/// for messages, and its elements in reading order.
public struct AppScreen: Hashable, Sendable {
  public var name: String
  public var title: String
  public var elements: [Element]

  public init(_ name: String, title: String, elements: [Element]) {
    self.name = name
    self.title = title
    self.elements = elements
  }
}

/// The name of a timer a logic sets: the trace records it by this name, and claims about
/// the session look for the two below.
public struct TimerName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public var rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  public var description: String { rawValue }

  /// The session's warning: when it runs out, the warning appears. The warning's words are
  /// what the app announces then, or else the first new text it shows.
  public static let sessionWarning: TimerName = "session.warning"
  /// The session's end: set while signed in, moved by an extension or a renewal, cancelled
  /// at a sign-out; when it runs out the session has expired.
  public static let sessionExpiry: TimerName = "session.expiry"
  /// A flow's declared session's own warning before its maximum (`flow.session.maximum`).
  public static let sessionMaximumWarning: TimerName = "session.maximumWarning"
  /// A one-time code's life: set when the app sends a code, cancelled when it is used; when it
  /// runs out the code has expired (`let the code expire`, `wait until the code expires`).
  public static let codeExpiry: TimerName = "code.expiry"
  /// A slot's hold: set when the app holds a slot for the person (a flow's `"hold": "slot"`);
  /// when it runs out the slot is released (`let the slot expire`, `the slot is held for …`).
  public static let slotHold: TimerName = "slot.hold"

  // The built-in flows' own timers, by the names a trace gives them (`Timer.Kind.name`).
  /// The warning toast's stay on screen.
  public static let sessionToast: TimerName = "session.toast"
  /// The sign-in token of a Face ID prompt.
  public static let tokenExpiry: TimerName = "token.expiry"
  /// Someone else booking the slot, when the app holds none.
  public static let slotTaken: TimerName = "slot.taken"
  /// The iOS behaviour that moves focus to the keypad right after the passcode notice.
  public static let focusJump: TimerName = "passcode.focusJump"
  /// Focus a team's logic moves a moment later.
  public static let focusMove: TimerName = "focus.move"
  /// An announcement of the time left, `left` seconds before the session ends.
  public static func countdown(_ left: Int) -> TimerName { TimerName("session.countdown.\(left)") }
}

/// What happens to a logic.
public enum AppEvent: Hashable, Sendable {
  /// A timer it set ran out.
  case timerFired(TimerName)
  /// The person activated the control with this label.
  case activated(String)
  /// The person typed into this field of the form; the value is never given.
  case typed(Field)
  /// The person switched to another app; the logic goes on, unseen.
  case left
  /// The person came back to the app.
  case returned
  /// The person touched the screen outside what is shown on top (`tap outside the notice`).
  case touchedOutside
  /// The person entered a code or passcode, the right one or not (`enter the code`, `enter an
  /// incorrect passcode`); what was typed is never given.
  case entered(correct: Bool)
  /// Face ID recognised the person, or did not (`Face ID fails`, `Face ID succeeds`).
  case faceID(passed: Bool)
}

/// What a logic does.
public enum AppOutput: Hashable, Sendable {
  /// Sets the timer to run out `after` from now; a timer of that name running is moved.
  case arm(TimerName, after: VirtualDuration)
  case cancel(TimerName)
  /// Posts an announcement; the person hears it if their profile hears speech and they are
  /// in the app.
  case announce(String)
  /// Moves accessibility focus to the element with this label.
  case moveFocus(to: String)
  /// Moves accessibility focus to the element with this label `after` from now, as iOS does
  /// when it lands on a control a moment after a notice appears.
  case moveFocusLater(to: String, after: VirtualDuration)
  /// Moves a running timer's end later by `by`; a timer not running is left alone.
  case extend(TimerName, by: VirtualDuration)
  /// Writes these fields of the form, those that hold a value, to the draft store.
  case save([String])
  /// Empties these fields of the form.
  case clear([String])
  /// Fills these fields of the form again from the draft store, those it holds.
  case restore([String])
}

/// A logic as an app holds it: the logic at time zero, with the labels checks are resolved
/// against made once. Two apps are the same logic when they hold the same box.
final class LogicBox: Hashable, Sendable {
  let initial: any AppLogic
  /// What makes two boxes the same logic when the logic is data (a flow read twice from one
  /// file); nil for Swift, where only the same box is.
  let identity: Flow?
  /// Every label and text the logic can show and its form's labels, lowercased.
  let vocabulary: Set<String>
  /// Its controls' labels, each once, in the order it lists them.
  let controls: [String]
  /// The things a check's sentence may name, and their names (`Nouns`), made when first asked.
  let nouns = NounCache()
  /// Every text a flow can show or say; nil for Swift, whose announcements are not known
  /// before it runs.
  let texts: AppTexts?

  init(_ logic: any AppLogic, identity: Flow? = nil) {
    initial = logic
    self.identity = identity
    vocabulary = Set((logic.vocabulary.map(\.label) + logic.form.map(\.label)).map { $0.lowercased() })
    var controls: [String] = []
    for element in logic.vocabulary where element.role == .button && !controls.contains(element.label) {
      controls.append(element.label)
    }
    self.controls = controls
    texts = identity.map { flow in
      let shown = logic.screens.flatMap(\.elements).map(\.label) + flow.form.map(\.label)
      var said: [String] = []
      for case .announce(let text) in (flow.start + flow.rules.flatMap(\.effects)).map(\.base) { said.append(text) }
      return AppTexts(shown + said)
    }
  }

  static func == (left: LogicBox, right: LogicBox) -> Bool {
    if let flow = left.identity, let other = right.identity { return flow == other }
    return left === right
  }

  func hash(into hasher: inout Hasher) {
    if let identity { hasher.combine(identity) } else { hasher.combine(ObjectIdentifier(self)) }
  }
}

extension AppModel {
  /// An app run by a team's own logic: the engine drives `logic` in place of a description.
  /// Its controls marked `.staySignedIn`, `.saveAndSignOut` and `.signIn` are the words the
  /// language's session phrases use (`the session can be extended twice`).
  public init(named name: String, logic: some AppLogic) {
    self.init(named: name, box: LogicBox(logic))
  }

  /// An app whose screens and transitions are data (an app file's `flow`).
  init(flow: Flow, named name: String) {
    self.init(named: name, box: LogicBox(FlowLogic(flow), identity: flow))
  }

  private init(named name: String, box: LogicBox) {
    let logic = box.initial
    var app = AppModel.fixed
    app.name = name
    var words = app.words
    for element in logic.vocabulary {
      switch element.action {
      case .staySignedIn: words[.staySignedIn] = element.label
      case .saveAndSignOut: words[.saveAndSignOut] = element.label
      case .signIn: words[.signInButton] = element.label
      default: break
      }
    }
    app.content = AppContent(words: words, forms: AppForms(long: logic.form, details: []))
    app.logic = box
    self = app
  }

  /// Whether a team's logic runs this app, rather than a description.
  public var isLogic: Bool { logic != nil }

  /// Every label and text a check may name, lowercased.
  var vocabulary: Set<String> { logic?.vocabulary ?? content.vocabulary }
  /// The controls' labels, each once.
  var controls: [String] { logic?.controls ?? content.controls }
  /// Every text the app can show or say, for holding a claim's quote to; nil for a team's
  /// Swift logic, whose words are known only as it runs.
  var texts: AppTexts? { logic.map(\.texts) ?? content.texts }

  /// What a failed claim quoting `text` adds when no text of the app could hold it, in any
  /// state: the quote, not the app, may be what is wrong. Nil when one could, or the app's
  /// texts are not known before it runs.
  func unheld(_ text: String) -> String? {
    guard couldHold(text) == false else { return nil }
    return "; no text of app '\(name)' holds \"\(text)\" in any state: "
      + "quote its words as the app gives them ('checkrun app' lists them)"
  }
}
