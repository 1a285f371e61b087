/// What a QA engineer can refer to in an app (`checkrun app`): each screen in each state it
/// can be in, with its elements' roles, labels and stable names; the timers with their
/// durations; the forms with their fields, and which are sensitive.
public struct AppOverview: Sendable {
  /// One element as a check names it.
  public struct Entry: Sendable {
    public var name: String
    public var role: Element.Role
    public var label: String
    /// When it shows, for a flow's element that shows only while a condition holds
    /// (`extensions below 2`); nil when it always shows.
    public var condition: String? = nil
  }

  /// A screen in one of its states (`the long form, with the warning`).
  public struct Screen: Sendable {
    public var id: ScreenID
    public var title: String
    /// A flow's own name for the screen, which its rules use (`warning`); nil for the
    /// built-in screens and a Swift logic's.
    public var name: String? = nil
    /// The state it is in, in words; nil for the screen as it first shows.
    public var state: String?
    public var elements: [Entry]
  }

  /// A timer of the app by its stable name, as the trace records it.
  public struct TimerEntry: Sendable {
    public var name: String
    public var duration: VirtualDuration
    public var about: String
  }

  /// A form and its fields, each with whether it is sensitive (never kept in a draft by an
  /// app that keeps drafts as the seeds ask, never shown in any output).
  public struct Form: Sendable {
    public var name: String
    public var fields: [(label: String, isSensitive: Bool)]
  }

  public var app: String
  public var screens: [Screen]
  public var timers: [TimerEntry]
  public var forms: [Form]
  /// A flow's rules, each in a line, in the order they are tried: `when "Keep me signed in"
  /// activated if extensions below 2: add 1 to extensions; …`. None for other apps.
  public var rules: [String] = []
  /// A flow's counters, each with what adds to it, what reads it and what resets it.
  public var counters: [CounterEntry] = []

  /// A counter of a flow and where it is used.
  public struct CounterEntry: Sendable {
    public var name: String
    /// What adds one to it: `rule 4`.
    public var addedBy: [String]
    /// What it decides: `rule 2 (below 2)`, `button "Keep me signed in" on 'warning' (below 2)`.
    public var readBy: [String]
    /// When it goes back to zero, in words.
    public var reset: String
  }
  /// Whether a team's logic or a flow runs the app: then it, not the engine, decides what a
  /// draft keeps.
  public var isLogic: Bool
  /// The app file's aliases, each with the thing it names (`the inactivity warning`: `the
  /// session warning`).
  public var aliases: [(alias: String, names: String)] = []

  public init(_ app: AppModel) {
    self.app = app.name
    isLogic = app.isLogic
    let plain = Nouns.plain(app)
    aliases = app.aliases.compactMap { alias in
      (try? Nouns.target(alias.target, in: plain).get()).map { (alias.alias, $0.name) }
    }
    if let flow = app.logic?.identity {
      (screens, timers, rules, counters) = AppOverview.parts(of: flow)
      forms = [Form(name: "the form", fields: flow.form.map { ($0.label, $0.isSensitive) })]
      return
    }
    if let logic = app.logic?.initial {
      screens = logic.screens.map { screen in
        let id = ScreenID.hosted(name: screen.name, title: screen.title)
        return Screen(
          id: id, title: screen.title, state: nil,
          elements: screen.elements.indices.map { index in
            Entry(
              name: Trace.Frame.name(of: index, in: screen.elements, on: id), role: screen.elements[index].role,
              label: screen.elements[index].label)
          })
      }
      timers = logic.timers.map { TimerEntry(name: $0.name.rawValue, duration: $0.after, about: "set by the app") }
      forms = [Form(name: "the form", fields: logic.form.map { ($0.label, $0.isSensitive) })]
      return
    }
    screens = AppOverview.screens(of: app)
    timers = AppOverview.timers(of: app)
    forms = [
      Form(name: ScreenID.form.title, fields: app.forms.long.map { ($0.label, $0.isSensitive) }),
      Form(name: ScreenID.codeDetails.title, fields: app.forms.details.map { ($0.label, $0.isSensitive) }),
    ]
  }

  /// Every control's label, each once, in the order the screens list them.
  public var controls: [String] {
    var labels: [String] = []
    for screen in screens {
      for entry in screen.elements where entry.role == .button && !labels.contains(entry.label) {
        labels.append(entry.label)
      }
    }
    return labels
  }

