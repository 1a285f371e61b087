/// One thing that happened in a check, as a value: what the person did, what the app did,
/// a timer that ran out, an announcement. The world records these in order as they happen;
/// the readable timeline is drawn from them (`TraceEvent.words`), never written beside them.
///
/// A case holds what its words need (labels, texts, times), never a field's value.
public enum TraceEvent: Hashable, Sendable {
  // The person (`LogEntry.Kind.person`).
  case startedFilling(slowly: Bool)
  /// The long form's field at `index` filled: the `count`th of `total` filled.
  case filled(label: String, index: Int, count: Int, total: Int)
  case goesBackOverEntries
  case filledDetail(label: String)
  case waitsFor(Awaited)
  case idles(VirtualDuration)
  case activates(label: String)
  /// The person moved focus to an element, activating nothing.
  case movesFocus(to: String)
  case passesFaceID
  case entersPassword
  case opensIdentityCheck
  case typesCode
  case signsInWithFaceID
  case reauthenticatedAlready(at: VirtualInstant)
  case looksForNewCode(offered: String)
  case switchesTo(place: String)
  case alreadyInApp
  /// A set-up step to sign in found the person signed in already: it does nothing.
  case alreadySignedIn
  /// A set-up step to open the form found it open already: it does nothing.
  case alreadyOnForm
  /// A step the task only tried (`try to STEP`) could not be done, and the task went on.
  case attemptNotDone(step: String, why: String)
  case returnsToApp(showing: String)
  case opensWithFaceID
  case faceIDNotRecognised(attempt: Int)
  case faceIDRecognised
  case leavesPromptOpen(VirtualDuration)
  case waitsForTokenExpiry
  case waitsForSlotHold
  case opensPasscode
  case entersPasscode(correct: Bool)
  case touchesBehindNotice(outside: Bool)
  /// What the person told a team's logic: an entry, a Face ID scan, a touch outside.
  case tellsLogic(LogicInput)

  // The app (`LogEntry.Kind.app`).
  case warningShown(text: String, controls: [String])
  case warningToastShown(text: String, visible: VirtualDuration)
  case warningToastGone
  case sessionExtended(endsAt: VirtualInstant, was: VirtualInstant?)
  case formKeptBehindSignIn
  case signInShown(message: String?)
  case noDraftSaved
  case draftSaved(labels: [String])
  case formCleared(reason: String, lost: Int)
  case signedIn(endsAt: VirtualInstant)
  case draftGone(savedAt: VirtualInstant, keptFor: VirtualDuration)
  case restored(count: Int, fromDraft: Bool)
  case signedOut(message: String)
  case asksFaceIDBeforeExtending
  case keyEntered(String)
  case logicControl(name: String)
  case codeSent(number: Int, expiresAt: VirtualInstant)
  case codeExpiredShown(message: String, offers: CodeOffer)
  case codeAccepted
  case backToIdentityCheck
  case detailsCleared(reason: String, lost: [String])
  case faceIDPromptShown(tokenExpiresAt: VirtualInstant)
  case asksForPassword(failures: Int)
  case signedInWithFaceID
  case tokenExpiredError(expiredAt: VirtualInstant)
  case slotSelected(label: String, heldUntil: VirtualInstant?)
  case slotBooked(label: String)
  case noticeShown(text: String)
  case focusJumpsToKeypad
  case passcodeAccepted
  case touchIgnored
  case keypadHandlesTouch
  case noticeDismissed
  case focusMoves(to: String, read: Bool)
  /// Focus sent to `label` went nowhere: it was not on the screen showing.
  case focusGoesNowhere(label: String, showing: String)
  /// A flow's focus move still to come is dropped: the screen that drew its target closed.
  case focusMoveDropped(label: String, closed: String)
  case saysAgain(text: String)
  case nothingHappens(on: String)
  case screenShown(title: String)
  case logicWarningShown(text: String)
  /// The warning's timer ran out and the app showed no new text and announced nothing.
  case logicWarningSilent
  case sessionEnds(at: VirtualInstant)
  case logicSignedOut
  case notRunning(TimerName)
  case fieldsCleared(count: Int)

  // Timers (`LogEntry.Kind.timer`).
  case sessionExpired(after: String)
  case codeExpired(number: Int, after: VirtualDuration)
  case tokenExpired(after: VirtualDuration, timeoutScreen: Bool)
  case slotReleased(held: Bool)
  case logicSessionExpired
  case logicCodeExpired
  case ranOut(TimerName)

  // Announcements (`LogEntry.Kind.announcement`).
  case announced(text: String, heard: Hearing)
  case cutOff(text: String, byFocusMove: Bool)

  /// What the person told a team's logic.
  public enum LogicInput: Hashable, Sendable {
    case entered(correct: Bool)
    case faceID(passed: Bool)
    case touchedOutside
    /// In another app (the banking app), the person approved or declined what the app asked.
    case handOff(place: String, approved: Bool)
  }

