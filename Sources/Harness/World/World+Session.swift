extension World {
  /// The long form of seed 000: twenty fields, three of them sensitive.
  static let longFormFields: [Field] = [
    Field("Full name"), Field("Date of birth"), Field("Email"), Field("Phone number"),
    Field("Address line 1"), Field("Address line 2"), Field("Town"), Field("Postcode"),
    Field("Country"), Field("Employer"), Field("Job title"), Field("Annual income"),
    Field("Account type"), Field("Name on card"), Field("Card number", sensitive: true),
    Field("Expiry date"), Field("Security code", sensitive: true), Field("Username"),
    Field("Password", sensitive: true), Field("Memorable place"),
  ]

  /// What the person types into each field of the long form, in order; made once.
  static let longFormValues = longFormFields.enumerated().map { Field.typedValue(of: $1, index: $0) }

  /// The text of the warning, from the app's lead time.

  mutating func startSession() {
    signedIn = true
    let expiry = now + app.session.length
    sessionExpiresAt = expiry
    schedule(.sessionExpiry, at: expiry)
    cancelCountdowns()
    if app.session.warning != .none {
      schedule(.sessionWarning, at: max(now, expiry - app.session.warningLead))
      if app.session.countdownAnnounced {
        for left in [60, 30] where VirtualDuration.seconds(Double(left)) < app.session.warningLead {
          schedule(.countdown(left), at: expiry - .seconds(Double(left)))
        }
      }
    }
  }

  /// Whether the warning is a toast that goes by itself.
  var warningIsToast: Bool {
    if case .toast = app.session.warning { return true }
    return false
  }

  mutating func showWarning() {
    guard signedIn else { return }
    warningShownAt = now
    warningExpiryAt = sessionExpiresAt
    warningVisible = true
    if case .toast(let visible) = app.session.warning {
      note(.app, "warning shown as a toast for \(visible): \"\(warningText)\"")
      schedule(.toastGone, at: now + visible)
    } else {
      note(.app, String.joined("warning shown: \"", warningText, "\" with 'Stay signed in' and 'Save and sign out'"))
    }
    refreshVisit(byApp: true)
    if app.session.announcesWarning { announce(warningText, kind: .warning) }
  }

  mutating func hideToast() {
    guard warningVisible else { return }
    warningVisible = false
    note(.app, "the warning toast went away")
    refreshVisit(byApp: true)
  }

  mutating func announceCountdown(_ secondsLeft: Int) {
    guard signedIn, warningVisible || warningIsToast else { return }
    // The two countdowns a session schedules are said in words made once.
    let words =
      switch secondsLeft {
      case 60: "1 minute left"
      case 30: "30 seconds left"
      default:
        secondsLeft >= 60
          ? String.joined(String(secondsLeft / 60), " minute left")
          : String.joined(String(secondsLeft), " seconds left")
      }
    announce(words, kind: .countdown)
  }

  /// Moves expiry out by a whole session length and takes the warning away.
  mutating func extendSession() {
    extensions += 1
    warningVisible = false
    let previous = sessionExpiresAt
    startSession()
    let from = previous.map { String.joined(" (was ", $0.description, ")") } ?? ""
    cancel(.toastGone)
    note(.app, String.joined("session extended: now ends at ", (sessionExpiresAt ?? now).description, from))
    refreshVisit(byApp: false)
  }

  /// What the sign-in screen says after the session expired, when the app explains it.
  static func expiryMessage(after length: String, saved: Bool) -> String {
    String.joined("You were signed out after ", length, saved ? ". Your form is saved." : ". Nothing was saved.")
  }

  /// What the sign-in screen says after "Save and sign out".
  static let signedOutMessage = "You signed out. Your form is saved."

  mutating func expireSession() {
    guard signedIn else { return }
    endSession()
    sessionExpiredAt = now
    cancel(.codeExpiry)
    note(.timer, String.joined("session expired after ", sessionLengthText))
    saveDrafts()
    if app.session.formAtExpiry == .cleared {
      clearForms(reason: "the session expired")
    } else {
      note(.app, "the form is kept behind the sign-in screen")
    }
    signInMessage =
      app.session.explainsExpiry ? World.expiryMessage(after: sessionLengthText, saved: !drafts.isEmpty) : nil
    note(
      .app,
      signInMessage.map { String.joined("sign-in screen shown saying \"", $0, "\"") }
        ?? "sign-in screen shown with no message")
    show(.signIn, byApp: true)
  }

  /// Keeps what the app's draft policy allows; values go to the store, labels to the log.
  mutating func saveDrafts() {
    let policy = app.session.drafts
    guard policy != .none else {
      note(.app, "no draft saved")
      return
    }
    var saved: [String] = []
    if formsHoldValues {
      // Room for every field at once: a store grown a field at a time is rehashed each time
      // it doubles.
      let room = longForm.count + details.count
      if drafts.isEmpty { drafts = Dictionary(minimumCapacity: room) }
      if everDrafted.isEmpty { everDrafted = Dictionary(minimumCapacity: room) }
      saved.reserveCapacity(room)
      var kept: [StoreWrite.Kept] = []
      kept.reserveCapacity(room)
      func keep(_ field: Field) {
        guard let value = field.value, policy == .everything || !field.isSensitive else { return }
        drafts[field.label] = value
        everDrafted[field.label] = field.isSensitive
        saved.append(field.label)
        kept.append(StoreWrite.Kept(label: field.label, isSensitive: field.isSensitive))
      }
      for field in longForm { keep(field) }
      for field in details { keep(field) }
      if !kept.isEmpty { storeWrites.append(StoreWrite(at: now, fields: kept)) }
    }
    note(
      .app,
      saved.isEmpty
        ? "draft saved: 0 fields (none)"
        : String.joined("draft saved: ", World.count(saved.count, "field"), " (", World.list(saved), ")"))
  }

  /// Empties both forms, and logs which entered fields were lost.
  mutating func clearForms(reason: String) {
    guard formsHoldValues else { return }
    let lost = [longForm, details].joined().filter { $0.value != nil }.map(\.label)
    // Only fields that hold something are written: an untouched form stays shared, not copied.
    for index in longForm.indices where longForm[index].value != nil { longForm[index].value = nil }
    for index in details.indices where details[index].value != nil { details[index].value = nil }
    noteFields(.cleared, lost)
    // Some field held a value, so something was lost.
    note(.app, String.joined("form cleared because ", reason, ": ", World.count(lost.count, "entered field"), " gone"))
  }

  /// Whether any field of either form holds a value: a person who entered nothing (who
  /// idled, say) has nothing to save or clear, and the forms are not walked for it.
  var formsHoldValues: Bool {
    longForm.contains { $0.value != nil } || details.contains { $0.value != nil }
  }

  /// Signs in again and brings back what the draft store kept.
  mutating func completeSignIn() {
    signInMessage = nil
    startSession()
    note(.app, "signed in; session ends at \(sessionExpiresAt ?? now)")
    var restored: [String] = []
    for index in longForm.indices where longForm[index].value == nil {
      if let value = drafts[longForm[index].label] {
        longForm[index].value = value
        restored.append(longForm[index].label)
      }
    }
    for index in details.indices where details[index].value == nil {
      if let value = drafts[details[index].label] {
        details[index].value = value
        restored.append(details[index].label)
      }
    }
    noteFields(.restored, restored)
    note(
      .app, restored.isEmpty ? "nothing restored" : "restored \(World.count(restored.count, "field")) from the draft")
    show(.form, byApp: false)
  }

  /// Signs out and stops the session's timers: its warning, toast, countdown and expiry.
  mutating func endSession() {
    signedIn = false
    warningVisible = false
    cancel(.sessionWarning)
    cancel(.sessionExpiry)
    cancel(.toastGone)
    cancelCountdowns()
  }

  mutating func signOutSavingDraft() {
    saveDrafts()
    endSession()
    clearForms(reason: "the person signed out")
    signInMessage = World.signedOutMessage
    note(.app, "signed out; sign-in screen says \"\(signInMessage ?? "")\"")
    show(.signIn, byApp: false)
  }

  /// `3 fields`, `1 field`.
  public static func count(_ number: Int, _ noun: String) -> String { String.counting(Int64(number), noun) }

  /// Labels in quotes, a long list shortened.
  static func list(_ labels: [String], limit: Int = 6) -> String {
    if labels.isEmpty { return "none" }
    let shown = String.joined(labels.prefix(limit).map { String.joined("'", $0, "'") }, separator: ", ")
    return labels.count > limit ? shown + " and \(labels.count - limit) more" : shown
  }
}
