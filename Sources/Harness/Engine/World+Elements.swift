extension World {
  /// The elements of `screen` in reading order, given the state of the world.
  func elements(of screen: ScreenID) -> [Element] {
    let content = app.content
    switch screen {
    case .form:
      let form = content.form
      guard warningVisible else { return form }
      let offersExtension = self.offersExtension
      if warningIsToast {
        var toast: [Element] = []
        toast.reserveCapacity(2 + form.count)
        toast.append(Element(warningText, role: .text, isAccessibilityElement: false))
        if offersExtension {
          toast.append(
            Element(content.words[.staySignedIn], role: .button, action: .staySignedIn, isAccessibilityElement: false))
        }
        toast.append(contentsOf: form)
        return toast
      }
      // Made at its full size at once: the modal warning is drawn whenever the form is looked at.
      var warning: [Element] = []
      warning.reserveCapacity(4)
      // The seed's view: its text, then its buttons; the time left drawn under them.
      warning.append(.text(warningText))
      if offersExtension { warning.append(.button(content.words[.staySignedIn], .staySignedIn)) }
      warning.append(.button(content.words[.saveAndSignOut], .saveAndSignOut))
      warning.append(.text(timeLeftText))
      return warning
    case .signIn:
      var signIn: [Element] = []
      signIn.reserveCapacity(3)
      if let signInMessage { signIn.append(.text(signInMessage)) }
      signIn.append(.field(content.words[.signInPassword]))
      signIn.append(.button(content.words[.signInButton], .signIn))
      return signIn
    case .codeDetails:
      return content.codeDetails
    case .codeEntry:
      return content.codeEntry
    case .codeExpired:
      switch app.oneTimeCode.resend {
      case .afterMessage: return content.codeExpiredResendFirst
      case .elsewhere: return content.codeExpiredResendLast
      case .none: return content.codeExpiredNoResend
      }
    case .verified:
      return content.verified
    case .appointments:
      return slotSelectedAt == nil || slotReleasedAt != nil ? content.slotsFree : content.slotSelected
    case .faceIDPrompt:
      return content.faceIDPrompt
    case .tokenTimeout:
      return tokenTimeoutTexts.map(Element.text) + [.button(content.words[.timeoutLogInAgain], .logInAgain)]
    case .biometricError:
      return content.biometricError
    case .passcode:
      guard noticeVisible else { return content.passcode }
      return app.passcode.dismissal == .closeButtonOnly ? content.notice : content.noticeOverPasscode
    case .unlocked:
      return content.unlocked
    case .otherApp:
      return []
    case .hosted:
      return logic?.screen.elements ?? []
    }
  }

  /// Whether the warning offers to extend the session: the app allows it, and the
  /// extensions it allows are not used up.
  var offersExtension: Bool {
    app.session.extend != .notAllowed && extensions < (app.session.extensionLimit ?? Int.max)
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