  /// What the code-expired screen offers to get a new code.
  public enum CodeOffer: Hashable, Sendable {
    case resendRightAfter(resend: String)
    case startAgainFirst(startAgain: String, resend: String)
    case onlyStartAgain(String)
  }

  /// How an announcement reached the person as it was posted.
  public enum Hearing: Hashable, Sendable {
    /// Spoken, taking this long.
    case spoken(VirtualDuration)
    /// The person was in another app.
    case away
    /// The profile hears no speech: the words it logs that in.
    case notHeard(String)
  }

  /// Who or what the event is about.
  public var kind: LogEntry.Kind {
    switch self {
    case .startedFilling, .filled, .goesBackOverEntries, .filledDetail, .waitsFor, .idles, .activates, .movesFocus,
      .passesFaceID,
      .entersPassword, .opensIdentityCheck, .typesCode, .signsInWithFaceID, .reauthenticatedAlready, .looksForNewCode,
      .switchesTo, .alreadyInApp, .alreadySignedIn, .alreadyOnForm, .attemptNotDone, .returnsToApp, .opensWithFaceID,
      .faceIDNotRecognised,
      .faceIDRecognised,
      .leavesPromptOpen, .waitsForTokenExpiry, .waitsForSlotHold, .opensPasscode, .entersPasscode, .touchesBehindNotice,
      .tellsLogic:
      .person
    case .sessionExpired, .codeExpired, .tokenExpired, .slotReleased, .logicSessionExpired, .logicCodeExpired, .ranOut:
      .timer
    case .announced, .cutOff:
      .announcement
    case .warningShown, .warningToastShown, .warningToastGone, .sessionExtended, .formKeptBehindSignIn, .signInShown,
      .noDraftSaved, .draftSaved, .formCleared, .signedIn, .draftGone, .restored, .signedOut,
      .asksFaceIDBeforeExtending,
      .keyEntered, .logicControl, .codeSent, .codeExpiredShown, .codeAccepted, .backToIdentityCheck, .detailsCleared,
      .faceIDPromptShown, .asksForPassword, .signedInWithFaceID, .tokenExpiredError, .slotSelected, .slotBooked,
      .noticeShown, .focusJumpsToKeypad, .passcodeAccepted, .touchIgnored, .keypadHandlesTouch, .noticeDismissed,
      .focusMoves, .focusGoesNowhere, .focusMoveDropped, .saysAgain, .nothingHappens, .screenShown, .logicWarningShown,
      .logicWarningSilent, .sessionEnds,
      .logicSignedOut, .notRunning, .fieldsCleared:
      .app
    }
  }

  /// The bytes of the texts it carries, with room for the words around them: what the run
  /// guard counts against a timeline's bound as the event is recorded, without drawing it.
  var textBytes: Int {
    let around = 128
    switch self {
    case .filled(let label, _, _, _), .filledDetail(let label), .activates(let label), .movesFocus(let label),
      .focusMoves(let label, _),
      .slotSelected(let label, _), .slotBooked(let label), .logicControl(let label), .keyEntered(let label):
      return around + label.utf8.count
    case .focusGoesNowhere(let label, let showing), .focusMoveDropped(let label, let showing):
      return around + 2 * label.utf8.count + showing.utf8.count
    case .announced(let text, _), .cutOff(let text, _), .saysAgain(let text), .noticeShown(let text),
      .logicWarningShown(let text), .warningToastShown(let text, _), .screenShown(let text), .nothingHappens(let text),
      .returnsToApp(let text), .switchesTo(let text), .looksForNewCode(let text), .signedOut(let text):
      return around + text.utf8.count
    case .attemptNotDone(let step, let why): return around + step.utf8.count + why.utf8.count
    case .warningShown(let text, let controls): return around + text.utf8.count + labelBytes(controls)
    case .draftSaved(let labels): return around + labelBytes(labels)
    case .detailsCleared(let reason, let lost): return around + reason.utf8.count + labelBytes(lost)
    case .formCleared(let reason, _): return around + reason.utf8.count
    case .signInShown(let message): return around + (message?.utf8.count ?? 0)
    case .codeExpiredShown(let message, _): return 2 * around + message.utf8.count
    default: return around
    }
  }

  private func labelBytes(_ labels: [String]) -> Int { labels.reduce(0) { $0 + $1.utf8.count + 4 } }
}

/// An event as recorded: when it happened, and whether a probe (an expectation acting on its
/// own copy of the world) did it.
public struct TraceEntry: Hashable, Sendable {
  public var at: VirtualInstant
  public var event: TraceEvent
  /// Whether a probe's acting made it, rather than the task.
  public var byProbe: Bool

  /// The entry as the timeline shows it.
  public var logEntry: LogEntry { logEntry(drawnIn: nil) }

  /// The same, with the lines `content` has drawn already taken from it.
  func logEntry(drawnIn content: AppContent?) -> LogEntry {
    LogEntry(at: at, kind: byProbe ? .probe : event.kind, text: event.words(drawnIn: content))
  }
}
