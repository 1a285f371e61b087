/// The app, the person and the virtual clock in one value.
///
/// Time moves only when the person spends it or waits, and the world advances timer by
/// timer, so a simulated day costs what a minute does. Copying the world copies everything,
/// which is how each expectation gets its own.
public struct World: Sendable {
  public let app: AppModel
  public let profile: Profile
  public internal(set) var now: VirtualInstant = .start
  /// What happened, in order, as values: the record the timeline is drawn from.
  public internal(set) var entries: [TraceEntry] = []
  public internal(set) var announcements: [Announcement] = []
  public internal(set) var visits: [ScreenVisit] = []
  /// What the person did, the task's acts and then any probe's, in order.
  public internal(set) var acts: [Act] = []
  /// Every timer the app armed, moved, fired or cancelled.
  public internal(set) var timerEvents: [TimerEvent] = []
  /// Every write to the draft store, by field label and sensitivity.
  public internal(set) var storeWrites: [StoreWrite] = []
  /// Fields the app cleared or restored on its own.
  public internal(set) var fieldChanges: [FieldChange] = []
  /// Whether entries are written as a probe's (an expectation acting on its copy).
  var probing = false
  /// When a probe began acting on this world, if one has.
  public internal(set) var probeStartedAt: VirtualInstant?
  /// The limits this world's check runs under, and the actions counted against them.
  var runGuard = RunGuard.standard
  var actions = 0
  /// The timers fired so far; bounded by the guard as actions are, so an app whose timer
  /// starts itself again every millisecond cannot hold a check for ever.
  var firings = 0
  /// Why the app's timers were stopped, when they ran away (`RunGuard`).
  var ranAway: String?

  // The session (seed 000).
  public internal(set) var signedIn = true
  /// When the person last signed in: where a session's maximum length counts from.
  public internal(set) var signedInAt: VirtualInstant?
  public internal(set) var sessionExpiresAt: VirtualInstant?
  public internal(set) var warningShownAt: VirtualInstant?
  public internal(set) var warningVisible = false
  public internal(set) var sessionExpiredAt: VirtualInstant?
  public internal(set) var extensions = 0
  public internal(set) var signInMessage: String?

  // The forms, the draft store and what the person entered.
  public internal(set) var longForm: [Field]
  public internal(set) var details: [Field]
  /// Labels of fields in the draft store, with whether the field is sensitive; values are kept apart.
  var drafts: [String: String] = [:]
  /// When the draft store was last written.
  public internal(set) var draftSavedAt: VirtualInstant?
  /// Every field label the draft store ever held, with whether that field was sensitive.
  public internal(set) var everDrafted: [String: Bool] = [:]
  /// Labels of every field the person entered, in the order entered.
  public internal(set) var entered: [String] = []
  /// When the warning appeared, the time the session was then due to end.
  public internal(set) var warningExpiryAt: VirtualInstant?

  // The one-time code (seed 000).
  public internal(set) var codesSent = 0
  public internal(set) var codeExpiresAt: VirtualInstant?
  /// When the code sent last expired, if it has.
  public internal(set) var codeExpiredAt: VirtualInstant?
  public internal(set) var codeVerified = false

  // Appointment slot (seed 000).
  public internal(set) var slotSelectedAt: VirtualInstant?
  public internal(set) var slotHeldUntil: VirtualInstant?
  public internal(set) var slotReleasedAt: VirtualInstant?
  public internal(set) var slotBooked = false

  // Biometric sign-in (seed 001).
  public internal(set) var tokenIssuedAt: VirtualInstant?
  public internal(set) var tokenExpiresAt: VirtualInstant?
  public internal(set) var tokenExpiredAt: VirtualInstant?
  public internal(set) var faceIDFailures = 0

  // Passcode notice (seed 002) and accessibility focus.
  public internal(set) var noticeVisible = false
  public internal(set) var focus: String?
  public internal(set) var focusMoves: [FocusMove] = []
  /// Where the announcements that may still be being spoken start: each one before it was cut
  /// off or had ended when a later one was posted, so a run of many is not looked at again.
  var liveAnnouncements = 0
  /// The bytes of the timeline's texts so far, as each event counts its own (`TraceEvent.textBytes`):
  /// the run guard bounds them as it bounds the entries.
  var loggedBytes = 0
  public internal(set) var dismissedAt: VirtualInstant?
  /// How the notice was last dismissed, when it was.
  public internal(set) var dismissedBy: Dismissal?
  /// How many times a notice was shown.
  public internal(set) var noticesShown = 0

  /// Whether the person is in another app (the password manager, say); the app goes on.
  public internal(set) var isAway = false

  var screen: ScreenID = .form
  /// The team's logic that runs the app, when one does (`AppLogic`).
  var logic: (any AppLogic)?
  /// A flow's focus moves still to come, each with the screen that drew its target when it
  /// was sent: one whose screen closes first is dropped.
  var pendingFocus: [PendingFocus] = []
  /// A logic's warning in its words, once it has given one.
  var logicWarning: String?
  /// What a logic's last warning drew that the screen before it did not: the warning is up
  /// while any of it is.
  var logicWarningDrawn: [Element] = []
  /// Whether the logic is answering its warning's timer: what it announces is the warning.
  var announcingWarning = false
  /// Whether the logic is answering an incorrect entry: what it announces is an error.
  var announcingError = false
  var timers: [Timer] = []
  var timerSequence = 0

