extension World {
  /// Sends a code and shows the code screen.
  mutating func sendCode() {
    codesSent += 1
    let expiry = now + app.oneTimeCode.lifetime
    codeExpiresAt = expiry
    codeExpiredAt = nil
    schedule(.codeExpiry, at: expiry)
    note(.codeSent(number: codesSent, expiresAt: expiry))
    show(.codeEntry, byApp: false)
  }

  mutating func expireCode() {
    codeExpiresAt = nil
    codeExpiredAt = now
    note(.codeExpired(number: codesSent, after: app.oneTimeCode.lifetime))
    if screen == .codeEntry {
      let words = app.words
      let (resend, startAgain) = (words[.codeResend], words[.codeStartAgain])
      let offers: TraceEvent.CodeOffer =
        switch app.oneTimeCode.resend {
        case .afterMessage: .resendRightAfter(resend: resend)
        case .elsewhere: .startAgainFirst(startAgain: startAgain, resend: resend)
        case .none: .onlyStartAgain(startAgain)
        }
      note(.codeExpiredShown(message: words[.codeExpired], offers: offers))
      if !app.oneTimeCode.keepsProgress { clearDetails(reason: "the code expired") }
      show(.codeExpired, byApp: true)
      announce(app.oneTimeCode.resend == .none ? words[.codeExpired] : words[.codeExpiredAnnouncement], kind: .error)
    }
  }

  mutating func verifyCode() -> Bool {
    guard codeExpiresAt != nil else { return false }
    codeVerified = true
    cancel(.codeExpiry)
    codeExpiresAt = nil
    note(.codeAccepted)
    show(.verified, byApp: false)
    return true
  }

  mutating func startAgain() {
    if !app.oneTimeCode.keepsProgress { clearDetails(reason: "the person started again") }
    note(.backToIdentityCheck)
    show(.codeDetails, byApp: false)
  }

  /// Empties the identity check's fields, naming what was lost.
  mutating func clearDetails(reason: String) {
    let lost = details.filter { $0.value != nil }.map(\.label)
    guard !lost.isEmpty else { return }
    for index in details.indices { details[index].value = nil }
    noteFields(.cleared, lost)
    note(.detailsCleared(reason: reason, lost: lost))
  }

}
