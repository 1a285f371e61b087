/// Why a step could not be done, in words a person understands.
public struct StepFailure: Error, Hashable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}

/// Something a step can wait for.
public enum Awaited: Codable, Hashable, Sendable, CustomStringConvertible {
  case warning
  case sessionExpiry
  case codeExpiry
  /// A timer the app's own logic or flow names runs out.
  case timer(String)
  /// The screen shows a text holding these words.
  case text(String)
  /// The screen of this stable name (`ScreenID.name`) is showing; `title` names it.
  case screen(name: String, title: String)

  public var description: String {
    switch self {
    case .warning: "the warning to appear"
    case .sessionExpiry: "the session to expire"
    case .codeExpiry: "the code to expire"
    case .timer(let name): "'\(name)' to run out"
    case .text(let words): "'\(words)' to be shown"
    case .screen(_, let title): "\(title) to be shown"
    }
  }
}

extension World {
  /// The longest a step waits for something before it gives up.
  public static let waitLimit = VirtualDuration.minutes(24 * 60)

  /// Whether `awaited` has happened since `since`.
  func happened(_ awaited: Awaited, since: VirtualInstant) -> Bool {
    switch awaited {
    case .warning: return warningVisible || (warningShownAt.map { $0 >= since } ?? false)
    case .sessionExpiry: return sessionExpiredAt.map { $0 >= since } ?? false
    case .codeExpiry: return codeExpiredAt.map { $0 >= since } ?? false
    case .timer(let name):
      return timerEvents.last { $0.timer == name && $0.change == .fired }.map { $0.at >= since } ?? false
    case .text(let words):
      let phrase = Phrase(words)
      return elements.contains { phrase.found(in: $0.label) }
    case .screen(let name, _):
      return screen.name == name
    }
  }

  /// The failure of a step that waited for `awaited` in vain because of `reason`: what the app
  /// did wrong first, when it is the cause (an app that gave no warning), then what was lost.
  func waitedInVain(for awaited: Awaited, because reason: String) -> StepFailure {
    guard awaited == .warning else { return StepFailure("waited for \(awaited), but \(reason)\(lossSummary)") }
    return StepFailure("\(reason), so the wait for \(awaited) ended there\(lossSummary)")
  }

  /// Why `awaited` can no longer happen, if it cannot.
  func impossibility(of awaited: Awaited) -> String? {
    switch awaited {
    case .warning:
      guard !signedIn else { return nil }
      return "the app gave no warning before the session expired at \(sessionExpiredAt ?? now)"
    case .sessionExpiry:
      return signedIn ? nil : "the person is signed out"
    case .codeExpiry:
      guard codeExpiresAt == nil else { return nil }
      return logic == nil
        ? "no code is waiting to be entered"
        : "no code is waiting to expire: \(shownTitle) is showing, and the app starts '\(TimerName.codeExpiry)' when it sends one"
    case .timer(let name):
      guard !timers.contains(where: { $0.kind == .named(TimerName(name)) }) else { return nil }
      return "'\(name)' is not running at \(now): \(shownTitle) is showing"
    case .text, .screen:
      return nil
    }
  }

  /// What the person lost when the session ended, for failure messages.
  var lossSummary: String { trace.lossSummary }

  /// Fills fields at this profile's pace: `count` of them, all of them, or (with `until`)
  /// keeps filling and then checking what was entered until `until` happens.
  public mutating func fill(count: Int?, slowly: Bool, until awaited: Awaited?) throws(StepFailure) {
    let pace = slowly ? profile.pace.slowed(by: PaceTable.slowlyFactor) : profile.pace
    let start = now
    var filled = 0
    var reviewing = false
    let stop: (World) -> Bool = { world in
      !world.formShowing || world.warningVisible
        || (awaited.map { world.happened($0, since: start) } ?? false)
    }
    note(.startedFilling(slowly: slowly))
    while true {
      if let awaited, happened(awaited, since: start) { return }
      if let count, filled >= count { return }
      if !formShowing || warningVisible {
        guard let awaited else {
          let blocker = warningVisible ? "the warning is showing" : "\(shownTitle) is showing"
          throw StepFailure("filling stopped at \(now): \(blocker)\(lossSummary)")
        }
        if let reason = impossibility(of: awaited) { throw waitedInVain(for: awaited, because: reason) }
        try wait(until: awaited)
        return
      }
      if now - start > World.waitLimit { throw waitedTooLong(for: awaited) }
      try guardStep()
      // A flow's form over several screens is filled where it shows: the fields of this page.
      let here = logic == nil ? nil : Set(elements.filter { $0.role == .field }.map(\.label))
      if let index = longForm.firstIndex(where: { $0.value == nil && (here?.contains($0.label) ?? true) }) {
        if spend(pace.perField, stopWhen: stop) { continue }
        record(longForm[index])
        longForm[index].value = app.content.longFormValues[index]
        filled += 1
        if logic != nil {
          deliver(.typed(Field(longForm[index].label, sensitive: longForm[index].isSensitive)), byApp: false)
        }
        note(.filled(label: longForm[index].label, index: index, count: entryCount, total: longForm.count))
      } else {
        if let count, let here, longForm.contains(where: { $0.value == nil && !here.contains($0.label) }) {
          throw StepFailure(
            "filling stopped at \(now) after \(filled) of \(count) fields: no empty field is left on \(shownTitle); "
              + "the rest of the form is on another screen: add 'tap \"LABEL\"' with the control that shows it")
        }
        guard awaited != nil else { return }
        if !reviewing { note(.goesBackOverEntries) }
        reviewing = true
        spend(pace.perField, stopWhen: stop)
      }
    }
  }