  /// Each screen in each of its states, drawn from a world of `app` put in that state.
  private static func screens(of app: AppModel) -> [Screen] {
    let world = World(app: app, profile: Profile([]))
    var screens: [Screen] = []
    func add(_ id: ScreenID, _ state: String?, _ change: (inout World) -> Void = { _ in }) {
      var copy = world
      change(&copy)
      let elements = copy.elements(of: id)
      let entries = elements.indices.map { index in
        Entry(
          name: Trace.Frame.name(of: index, in: elements, on: id), role: elements[index].role,
          label: elements[index].label)
      }
      screens.append(Screen(id: id, title: id.title, state: state, elements: entries))
    }
    add(.form, nil)
    switch app.session.warning {
    case .none: break
    case .view: add(.form, "with the warning") { $0.warningVisible = true }
    case .toast(let visible): add(.form, "with the warning, a toast for \(visible)") { $0.warningVisible = true }
    }
    add(.signIn, "after the session expired") { world in
      world.signInMessage =
        app.session.explainsExpiry
        ? app.said(app.session.drafts != .none ? .sessionExpired : .sessionExpiredNothingSaved) : nil
    }
    // "Save and sign out" is on the warning: an app with none has no such sign-in screen.
    if app.session.warning != .none {
      add(.signIn, "after '\(app.words[.saveAndSignOut])'") { $0.signInMessage = app.words[.signedOut] }
    }
    for id in [ScreenID.codeDetails, .codeEntry, .codeExpired, .verified] { add(id, nil) }
    add(.appointments, nil)
    add(.appointments, "with a slot selected") { $0.slotSelectedAt = .start }
    for id in [ScreenID.faceIDPrompt, .tokenTimeout, .biometricError, .passcode] { add(id, nil) }
    add(.passcode, "with the notice") { $0.noticeVisible = true }
    add(.unlocked, nil)
    return screens
  }

  private static func timers(of app: AppModel) -> [TimerEntry] {
    let session = app.session
    var about = session.renewal == .activity ? "the session, started again by each act in the app" : "the session"
    if let maximum = session.maximum { about += "; at most \(maximum) from sign-in" }
    if let limit = session.extensionLimit, session.extend != .notAllowed {
      about += "; extended at most \(Wording.count(limit, "time"))"
    }
    if let kept = session.draftKeptFor { about += "; a draft is kept for \(kept)" }
    if session.onReturn == .repeatMissed { about += "; what was missed in another app is said again on return" }
    var timers = [TimerEntry(name: Timer.Kind.sessionExpiry.name, duration: session.length, about: about)]
    if session.warning != .none {
      timers.append(
        TimerEntry(
          name: Timer.Kind.sessionWarning.name, duration: session.length - session.warningLead,
          about: "the warning, \(session.warningLead) before the session ends"))
      if case .toast(let visible) = session.warning {
        timers.append(TimerEntry(name: Timer.Kind.toastGone.name, duration: visible, about: "the warning toast's stay"))
      }
      if session.countdownAnnounced {
        for left in [60, 30] where VirtualDuration.seconds(Double(left)) < session.warningLead {
          timers.append(
            TimerEntry(
              name: Timer.Kind.countdown(left).name, duration: session.length - .seconds(Double(left)),
              about: "the countdown's announcement, \(VirtualDuration.seconds(Double(left))) before the end"))
        }
      }
    }
    timers.append(
      TimerEntry(name: Timer.Kind.codeExpiry.name, duration: app.oneTimeCode.lifetime, about: "a one-time code"))
    timers.append(
      app.slot.hold > .zero
        ? TimerEntry(name: Timer.Kind.slotRelease.name, duration: app.slot.hold, about: "a selected slot's hold")
        : TimerEntry(name: Timer.Kind.slotTaken.name, duration: .zero, about: "a selected slot, held for no time"))
    timers.append(
      TimerEntry(
        name: Timer.Kind.tokenExpiry.name, duration: app.biometric.tokenLifetime, about: "the sign-in token"))
    if !app.passcode.announcementCompletes {
      timers.append(
        TimerEntry(
          name: Timer.Kind.focusJump.name, duration: World.focusJumpDelay,
          about: "focus jumping to the keypad after a wrong passcode"))
    }
    return timers
  }
}
