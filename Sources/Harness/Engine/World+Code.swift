extension World {
  /// Sends a code and shows the code screen.
  mutating func sendCode() {
    codesSent += 1
    let expiry = now + app.oneTimeCode.lifetime
    codeExpiresAt = expiry
    codeExpiredAt = nil
    schedule(.codeExpiry, at: expiry)
    note(.app, String.joined("code ", String(codesSent), " sent; it expires at ", expiry.description))
    show(.codeEntry, byApp: false)
  }

  mutating func expireCode() {
    codeExpiresAt = nil
    codeExpiredAt = now
    note(.timer, String.joined("code ", String(codesSent), " expired after ", app.oneTimeCode.lifetime.description))
    if screen == .codeEntry {
      let words = app.words
      let (resend, startAgain) = (words[.codeResend], words[.codeStartAgain])
      let next: String
      switch app.oneTimeCode.resend {
      case .afterMessage: next = String.joined(" with '", resend, "' right after it")
      case .elsewhere: next = String.joined(" with '", startAgain, "' first and '", resend, "' after it")
      case .none: next = String.joined(" with only '", startAgain, "'")
      }
      note(.app, String.joined("\"", words[.codeExpired], "\" shown", next))
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
    note(.app, "code accepted; identity confirmed")
    show(.verified, byApp: false)
    return true
  }

  mutating func startAgain() {
    if !app.oneTimeCode.keepsProgress { clearDetails(reason: "the person started again") }
    note(.app, "back to the identity check")
    show(.codeDetails, byApp: false)
  }

  /// Empties the identity check's fields, naming what was lost.
  mutating func clearDetails(reason: String) {
    let lost = details.filter { $0.value != nil }.map(\.label)
    guard !lost.isEmpty else { return }
    for index in details.indices { details[index].value = nil }
    noteFields(.cleared, lost)
    note(.app, "\(Wording.count(lost.count, "entered field")) cleared because \(reason) (\(Wording.list(lost)))")
  }

}