  /// The words this world says that depend only on its app's session and its profile.
  let fixedWords: FixedWords
  /// The session warning's words; the same all through a check, so made once.
  var warningText: String { logicWarning ?? fixedWords.warning }
  /// The session's length in words, as messages give it.
  var sessionLengthText: String { fixedWords.sessionLength }
  /// How an announcement this profile does not hear is logged.
  var notHeardText: String { fixedWords.notHeard }
  /// The modal warning's second line.
  var timeLeftText: String { fixedWords.timeLeft }

  /// A world at time zero: signed in, on the long form, with the session's timers set.
  public init(app: AppModel, profile: Profile) {
    self.init(app: app, profile: profile, words: FixedWords(app: app, profile: profile))
  }

  /// The same, with the fixed words made already (`FixedWords.Cache`).
  init(app: AppModel, profile: Profile, words: FixedWords) {
    self.app = app
    self.profile = profile
    fixedWords = words
    longForm = app.forms.long
    details = app.forms.details
    // Room for a check's usual entries, timers and screens at once, rather than growing
    // through 1, 2, 4, 8, 16: each step is an allocation and a copy.
    entries.reserveCapacity(24)
    acts.reserveCapacity(24)
    timers.reserveCapacity(4)
    timerEvents.reserveCapacity(8)
    if let logic = app.logic { startLogic(logic) } else { startSession() }
    visits.reserveCapacity(4)
    visits.append(ScreenVisit(screen: screen, elements: elements, shownAt: now))
  }

  /// What is on screen now, in reading order: nothing of the app while the person is away.
  public var elements: [Element] { isAway ? [] : elements(of: screen) }

  public var currentScreen: ScreenID { screen }

  /// What the person sees, for messages: the warning or the notice when one is up.
  public var shownTitle: String {
    if isAway { return "another app" }
    if screen == .form && warningVisible { return "the warning" }
    if screen == .passcode && noticeVisible { return "the notice" }
    return screen.title
  }

  /// Records what happened, now: the timeline is drawn from these.
  mutating func note(_ event: TraceEvent) {
    entries.append(TraceEntry(at: now, event: event, byProbe: probing))
    loggedBytes += event.textBytes
  }

  /// The timeline so far, in words, drawn from the entries as the trace draws it.
  public var log: [LogEntry] {
    let content = app.content
    return entries.map { $0.logEntry(drawnIn: content) }
  }

  /// Marks the rest of this world's life as a probe's, for the log.
  public mutating func beginProbe() {
    probing = true
    probeStartedAt = now
  }

  /// Shows `screen`, closing the visit to the one before.
  mutating func show(_ next: ScreenID, byApp: Bool) {
    screen = next
    refreshVisit(byApp: byApp)
  }

  /// Records a new visit when the elements on screen changed.
  mutating func refreshVisit(byApp: Bool) {
    let current = elements
    let shown = isAway ? ScreenID.otherApp : screen
    if let last = visits.last, last.screen == shown, last.elements == current { return }
    if !visits.isEmpty {
      visits[visits.count - 1].endedAt = now
      visits[visits.count - 1].endedByApp = byApp
    }
    visits.append(ScreenVisit(screen: shown, elements: current, shownAt: now))
  }

  /// The index of the visit now on screen.
  var visitIndex: Int { visits.count - 1 }
}

/// Where accessibility focus moved, and when.
public struct FocusMove: Codable, Hashable, Sendable {
  public var at: VirtualInstant
  public var label: String
  /// Why focus sent to `label` went nowhere (the element was not on the screen showing), when
  /// it did: focus stayed where it was, and nothing being spoken was cut off.
  public var nowhere: String? = nil

  /// Whether focus landed on `label`.
  public var landed: Bool { nowhere == nil }
}

/// A timer the app set, fired in time order; ties go to the one set first.
struct Timer: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case sessionWarning
    case sessionExpiry
    case codeExpiry
    case toastGone
    /// An announcement of the time left, that many seconds before expiry.
    case countdown(Int)
    case tokenExpiry
    case slotRelease
    /// Someone else books the slot, when the app holds none.
    case slotTaken
    /// The iOS behaviour that moves focus to the keypad right after the notice appears.
    case focusJump
    /// A timer a team's logic set (`AppLogic`).
    case named(TimerName)
    /// Focus a team's logic moves to this label a moment later.
    case logicFocus(String)
  }

  var at: VirtualInstant
  var sequence: Int
  var kind: Kind
}

/// A focus move a flow sent for later, and the screen (or overlay) that drew its target then.
struct PendingFocus: Hashable, Sendable {
  var label: String
  var at: VirtualInstant
  var owner: String
}
