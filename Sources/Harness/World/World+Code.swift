extension World {
  /// What the person enters before asking for a code: the progress a code's expiry can cost.
  static let detailsFields: [Field] = [
    Field("Account number"), Field("Mobile number"), Field("Memorable date"),
  ]

  /// What the person types into each field of the identity check, in order; made once.
  static let detailsValues = detailsFields.enumerated().map { Field.typedValue(of: $1, index: $0) }

  /// What the person types into each field of either form that is not sensitive, by label:
  /// what a restore must bring back. A sensitive field's value is never kept to compare.
  static let allowedValues: [String: String] = {
    var values: [String: String] = [:]
    for (field, value) in zip(longFormFields + detailsFields, longFormValues + detailsValues) where !field.isSensitive {
      values[field.label] = value
    }
    return values
  }()

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
      let next: String
      switch app.oneTimeCode.resend {
      case .afterMessage: next = " with 'Resend code' right after it"
      case .elsewhere: next = " with 'Start again' first and 'Resend code' after it"
      case .none: next = " with only 'Start again'"
      }
      note(.app, String.joined("\"Code expired\" shown", next))
      if !app.oneTimeCode.keepsProgress { clearDetails(reason: "the code expired") }
      show(.codeExpired, byApp: true)
      announce(
        app.oneTimeCode.resend == .none ? "Code expired" : "Code expired. Resend code to get a new one.", kind: .error)
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
    note(.app, "\(World.count(lost.count, "entered field")) cleared because \(reason) (\(World.list(lost)))")
  }

}
