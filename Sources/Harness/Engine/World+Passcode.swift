extension World {
  /// How long the iOS behaviour waits before moving focus to the keypad.
  static let focusJumpDelay = VirtualDuration.seconds(0.5)

  mutating func openPasscode() throws(StepFailure) {
    try requireInApp()
    if screen != .passcode {
      note(.opensPasscode)
      act(.opened(screen: ScreenID.passcode.title))
      show(.passcode, byApp: false)
    }
  }

  /// Types a wrong passcode; the notice view appears and the error is announced.
  public mutating func enterIncorrectPasscode() throws(StepFailure) {
    try openPasscode()
    if noticeVisible { throw StepFailure("the notice is still showing; dismiss it before typing again") }
    spend(profile.pace.perField)
    note(.entersPasscode(correct: false))
    act(.enteredPasscode(correct: false))
    noticeVisible = true
    noticesShown += 1
    let notice = app.words[.passcodeNotice]
    note(.noticeShown(text: notice))
    refreshVisit(byApp: false)
    moveFocus(to: notice)
    announce(notice, kind: .error)
    if !app.passcode.announcementCompletes { schedule(.focusJump, at: now + World.focusJumpDelay) }
  }

  mutating func jumpFocusToKeypad() {
    guard noticeVisible else { return }
    note(.focusJumpsToKeypad)
    moveFocus(to: app.words[.passcodeField])
  }

  /// Types the right passcode and unlocks the app.
  public mutating func enterCorrectPasscode() throws(StepFailure) {
    try openPasscode()
    if noticeVisible { throw StepFailure("the notice is in the way; dismiss it before typing the passcode") }
    spend(profile.pace.perField)
    note(.entersPasscode(correct: true))
    act(.enteredPasscode(correct: true))
    note(.passcodeAccepted)
    show(.unlocked, byApp: false)
  }

  /// How the person tries to dismiss the notice.
  public enum Dismissal: String, Codable, Hashable, Sendable {
    case closeButton = "the close button"
    case tapOutside = "tapping outside"
    case keypadButton = "tapping a keypad button"
  }

  public mutating func dismissNotice(by way: Dismissal) throws(StepFailure) {
    guard screen == .passcode, noticeVisible else {
      throw StepFailure("there is no notice to dismiss: \(shownTitle) is showing")
    }
    switch way {
    case .closeButton:
      try activate(app.words[.passcodeClose])
    case .tapOutside, .keypadButton:
      spend(profile.pace.perAction)
      note(.touchesBehindNotice(outside: way == .tapOutside))
      act(way == .tapOutside ? .touchedOutsideNotice : .touchedKeypad)
      switch app.passcode.dismissal {
      case .closeButtonOnly:
        note(.touchIgnored)
      case .tapOutsideSwallowed:
        closeNotice(readInstructions: true, by: way)
      case .tapOutsidePassesThrough:
        if way == .keypadButton {
          closeNotice(readInstructions: false, by: way)
          note(.keypadHandlesTouch)
          moveFocus(to: "5")
        } else {
          closeNotice(readInstructions: true, by: way)
        }
      }
    }
  }

  mutating func closeNotice(readInstructions: Bool, by way: Dismissal) {
    noticeVisible = false
    dismissedAt = now
    dismissedBy = way
    cancel(.focusJump)
    note(.noticeDismissed)
    refreshVisit(byApp: false)
    guard readInstructions else { return }
    moveFocus(to: app.words[app.passcode.focusAfterDismissal == .instructions ? .passcodeInstructions : .passcodeField])
  }
}