  /// Remembers that the person entered `field`. What was typed is the field's value in
  /// `longFormValues` or `detailsValues`, the same every time: what a restore must bring back.
  mutating func record(_ field: Field) {
    act(.typed(field: field.label))
    guard !entered.contains(field.label) else { return }
    // Room for both forms' fields at once, rather than growing through 1, 2, 4, 8, 16.
    if entered.isEmpty { entered.reserveCapacity(longForm.count + details.count) }
    entered.append(field.label)
  }

  private var entryCount: Int { longForm.reduce(0) { $1.value == nil ? $0 : $0 + 1 } }

  private func waitedTooLong(for awaited: Awaited?) -> StepFailure {
    StepFailure("waited \(World.waitLimit) for \(awaited?.description ?? "the step to finish"); it never happened")
  }

  /// Idles until `awaited` happens; fails when it cannot.
  public mutating func wait(until awaited: Awaited) throws(StepFailure) {
    let start = now
    note(.waitsFor(awaited))
    let happened = wait(upTo: World.waitLimit) {
      $0.happened(awaited, since: start) || $0.impossibility(of: awaited) != nil
    }
    if self.happened(awaited, since: start) { return }
    if let reason = impossibility(of: awaited) { throw waitedInVain(for: awaited, because: reason) }
    if !happened { throw waitedTooLong(for: awaited) }
  }

  /// Idles for `duration`.
  public mutating func idle(for duration: VirtualDuration) {
    note(.idles(duration))
    spend(duration)
  }

  /// Reaches the control labelled `label` the way this profile reaches things, then activates it.
  public mutating func activate(_ label: String) throws(StepFailure) {
    let element = try reach(label, control: true, then: profile.pace.perAction)
    note(.activates(label: element.label))
    act(.activated(label: element.label))
    guard logic == nil, let action = element.action else {
      deliver(.activated(element.label), byApp: false)
      return
    }
    try perform(action)
  }

  /// Moves focus to the control, field or text labelled `label` the way this profile moves,
  /// and activates nothing (`press Tab until "Close" has focus`).
  public mutating func personMovesFocus(to label: String) throws(StepFailure) {
    let element = try reach(label, control: false, then: .zero)
    note(.movesFocus(to: element.label))
  }

  /// Reaches the element labelled `label` on screen, as this profile reaches things, and
  /// spends `then` more (an activation's time); with `control`, it must be a control.
  private mutating func reach(_ label: String, control: Bool, then: VirtualDuration) throws(StepFailure) -> Element {
    let shown = elements
    guard let index = index(of: label, in: shown) else {
      let offered = shown.filter(\.isInteractive).map(\.label)
      let hidden = logic?.whyHidden(label).map { " (\($0))" } ?? ""
      throw StepFailure(
        "'\(label)' is not on \(shownTitle) at \(now)\(hidden); it offers \(Wording.list(offered))")
    }
    let element = shown[index]
    guard !control || element.role == .button, !control || logic != nil || element.action != nil else {
      throw StepFailure("'\(label)' is \(element.role == .text ? "text" : "a field"), not a control")
    }
    guard canFocus(element) else {
      throw StepFailure("\(profile) cannot reach '\(label)' on \(shownTitle)")
    }
    listenToAnnouncements()
    let visit = visitIndex
    let moved: (World) -> Bool = { $0.visitIndex != visit }
    if spend(timeToReach(index, in: shown) + then, stopWhen: moved) {
      let what = control ? "reach and activate it" : "reach it"
      throw StepFailure("'\(label)' went away at \(now), before \(profile) could \(what)")
    }
    return element
  }

  mutating func perform(_ action: Element.Action) throws(StepFailure) {
    switch action {
    case .staySignedIn:
      switch app.session.extend {
      case .notAllowed:
        throw StepFailure("the app does not let the session be extended")
      case .afterReauthentication:
        note(.asksFaceIDBeforeExtending)
        spend(World.faceIDTime)
        guard signedIn else { throw StepFailure("the session expired during Face ID at \(sessionExpiredAt ?? now)") }
        note(.passesFaceID)
        act(.faceID(passed: true))
        extendSession()
      case .silently:
        extendSession()
      }
    case .saveAndSignOut: signOutSavingDraft()
    case .signIn: completeSignIn()
    case .sendCode: sendCode()
    case .resendCode: sendCode()
    case .startAgain: startAgain()
    case .logInAgain: openWithFaceID()
    case .closeNotice: closeNotice(readInstructions: true, by: .closeButton)
    case .selectSlot: holdSlot()
    case .bookSlot: try completeBooking()
    case .keypad(let key): note(.keyEntered(key))
    // Only a flow's buttons navigate, and a flow answers its own buttons.
    case .navigate: break
    case .named(let name): note(.logicControl(name: name))
    case .verifyCode:
      guard verifyCode() else { throw StepFailure("the code was no longer valid at \(now)") }
    }
  }

