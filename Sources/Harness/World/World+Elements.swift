extension World {
  /// The elements of `screen` in reading order, given the state of the world.
  func elements(of screen: ScreenID) -> [Element] {
    switch screen {
    case .form:
      let form = World.formElements
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
      warning.append(.text(warningText))
      warning.append(.text(timeLeftText))
      if app.session.extend != .notAllowed { warning.append(.button("Stay signed in", .staySignedIn)) }
      warning.append(.button("Save and sign out", .saveAndSignOut))
      return warning
    case .signIn:
      var signIn: [Element] = []
      signIn.reserveCapacity(3)
      if let signInMessage { signIn.append(.text(signInMessage)) }
      signIn.append(.field("Password"))
      signIn.append(.button("Sign in", .signIn))
      return signIn
    case .codeDetails:
      return World.codeDetailsElements
    case .codeEntry:
      return [.text("Enter the code we sent to your phone"), .field("Code"), .button("Verify", .verifyCode)]
    case .codeExpired:
      switch app.oneTimeCode.resend {
      case .afterMessage:
        return [.text("Code expired"), .button("Resend code", .resendCode), .button("Start again", .startAgain)]
      case .elsewhere:
        return [.text("Code expired"), .button("Start again", .startAgain), .button("Resend code", .resendCode)]
      case .none:
        return [.text("Code expired"), .button("Start again", .startAgain)]
      }
    case .verified:
      return [.text("Identity confirmed")]
    case .appointments:
      var slots: [Element] = [.text("Choose a time for your appointment")]
      if slotSelectedAt == nil || slotReleasedAt != nil {
        slots.append(.button(World.slotLabel, .selectSlot))
      } else {
        slots.append(.text("Selected: \(World.slotLabel)"))
      }
      return slots + [.button("Tuesday 10:00", .selectSlot), .button("Book", .bookSlot)]
    case .faceIDPrompt:
      return [.text("Face ID"), .text("Look at your iPhone to log in"), .button("Cancel", .logInAgain)]
    case .tokenTimeout:
      return tokenTimeoutTexts.map(Element.text) + [.button("Log in again", .logInAgain)]
    case .biometricError:
      return [.text(World.biometricErrorText), .button("Try again", .logInAgain)]
    case .passcode:
      let keypad = World.keypadKeys.map { Element.button($0, .keypad($0)) }
      let screen: [Element] = [.text(World.instructions), .field("Passcode")] + keypad
      guard noticeVisible else { return screen }
      let notice: [Element] = [.text(World.noticeText), .button("Close", .closeNotice)]
      return app.passcode.dismissal == .closeButtonOnly ? notice : notice + screen
    case .unlocked:
      return [.text("Welcome back")]
    case .otherApp:
      return []
    }
  }

  /// Whether this profile can move to `element` at all.
  func canFocus(_ element: Element) -> Bool {
    switch profile.navigation {
    case .direct: true
    case .swipe: element.isAccessibilityElement
    case .scan, .tab: element.isInteractive && element.isAccessibilityElement
    case .voice: element.isInteractive && element.isAccessibilityElement && !element.label.isEmpty
    }
  }

  /// How long this profile takes to get from the top of `elements` to the one at `index`.
  func timeToReach(_ index: Int, in elements: [Element]) -> VirtualDuration {
    var steps = 0
    switch profile.navigation {
    case .direct, .voice: break
    // Counted in place: a filtered copy would also copy the world into its closure.
    case .swipe, .scan, .tab: for element in elements[...index] where canFocus(element) { steps += 1 }
    }
    return profile.pace.perStep * steps
  }

  /// The index of the element whose label is `label`, ignoring case.
  func index(of label: String, in elements: [Element]) -> Int? {
    elements.firstIndex { $0.label.sameIgnoringCase(label) }
  }
}
