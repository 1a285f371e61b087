extension World {
  /// What the person enters before asking for a code: the progress a code's expiry can cost.
  static let detailsFields: [Field] = [
    Field("Account number"), Field("Mobile number"), Field("Memorable date"),
  ]

  /// Sends a code and shows the code screen.
  mutating func sendCode() {
    codesSent += 1
    let expiry = now + app.oneTimeCode.lifetime
    codeExpiresAt = expiry
    schedule(.codeExpiry, at: expiry)
    note(.app, "code \(codesSent) sent; it expires at \(expiry)")
    show(.codeEntry, byApp: false)
  }

  mutating func expireCode() {
    codeExpiresAt = nil
    note(.timer, "code \(codesSent) expired after \(app.oneTimeCode.lifetime)")
    if screen == .codeEntry {
      let next = app.oneTimeCode.resendAfterExpiry ? " with 'Resend code' right after it" : " alone"
      note(.app, "\"Code expired\" shown\(next)")
      show(.codeExpired, byApp: true)
      announce(app.oneTimeCode.resendAfterExpiry ? "Code expired. Resend code to get a new one." : "Code expired")
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
    if !app.oneTimeCode.keepsProgress {
      let lost = details.filter { $0.value != nil }.map(\.label)
      for index in details.indices { details[index].value = nil }
      note(.app, "started again: \(World.count(lost.count, "entered field")) cleared (\(World.list(lost)))")
    }
    show(.codeDetails, byApp: false)
  }
}
