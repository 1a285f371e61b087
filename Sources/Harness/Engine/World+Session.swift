extension World {
  mutating func startSession() {
    signedIn = true
    signedInAt = now
    scheduleSession()
  }

  /// Sets the session's timers for a session that ends a session's length from now, or at
  /// the app's maximum from sign-in when that comes first.
  mutating func scheduleSession() {
    var expiry = now + app.session.length
    if let maximum = app.session.maximum, let signedInAt { expiry = min(expiry, signedInAt + maximum) }
    sessionExpiresAt = expiry
    schedule(.sessionExpiry, at: expiry)
    cancelCountdowns()
    if app.session.warning != .none {
      schedule(.sessionWarning, at: max(now, expiry - app.session.warningLead))
      if app.session.countdownAnnounced {
        for left in FixedWords.countdownSeconds
        where VirtualDuration.seconds(Double(left)) < app.session.warningLead && expiry - .seconds(Double(left)) >= now
        {
          schedule(.countdown(left), at: expiry - .seconds(Double(left)))
        }
      }
    }
  }

  /// Starts the session's length again after something the person did, when the app
  /// renews its session on activity; not while the warning is up, which the person answers.
  mutating func renewOnActivity(_ kind: Act.Kind) {
    guard app.session.renewal == .activity, signedIn, !isAway, !warningVisible else { return }
    switch kind {
    case .typed, .activated, .typedCode, .enteredPasscode, .touchedOutsideNotice, .touchedKeypad, .opened:
      scheduleSession()
    case .enteredPassword, .openedWithFaceID, .faceID, .leftApp, .returnedToApp:
      break
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
      note(.warningToastShown(text: warningText, visible: visible))
      schedule(.toastGone, at: now + visible)
    } else {
      note(.warningShown(text: warningText, controls: warningControls))
    }
    refreshVisit(byApp: true)
    if app.session.announcesWarning { announce(warningText, kind: .warning) }
  }

  mutating func hideToast() {
    guard warningVisible else { return }
    warningVisible = false
    note(.warningToastGone)
    refreshVisit(byApp: true)
  }

  /// The controls the modal warning offers, by label.
  var warningControls: [String] {
    (offersExtension ? [app.words[.staySignedIn]] : []) + [app.words[.saveAndSignOut]]
  }

  mutating func announceCountdown(_ secondsLeft: Int) {
    guard signedIn, warningVisible || warningIsToast else { return }
    let made = FixedWords.countdownSeconds.firstIndex(of: secondsLeft).map { fixedWords.countdowns[$0] }
    let text = made ?? app.said(.countdown, own: ["left": VirtualDuration.seconds(Double(secondsLeft)).description])
    announce(text, kind: .countdown)
  }

  /// Moves expiry out by a whole session length and takes the warning away.
  mutating func extendSession() {
    extensions += 1
    warningVisible = false
    let previous = sessionExpiresAt
    signedIn = true
    scheduleSession()
    cancel(.toastGone)
    note(.sessionExtended(endsAt: sessionExpiresAt ?? now, was: previous))
    refreshVisit(byApp: false)
  }

  mutating func expireSession() {
    guard signedIn else { return }
    endSession()
    sessionExpiredAt = now
    cancel(.codeExpiry)
    note(.sessionExpired(after: sessionLengthText))
    saveDrafts()
    if app.session.formAtExpiry == .cleared {
      clearForms(reason: "the session expired")
    } else {
      note(.formKeptBehindSignIn)
    }
    signInMessage =
      app.session.explainsExpiry ? (drafts.isEmpty ? fixedWords.expired.nothingSaved : fixedWords.expired.kept) : nil
    note(.signInShown(message: signInMessage))
    show(.signIn, byApp: true)
  }

  /// Keeps what the app's draft policy allows; values go to the store, labels to the log.
  mutating func saveDrafts() {
    let policy = app.session.drafts
    guard policy != .none else {
      note(.noDraftSaved)
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
      if !kept.isEmpty {
        storeWrites.append(StoreWrite(at: now, fields: kept))
        draftSavedAt = now
      }
    }
    note(.draftSaved(labels: saved))
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
    note(.formCleared(reason: reason, lost: lost.count))
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
    note(.signedIn(endsAt: sessionExpiresAt ?? now))
    if let kept = app.session.draftKeptFor, let saved = draftSavedAt, !drafts.isEmpty, now - saved > kept {
      drafts = [:]
      note(.draftGone(savedAt: saved, keptFor: kept))
    }
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
    note(.restored(count: restored.count, fromDraft: true))
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
    signInMessage = app.words[.signedOut]
    note(.signedOut(message: signInMessage ?? ""))
    show(.signIn, byApp: false)
  }
}
