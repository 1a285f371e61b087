extension World {
  /// Opens the app to the Face ID prompt; the app's sign-in token starts running.
  public mutating func openWithFaceID() {
    endSession()
    faceIDFailures = 0
    tokenIssuedAt = now
    tokenExpiredAt = nil
    let expiry = now + app.biometric.tokenLifetime
    tokenExpiresAt = expiry
    schedule(.tokenExpiry, at: expiry)
    note(.opensWithFaceID)
    act(.openedWithFaceID)
    note(.faceIDPromptShown(tokenExpiresAt: expiry))
    show(.faceIDPrompt, byApp: false)
  }

  mutating func requirePrompt() throws(StepFailure) {
    guard screen == .faceIDPrompt else {
      throw StepFailure("there is no Face ID prompt: \(shownTitle) is showing")
    }
  }

  /// One failed Face ID attempt; after the app's limit, the password sign-in.
  public mutating func failFaceID() throws(StepFailure) {
    try requirePrompt()
    spend(World.faceIDTime)
    try requirePrompt()
    faceIDFailures += 1
    note(.faceIDNotRecognised(attempt: faceIDFailures))
    act(.faceID(passed: false))
    if faceIDFailures >= app.biometric.attempts {
      cancel(.tokenExpiry)
      tokenExpiresAt = nil
      signInMessage = app.words[.signInUsePassword]
      note(.asksForPassword(failures: faceIDFailures))
      show(.signIn, byApp: true)
    }
  }

  /// A Face ID attempt the device accepts; what follows depends on whether the token is still valid.
  public mutating func passFaceID() throws(StepFailure) {
    try requirePrompt()
    spend(World.faceIDTime)
    try requirePrompt()
    note(.faceIDRecognised)
    act(.faceID(passed: true))
    if tokenExpiresAt != nil {
      cancel(.tokenExpiry)
      tokenExpiresAt = nil
      note(.signedInWithFaceID)
      startSession()
      show(.form, byApp: false)
    } else {
      note(.tokenExpiredError(expiredAt: tokenExpiredAt ?? now))
      show(.biometricError, byApp: false)
      announce(app.words[.biometricErrorText], kind: .error)
    }
  }

  /// Leaves the Face ID prompt up for `duration` without acting.
  public mutating func leavePromptOpen(for duration: VirtualDuration) throws(StepFailure) {
    try requirePrompt()
    note(.leavesPromptOpen(duration))
    spend(duration)
  }

  /// Waits until the sign-in token expires, opening the app with Face ID first if needed.
  public mutating func letTokenExpire() throws(StepFailure) {
    if tokenExpiresAt == nil { openWithFaceID() }
    note(.waitsForTokenExpiry)
    wait(upTo: World.waitLimit) { $0.tokenExpiredAt != nil }
  }

  mutating func expireToken() {
    tokenExpiresAt = nil
    tokenExpiredAt = now
    switch app.biometric.atExpiry {
    case .timeoutScreen:
      note(.tokenExpired(after: app.biometric.tokenLifetime, timeoutScreen: true))
      show(.tokenTimeout, byApp: true)
      announce(tokenTimeoutTexts[0], kind: .error)
    case .stalePrompt:
      note(.tokenExpired(after: app.biometric.tokenLifetime, timeoutScreen: false))
    }
  }

  /// The timeout screen's texts, worded as the app words them.
  var tokenTimeoutTexts: [String] { fixedWords.timeoutTexts }
}

extension AppModel {
  /// The timeout screen's texts in `wording`.
  func tokenTimeoutTexts(_ wording: BiometricBehaviour.Wording) -> [String] {
    switch wording {
    case .plainWords: [said(.timeoutTitle), said(.timeoutBody)]
    case .withErrorCode: [said(.timeoutTitle), said(.timeoutBody), said(.timeoutErrorCode)]
    case .saysBiometric: [said(.timeoutTitle), said(.timeoutBiometricBody)]
    case .generic: [said(.timeoutGenericTitle), said(.timeoutGenericBody)]
    }
  }

  /// The app's durations by the placeholders that stand for them, as its texts state them.
  var durationWords: [String: String] {
    [
      "session.length": session.length.stated, "session.lead": session.warningLead.stated,
      "code.lifetime": oneTimeCode.lifetime.stated, "slot.hold": slot.hold.stated,
      "token.lifetime": biometric.tokenLifetime.stated,
    ]
  }

  /// `text` with each `{name}` of a word (`{session.staySignedIn}`) replaced by that word as
  /// this app says it: examples and starter checks written for an app's words, in any app's.
  public func filling(_ text: String) -> String {
    let durations = durationWords
    return AppWords.fill(text) { name in Word(rawValue: name).map { words.said($0, durations: durations) } }
  }

  /// `word` as the app says it, its placeholders filled in.
  func said(_ word: Word, own: [String: String] = [:]) -> String {
    words.said(word, durations: durationWords, own: own)
  }
}
