extension World {
  /// The elements of `screen` in reading order, given the state of the world.
  func elements(of screen: ScreenID) -> [Element] {
    switch screen {
    case .form:
      let form = ScreenLists.form
      guard warningVisible else { return form }
      if warningIsToast {
        var toast: [Element] = []
        toast.reserveCapacity(2 + form.count)
        toast.append(Element(warningText, role: .text, isAccessibilityElement: false))
        if app.session.extend != .notAllowed {
          toast.append(Element("Stay signed in", role: .button, action: .staySignedIn, isAccessibilityElement: false))
        }
        toast.append(contentsOf: form)
        return toast
      }
      // Made at its full size at once: the modal warning is drawn whenever the form is looked at.
      var warning: [Element] = []
      warning.reserveCapacity(4)
      // The seed's view: its text, then its buttons; the time left drawn under them.
      warning.append(.text(warningText))
      if app.session.extend != .notAllowed { warning.append(.button("Stay signed in", .staySignedIn)) }
      warning.append(.button("Save and sign out", .saveAndSignOut))
      warning.append(.text(timeLeftText))
      return warning
    case .signIn:
      var signIn: [Element] = []
      signIn.reserveCapacity(3)
      if let signInMessage { signIn.append(.text(signInMessage)) }
      signIn.append(.field("Password"))
      signIn.append(.button("Sign in", .signIn))
      return signIn
    case .codeDetails:
      return ScreenLists.codeDetails
    case .codeEntry:
      return ScreenLists.codeEntry
    case .codeExpired:
      switch app.oneTimeCode.resend {
      case .afterMessage: return ScreenLists.codeExpiredResendFirst
      case .elsewhere: return ScreenLists.codeExpiredResendLast
      case .none: return ScreenLists.codeExpiredNoResend
      }
    case .verified:
      return ScreenLists.verified
    case .appointments:
      return slotSelectedAt == nil || slotReleasedAt != nil ? ScreenLists.slotsFree : ScreenLists.slotSelected
    case .faceIDPrompt:
      return ScreenLists.faceIDPrompt
    case .tokenTimeout:
      return ScreenLists.tokenTimeout(app.biometric.timeoutScreen)
    case .biometricError:
      return ScreenLists.biometricError
    case .passcode:
      guard noticeVisible else { return ScreenLists.passcode }
      return app.passcode.dismissal == .closeButtonOnly ? ScreenLists.notice : ScreenLists.noticeOverPasscode
    case .unlocked:
      return ScreenLists.unlocked
    case .otherApp:
      return []
    }
  }

  /// Whether this profile can move to `element` at all.
  func canFocus(_ element: Element) -> Bool { profile.canFocus(element) }

  /// How long this profile takes to get from the top of `elements` to the one at `index`.
  func timeToReach(_ index: Int, in elements: [Element]) -> VirtualDuration {
    profile.timeToReach(index, in: elements)
  }

  /// The index of the element whose label is `label`, ignoring case.
  func index(of label: String, in elements: [Element]) -> Int? {
    elements.firstIndex { $0.label.sameIgnoringCase(label) }
  }
}

extension Profile {
  /// Whether this person can move to `element` at all.
  public func canFocus(_ element: Element) -> Bool {
    switch navigation {
    case .direct: true
    case .swipe: element.isAccessibilityElement
    case .scan, .tab: element.isInteractive && element.isAccessibilityElement
    case .voice: element.isInteractive && element.isAccessibilityElement && !element.label.isEmpty
    }
  }

  /// How long this person takes to get from the top of `elements` to the one at `index`.
  public func timeToReach(_ index: Int, in elements: [Element]) -> VirtualDuration {
    var steps = 0
    switch navigation {
    case .direct, .voice: break
    case .swipe, .scan, .tab: for element in elements[...index] where canFocus(element) { steps += 1 }
    }
    return pace.perStep * steps
  }
}

/// The elements of the screens that depend on nothing, or only on the app's settings, made
/// once: a screen is looked at many times in a check (each visit, each step's reach), and a
/// list made at each look is an allocation and, later, a release of each of its labels.
enum ScreenLists {
  /// The long form, without the warning.
  static let form: [Element] = [.text("Application form")] + World.longFormFields.map { .field($0.label) }
  static let codeDetails: [Element] =
    [.text("Confirm your identity")] + World.detailsFields.map { .field($0.label) } + [.button("Send code", .sendCode)]
  static let codeEntry: [Element] = [
    .text("Enter the code we sent to your phone"), .field("Code"), .button("Verify", .verifyCode),
  ]
  static let codeExpiredResendFirst: [Element] = [
    .text("Code expired"), .button("Resend code", .resendCode), .button("Start again", .startAgain),
  ]
  static let codeExpiredResendLast: [Element] = [
    .text("Code expired"), .button("Start again", .startAgain), .button("Resend code", .resendCode),
  ]
  static let codeExpiredNoResend: [Element] = [.text("Code expired"), .button("Start again", .startAgain)]
  static let verified: [Element] = [.text("Identity confirmed")]
  static let slotsFree = slots(first: .button(World.slotLabel, .selectSlot))
  static let slotSelected = slots(first: .text("Selected: \(World.slotLabel)"))
  static let faceIDPrompt: [Element] = [
    .text("Face ID"), .text("Look at your iPhone to log in"), .button("Cancel", .logInAgain),
  ]
  static let biometricError: [Element] = [.text(World.biometricErrorText), .button("Try again", .logInAgain)]
  static let passcode: [Element] =
    [.text(World.instructions), .field("Passcode")] + World.keypadKeys.map { Element.button($0, .keypad($0)) }
  static let notice: [Element] = [.text(World.noticeText), .button("Close", .closeNotice)]
  static let noticeOverPasscode = notice + passcode
  static let unlocked: [Element] = [.text("Welcome back")]
  private static let tokenTimeoutPlain = timeoutScreen(.plainWords)
  private static let tokenTimeoutWithCode = timeoutScreen(.withErrorCode)
  private static let tokenTimeoutBiometric = timeoutScreen(.saysBiometric)
  private static let tokenTimeoutGeneric = timeoutScreen(.generic)

  /// The timeout screen as the app words it.
  static func tokenTimeout(_ wording: BiometricBehaviour.Wording) -> [Element] {
    switch wording {
    case .plainWords: tokenTimeoutPlain
    case .withErrorCode: tokenTimeoutWithCode
    case .saysBiometric: tokenTimeoutBiometric
    case .generic: tokenTimeoutGeneric
    }
  }

  private static func timeoutScreen(_ wording: BiometricBehaviour.Wording) -> [Element] {
    World.tokenTimeoutTexts(wording).map(Element.text) + [.button("Log in again", .logInAgain)]
  }

  /// The appointment screen, with the slot first as `first` shows it.
  private static func slots(first: Element) -> [Element] {
    [
      .text("Choose a time for your appointment"), first, .button("Tuesday 10:00", .selectSlot),
      .button("Book", .bookSlot),
    ]
  }
}
