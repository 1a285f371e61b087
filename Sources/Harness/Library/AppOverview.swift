/// What a QA engineer can refer to in an app (`checkrun app`): each screen in each state it
/// can be in, with its elements' roles, labels and stable names; the timers with their
/// durations; the forms with their fields, and which are sensitive.
public struct AppOverview: Sendable {
  /// One element as a check names it.
  public struct Entry: Sendable {
    public var name: String
    public var role: Element.Role
    public var label: String
  }

  /// A screen in one of its states (`the long form, with the warning`).
  public struct Screen: Sendable {
    public var id: ScreenID
    public var title: String
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
  /// Whether a team's logic or a flow runs the app: then it, not the engine, decides what a
  /// draft keeps.
  public var isLogic: Bool

  public init(_ app: AppModel) {
    self.app = app.name
    isLogic = app.isLogic
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

  /// The problem with a step or an expectation of `app` that names a control its words lack.
  static func unknownControl<T>(in found: Resolved<T>, label: String, app: AppModel) -> Diagnostic? {
    guard !app.vocabulary.contains(label.lowercased()) else { return nil }
    var location = found.location
    // At the label's opening quote, when the text holds it as written.
    let text = Array(found.text)
    let quoted = Array("\"\(label)\"")
    if let start = text.indices.first(where: { text[$0...].starts(with: quoted) }) { location.column += start }
    let controls = app.controls.map { "'\($0)'" }.joined(separator: ", ")
    let rest = app.isLogic ? "" : " and the keypad's digits (run 'checkrun app' for every screen)"
    let close = Similarity.closest(to: label, among: app.controls, cutoff: 0.75, limit: 2)
    let hint = close.isEmpty ? "" : " (did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?)"
    return Diagnostic(
      .unknownControl, at: location,
      "app '\(app.name)' has no control '\(label)'\(hint); its controls are \(controls)\(rest)")
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
      about += "; extended at most \(World.count(limit, "time"))"
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

extension AppOverview {
  /// What a team's logic runs: the steps and expectations that need only its screens, its
  /// form and its session's two timers.
  static let logicOffers =
    "fill the form, wait, wait until the warning appears or the session expires, switch away and return, tap \"LABEL\", sign in (with a control that does signIn), enter the code, let the code expire (with a timer 'code.expiry'), let the slot expire (with a hold of 'slot'), enter an incorrect or the correct passcode, pass or fail Face ID, dismiss the notice by tapping outside; expectations about the warning, controls, texts, announcements, errors, focus, fields, the fields restored after sign-in and the slot held"

  /// The problem with a step `app`'s logic cannot be put through: one of a built-in flow
  /// (a one-time code, Face ID, the passcode, sign-in, a slot).
  static func logicProblem(_ step: Resolved<TaskStep>, app: AppModel) -> Diagnostic? {
    guard app.isLogic else { return nil }
    switch step.value {
    case .fill, .idle, .waitUntil(.warning), .waitUntil(.sessionExpiry), .letSessionExpire, .activate, .switchAway,
      .returnToApp:
      return nil
    case let step where World.logicEvents(for: step) != nil:
      return nil
    case .signIn:
      return signInProblem(step.text, at: step.location, app: app)
    case .letCodeExpire, .waitUntil(.codeExpiry):
      return timerProblem(step, .codeExpiry, app: app, fix: "name the code's timer '\(TimerName.codeExpiry)'")
    case .letSlotExpire:
      return timerProblem(
        step, .slotHold, app: app, fix: "hold the slot with { \"hold\": \"slot\", \"for\": \"10 minutes\" }")
    default:
      return logicDiagnostic(step.text, at: step.location, app: app, kind: "step")
    }
  }

  /// The same for an expectation: one of a built-in flow, or one whose probe signs in.
  static func logicProblem(_ expectation: Resolved<Expectation>, app: AppModel) -> Diagnostic? {
    guard app.isLogic else { return nil }
    switch expectation.value {
    case .warningAnnounced, .warningLead, .warningResponseTime, .warningIsView, .canExtend, .works, .reachable,
      .followedBy, .announced, .sensitiveNotSaved, .progressKept, .textShown, .textNeverShown, .notAnnounced,
      .wordNotShown, .focusMoves, .errorAnnouncedInFull, .slotHeld:
      return nil
    case .fieldsRestoredAfterSignIn:
      return signInProblem(expectation.text, at: expectation.location, app: app)
    default:
      return logicDiagnostic(expectation.text, at: expectation.location, app: app, kind: "expectation")
    }
  }

  /// The problem with a step that waits for `timer`, on a logic that never sets it.
  private static func timerProblem(_ step: Resolved<TaskStep>, _ timer: TimerName, app: AppModel, fix: String)
    -> Diagnostic?
  {
    guard let logic = app.logic?.initial, !logic.timers.contains(where: { $0.name == timer }) else { return nil }
    let timers = logic.timers.map { "'\($0.name)'" }
    return Diagnostic(
      .unknownPhrase, at: step.location,
      "'\(step.text)' waits for the timer '\(timer)' to run out, and app '\(app.name)' sets no timer of that name\(timers.isEmpty ? "" : "; it sets \(timers.joined(separator: ", "))"): \(fix)"
    )
  }

  /// The problem with a phrase that signs in, on a logic that marks no control as signing in.
  private static func signInProblem(_ text: String, at location: SourceLocation, app: AppModel) -> Diagnostic? {
    guard let logic = app.logic?.initial, !logic.vocabulary.contains(where: { $0.action == .signIn }) else {
      return nil
    }
    return Diagnostic(
      .unknownPhrase, at: location,
      "'\(text)' signs in with the control that does it, and app '\(app.name)' marks none: give its sign-in button \"does\": \"signIn\""
    )
  }

  private static func logicDiagnostic(_ text: String, at location: SourceLocation, app: AppModel, kind: String)
    -> Diagnostic
  {
    Diagnostic(
      .unknownPhrase, at: location,
      "'\(text)' is \(kind == "expectation" ? "an" : "a") \(kind) of the built-in flows; app '\(app.name)' runs its own logic, which offers: \(logicOffers)"
    )
  }
}