  /// How long one Face ID check takes, passed or failed.
  static let faceIDTime = VirtualDuration.seconds(3)

  /// Signs in again from the sign-in screen: types the password, then "Sign in".
  public mutating func signIn() throws(StepFailure) {
    guard signInShowing else {
      throw StepFailure(
        "there is nothing to sign in to: \(shownTitle) is showing and the session is \(signedIn ? "active" : "over")")
    }
    if let message = signInMessage { spend(readingTime(message)) }
    // A logic's sign-in screen may ask for no password (a button alone, or Face ID after).
    if logic == nil || elements.contains(where: { $0.role == .field && $0.label.lowercased().contains("password") }) {
      spend(profile.pace.perField)
      note(.entersPassword)
      act(.enteredPassword)
    }
    try activate(logic == nil ? app.words[.signInButton] : elements.first { $0.action == .signIn }?.label ?? "")
  }

  /// Whether a way to sign in is showing: the sign-in screen, or a logic's control that signs in.
  var signInShowing: Bool {
    logic == nil ? screen == .signIn : elements.contains { $0.role == .button && $0.action == .signIn }
  }

  /// Goes to the identity check, enters its details, and asks for a code.
  public mutating func requestCode() throws(StepFailure) {
    guard signedIn else { throw StepFailure("cannot ask for a code: the session is over") }
    if screen != .codeDetails { show(.codeDetails, byApp: false) }
    note(.opensIdentityCheck)
    act(.opened(screen: ScreenID.codeDetails.title))
    for index in details.indices where details[index].value == nil {
      let visit = visitIndex
      if spend(profile.pace.perField, stopWhen: { $0.visitIndex != visit }) {
        throw StepFailure("filling the identity check stopped at \(now): \(shownTitle) is showing")
      }
      record(details[index])
      details[index].value = app.content.detailsValues[index]
      note(.filledDetail(label: details[index].label))
    }
    try activate(app.words[.codeSend])
  }

  /// Types the code that was sent and presses "Verify".
  public mutating func enterCode() throws(StepFailure) {
    guard screen == .codeEntry else {
      throw StepFailure("there is no code to enter: \(shownTitle) is showing")
    }
    let visit = visitIndex
    if spend(profile.pace.perField, stopWhen: { $0.visitIndex != visit }) {
      throw StepFailure("the code expired at \(now) while \(profile) was typing it")
    }
    note(.typesCode)
    act(.typedCode)
    try activate(app.words[.codeVerify])
  }

  /// Lets the code run out, first asking for one when none is waiting.
  public mutating func letCodeExpire() throws(StepFailure) {
    if codeExpiresAt == nil {
      guard logic == nil else {
        throw StepFailure(
          "no code is waiting to expire at \(now): \(shownTitle) is showing, and the app starts '\(TimerName.codeExpiry)' when it sends one"
        )
      }
      try requestCode()
    }
    try wait(until: .codeExpiry)
  }

  /// Proves it is the person again with Face ID: to stay signed in, or to sign in.
  public mutating func reauthenticate() throws(StepFailure) {
    try requireInApp()
    if screen == .form && warningVisible {
      try activate(app.words[.staySignedIn])
    } else if screen == .signIn {
      spend(World.faceIDTime)
      note(.signsInWithFaceID)
      act(.faceID(passed: true))
      completeSignIn()
    } else if screen == .faceIDPrompt {
      try passFaceID()
    } else if let last = acts.last, last.kind == .faceID(passed: true) {
      // The control just used asked for Face ID itself ("Stay signed in"): that was it.
      note(.reauthenticatedAlready(at: last.at))
    } else {
      throw StepFailure("nothing asks for Face ID: \(shownTitle) is showing")
    }
  }

  /// Does what the screen offers to get back on track.
  public mutating func recover() throws(StepFailure) {
    switch screen {
    case .codeExpired:
      let (resend, startAgain) = (app.words[.codeResend], app.words[.codeStartAgain])
      if index(of: resend, in: elements) != nil {
        try activate(resend)
        try enterCode()
      } else {
        note(.looksForNewCode(offered: startAgain))
        try activate(startAgain)
      }
    case .signIn:
      try signIn()
    case .faceIDPrompt:
      try passFaceID()
    case .tokenTimeout, .biometricError:
      try activate(app.words[screen == .tokenTimeout ? .timeoutLogInAgain : .biometricErrorTryAgain])
      try passFaceID()
    default:
      throw StepFailure("there is nothing to recover from: \(shownTitle) is showing and nothing went wrong")
    }
  }
}
