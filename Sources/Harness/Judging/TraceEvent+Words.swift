extension TraceEvent {
  /// The event in plain words, as the timeline, the evidence and the reports show it.
  public var words: String { words(drawnIn: nil) }

  /// The same, with the lines `content` has drawn already (a field filled in order) taken from it.
  func words(drawnIn content: AppContent?) -> String {
    switch self {
    case .startedFilling(let slowly): slowly ? "starts filling the long form slowly" : "starts filling the long form"
    case .filled(let label, let index, let count, let total):
      if let content, count == index + 1, index < content.filledInOrder.count, total == content.filledInOrder.count {
        content.filledInOrder[index]
      } else {
        Wording.filled(label, count: count, of: total)
      }
    case .goesBackOverEntries: "all fields filled; goes back over what was entered"
    case .filledDetail(let label): String.joined("filled '", label, "'")
    case .waitsFor(let awaited): "waits for \(awaited)"
    case .idles(let duration): "stays idle for \(duration)"
    case .activates(let label): String.joined("activates '", label, "'")
    case .movesFocus(let label): String.joined("moves focus to '", label, "'")
    case .passesFaceID: "passes Face ID"
    case .entersPassword: "enters the password"
    case .opensIdentityCheck: "opens the identity check"
    case .typesCode: "types the code"
    case .signsInWithFaceID: "signs in with Face ID"
    case .reauthenticatedAlready(let at): "has re-authenticated with Face ID already, at \(at)"
    case .looksForNewCode(let offered):
      String.joined("looks for a way to get a new code; the screen offers only '", offered, "'")
    case .switchesTo(let place): "switches to \(place)"
    case .alreadyInApp: "is already in the app"
    case .alreadySignedIn: "is already signed in: 'sign in' has nothing to do"
    case .alreadyOnForm: "is already on the form: 'open the long form' has nothing to do"
    case .attemptNotDone(let step, let why): String.joined("tries to ", step, ", which cannot be done: ", why)
    case .returnsToApp(let showing): "returns to the app: \(showing) is showing"
    case .opensWithFaceID: "opens the app with Face ID"
    case .faceIDNotRecognised(let attempt): "Face ID does not recognise the person (attempt \(attempt))"
    case .faceIDRecognised: "Face ID recognises the person; the device shows it succeeded"
    case .leavesPromptOpen(let duration): "leaves the Face ID prompt open for \(duration)"
    case .waitsForTokenExpiry: "waits for the sign-in token to expire"
    case .waitsForSlotHold: "waits for the slot hold to run out"
    case .opensPasscode: "opens the passcode screen"
    case .entersPasscode(let correct): correct ? "enters the correct passcode" : "enters an incorrect passcode"
    case .touchesBehindNotice(let outside): outside ? "taps outside the notice" : "taps the keypad button '5'"
    case .tellsLogic(let input): input.words
    case .warningShown(let text, let controls):
      String.joined("warning shown: \"", text, "\" with ", Wording.list(controls))
    case .warningToastShown(let text, let visible): "warning shown as a toast for \(visible): \"\(text)\""
    case .warningToastGone: "the warning toast went away"
    case .sessionExtended(let endsAt, let was):
      String.joined(
        "session extended: now ends at ", endsAt.description,
        was.map { String.joined(" (was ", $0.description, ")") } ?? ""
      )
    case .formKeptBehindSignIn: "the form is kept behind the sign-in screen"
    case .signInShown(let message):
      message.map { String.joined("sign-in screen shown saying \"", $0, "\"") }
        ?? "sign-in screen shown with no message"
    case .noDraftSaved: "no draft saved"
    case .draftSaved(let labels):
      String.joined("draft saved: ", Wording.count(labels.count, "field"), " (", Wording.list(labels), ")")
    case .formCleared(let reason, let lost):
      String.joined("form cleared because ", reason, ": ", Wording.count(lost, "entered field"), " gone")
    case .signedIn(let endsAt): "signed in; session ends at \(endsAt)"
    case .draftGone(let savedAt, let keptFor):
      "the draft saved at \(savedAt) is gone: the app keeps a draft for \(keptFor)"
    case .restored(let count, let fromDraft):
      count == 0
        ? "nothing restored" : "restored \(Wording.count(count, "field"))" + (fromDraft ? " from the draft" : "")
    case .signedOut(let message): "signed out; sign-in screen says \"\(message)\""
    case .asksFaceIDBeforeExtending: "asks for Face ID before extending"
    case .keyEntered(let key): "'\(key)' entered"
    case .logicControl(let name): String.joined("'", name, "' is a control of a team's logic")
    case .codeSent(let number, let expiresAt):
      String.joined("code ", String(number), " sent; it expires at ", expiresAt.description)
    case .codeExpiredShown(let message, let offers): String.joined("\"", message, "\" shown", offers.words)
    case .codeAccepted: "code accepted; identity confirmed"
    case .backToIdentityCheck: "back to the identity check"
    case .detailsCleared(let reason, let lost):
      "\(Wording.count(lost.count, "entered field")) cleared because \(reason) (\(Wording.list(lost)))"
    case .faceIDPromptShown(let expiry): "Face ID prompt shown; the sign-in token expires at \(expiry)"
    case .asksForPassword(let failures):
      "\(Wording.count(failures, "failed attempt")): the app asks for the password instead"
    case .signedInWithFaceID: "signed in with Face ID"
    case .tokenExpiredError(let expiredAt):
      "the sign-in token had expired at \(expiredAt): a generic error screen with an error code"
    case .slotSelected(let label, let heldUntil):
      heldUntil.map { "slot '\(label)' selected and held until \($0)" }
        ?? "slot '\(label)' selected but not held; anyone can book it"
    case .slotBooked(let label): "slot '\(label)' booked"
    case .noticeShown(let text): String.joined("notice shown: \"", text, "\"")
    case .focusJumpsToKeypad: "focus jumps to the keypad"
    case .passcodeAccepted: "passcode accepted; the app unlocks"
    case .touchIgnored: "the touch is ignored; the notice stays until its close button is tapped"
    case .keypadHandlesTouch: "the keypad handles the touch: '5' is entered"
    case .noticeDismissed: "notice dismissed"
    case .focusMoves(let label, let read):
      String.joined("focus moves to '", label, read ? "'; VoiceOver reads it" : "'")
    case .focusGoesNowhere(let label, let showing):
      String.joined("focus sent to '", label, "' goes nowhere: ", TraceEvent.notShowing(label, showing: showing))
    case .focusMoveDropped(let label, let closed):
      String.joined("the focus move to '", label, "' still to come is dropped: ", closed, " closed")
    case .saysAgain(let text):
      String.joined("says again what was announced while the person was away: \"", text, "\"")
    case .nothingHappens(let title): String.joined("nothing happens: the app does not answer that on ", title)
    case .screenShown(let title): String.joined(title, " shown")
    case .logicWarningShown(let text): String.joined("warning shown: \"", text, "\"")
    case .logicWarningSilent:
      String.joined(
        "'", TimerName.sessionWarning.rawValue, "' ran out: the app showed no new text and announced nothing")
    case .sessionEnds(let at): String.joined("session ends at ", at.description)
    case .logicSignedOut: "signed out"
    case .notRunning(let name): String.joined("'", name.rawValue, "' is not running; nothing to extend")
    case .fieldsCleared(let count): String.joined("cleared ", Wording.count(count, "field"))
    case .sessionExpired(let length): String.joined("session expired after ", length)
    case .codeExpired(let number, let lifetime):
      String.joined("code ", String(number), " expired after ", lifetime.description)
    case .tokenExpired(let lifetime, let timeoutScreen):
      String.joined(
        "sign-in token expired after ", lifetime.description,
        timeoutScreen ? "; the timeout screen replaces the prompt" : "; the Face ID prompt stays on screen")
    case .slotReleased(let held): held ? "slot hold ran out; the slot is released" : "someone else booked the slot"
    case .logicSessionExpired: "the session expired"
    case .logicCodeExpired: "the code expired"
    case .ranOut(let name): String.joined("'", name.rawValue, "' ran out")
    case .announced(let text, let heard): String.joined("announced \"", text, "\" (", heard.words, ")")
    case .cutOff(let text, let byFocusMove):
      byFocusMove ? "announcement \"\(text)\" cut off by a focus move" : "announcement \"\(text)\" cut off"
    }
  }

  /// Why focus sent to `label` went nowhere, as the focus record and the timeline say it.
  static func notShowing(_ label: String, showing: String) -> String {
    String.joined("'", label, "' was not on the screen showing (", showing, ")")
  }
}

extension TraceEvent.LogicInput {
  var words: String {
    switch self {
    case .entered(let correct): correct ? "enters the code" : "enters an incorrect code"
    case .faceID(let passed): passed ? "Face ID recognises the person" : "Face ID does not recognise the person"
    case .touchedOutside: "touches the screen outside what is on top"
    case .handOff(let place, let approved): "\(approved ? "approves" : "declines") in \(place)"
    }
  }
}

extension TraceEvent.CodeOffer {
  /// What follows the message's words: ` with 'Resend code' right after it`.
  var words: String {
    switch self {
    case .resendRightAfter(let resend): String.joined(" with '", resend, "' right after it")
    case .startAgainFirst(let startAgain, let resend):
      String.joined(" with '", startAgain, "' first and '", resend, "' after it")
    case .onlyStartAgain(let startAgain): String.joined(" with only '", startAgain, "'")
    }
  }
}

extension TraceEvent.Hearing {
  var words: String {
    switch self {
    case .spoken(let duration): String.joined("spoken for ", duration.description)
    case .away: "not heard: the person is in another app"
    case .notHeard(let words): words
    }
  }
}
