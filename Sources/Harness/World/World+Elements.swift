extension World {
  /// The elements of `screen` in reading order, given the state of the world.
  func elements(of screen: ScreenID) -> [Element] {
    switch screen {
    case .form:
      if warningVisible {
        var warning: [Element] = [.text(warningText)]
        if app.session.extend != .notAllowed { warning.append(.button("Stay signed in", .staySignedIn)) }
        warning.append(.button("Save and sign out", .saveAndSignOut))
        return warning
      }
      return [.text("Application form")] + longForm.map { .field($0.label) }
    case .signIn:
      return (signInMessage.map { [Element.text($0)] } ?? []) + [
        .field("Password"), .button("Sign in", .signIn),
      ]
    case .codeDetails:
      return [.text("Confirm your identity")] + details.map { .field($0.label) } + [
        .button("Send code", .sendCode)
      ]
    case .codeEntry:
      return [.text("Enter the code we sent to your phone"), .field("Code"), .button("Verify", .verifyCode)]
    case .codeExpired:
      if app.oneTimeCode.resendAfterExpiry {
        return [.text("Code expired"), .button("Resend code", .resendCode), .button("Start again", .startAgain)]
      }
      return [.text("Code expired"), .button("Start again", .startAgain)]
    case .verified:
      return [.text("Identity confirmed")]
    }
  }

  /// Whether this profile can move to `element` at all.
  func canFocus(_ element: Element) -> Bool {
    switch profile.navigation {
    case .direct: true
    case .swipe: element.isAccessibilityElement
    case .scan, .tab: element.isInteractive
    case .voice: element.isInteractive && !element.label.isEmpty
    }
  }

  /// How long this profile takes to get from the top of `elements` to the one at `index`.
  func timeToReach(_ index: Int, in elements: [Element]) -> VirtualDuration {
    let steps: Int
    switch profile.navigation {
    case .direct, .voice: steps = 0
    case .swipe, .scan, .tab: steps = elements[...index].filter(canFocus).count
    }
    return profile.pace.perStep * steps
  }

  /// The index of the element whose label is `label`, ignoring case.
  func index(of label: String, in elements: [Element]) -> Int? {
    elements.firstIndex { $0.label.lowercased() == label.lowercased() }
  }
}
