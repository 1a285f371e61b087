extension AppEvent {
  /// Whether the person did it, by a step of their own: a tap, a touch, an entry, Face ID.
  var isThePersons: Bool {
    switch self {
    case .activated, .touchedOutside, .entered, .faceID: true
    case .timerFired, .typed, .left, .returned: false
    }
  }
}

/// A world whose app is a team's logic (`AppLogic`): the engine delivers events to it,
/// applies what it answers, and draws its screen; the session's state the person's steps
/// and the probes wait on is read from the two session timers it sets.
extension World {
  /// Starts the logic at time zero, signed in; the first visit is made by `init`.
  mutating func startLogic(_ box: LogicBox) {
    logic = box.initial
    signedIn = true
    signedInAt = now
    apply(logic?.start() ?? [])
    if let shown = logic?.screen { screen = .hosted(name: shown.name, title: shown.title) }
  }

  /// Tells the logic that `event` happened, applies what it does, and draws its screen.
  mutating func deliver(_ event: AppEvent, byApp: Bool) {
    let before = logic?.screen
    let outputs = logic?.handle(event, at: now) ?? []
    apply(outputs)
    dropOrphanedFocus()
    guard let shown = logic?.screen else { return }
    if outputs.isEmpty, shown == before, event.isThePersons {
      note(.nothingHappens(on: shown.title))
    }
    let next = ScreenID.hosted(name: shown.name, title: shown.title)
    if next != screen { note(.screenShown(title: shown.title)) }
    screen = next
    refreshVisit(byApp: byApp)
    // A warning the app drew is up while what it drew is: closed with the session's end left
    // where it was, it is gone, and a later wait for the warning waits for the next one.
    if warningVisible, !isAway, !logicWarningDrawn.isEmpty,
      !logicWarningDrawn.contains(where: { drawn in elements.contains(drawn) })
    {
      warningVisible = false
    }
  }

  /// A timer of the logic ran out; the session's two say when the warning came and the
  /// session ended, and the warning's words are what the app then announced or first showed.
  mutating func fireLogicTimer(_ name: TimerName) {
    let (posted, before) = (announcements.count, elements)
    switch name {
    case .sessionExpiry:
      signedIn = false
      sessionExpiresAt = nil
      sessionExpiredAt = now
      warningVisible = false
      note(.logicSessionExpired)
    case .sessionWarning:
      warningShownAt = now
      warningExpiryAt = sessionExpiresAt
      warningVisible = true
    case .codeExpiry:
      codeExpiresAt = nil
      codeExpiredAt = now
      note(.logicCodeExpired)
    default:
      note(.ranOut(name))
    }
    announcingWarning = name == .sessionWarning
    deliver(.timerFired(name), byApp: true)
    announcingWarning = false
    guard name == .sessionWarning else { return }
    // Said in parts ("Heads up", then the whole warning), the warning is its longest part:
    // a short word after it that cut it off is not what the person had to hear.
    let said = announcements[posted...].reduce(nil as Announcement?) { longest, next in
      guard let longest else { return next }
      return World.wordCount(next.text) > World.wordCount(longest.text) ? next : longest
    }
    let given = said?.text ?? elements.first { $0.role == .text && !before.contains($0) }?.label
    if logicWarning == nil { logicWarning = given }
    logicWarningDrawn = elements.filter { !before.contains($0) }
    // The timeline says what this warning gave, in its own words, or that it gave nothing.
    note(given.map { .logicWarningShown(text: $0) } ?? .logicWarningSilent)
  }

  /// Drops each focus move a flow sent for later whose target's screen has closed since: the
  /// move belonged to it (a warning's move to its button), and must not land on what the
  /// app shows now.
  mutating func dropOrphanedFocus() {
    guard let flow = logic as? FlowLogic else { return }
    for pending in pendingFocus where !flow.draws(pending.owner) {
      removeFocusTimer(pending)
      let title = flow.flow.screen(named: pending.owner)?.title ?? pending.owner
      let closed = "\(title) (screen '\(pending.owner)')"
      // `focus moves to` says why the move never came.
      focusMoves.append(
        FocusMove(
          at: now, label: pending.label,
          nowhere: "it was dropped at \(now), before it was due at \(pending.at), when \(closed) closed"))
      note(.focusMoveDropped(label: pending.label, closed: closed))
    }
    pendingFocus.removeAll { !flow.draws($0.owner) }
  }

  /// A flow's words as they are said now: each `{TIMER.left}` the time left on that timer,
  /// in whole seconds, never more than is left; "0 seconds" for one not running.
  func wordsNow(_ text: String) -> String {
    guard text.contains("{") else { return text }
    return AppWords.fill(text) { name in
      guard name.hasSuffix(".left") else { return nil }
      let timer = TimerName(String(name.dropLast(5)))
      let end = timers.first { $0.kind == .named(timer) }?.at
      let left = end.map { $0 > now ? ($0 - now).milliseconds / 1000 * 1000 : 0 } ?? 0
      return VirtualDuration(milliseconds: left).description
    }
  }

  /// Does what the logic answered, in order.
  private mutating func apply(_ outputs: [AppOutput]) {
    for output in outputs {
      switch output {
      case .arm(let name, let after):
        schedule(.named(name), at: now + after)
        if name == .codeExpiry { codeExpiresAt = now + after }
        guard name == .sessionExpiry else { continue }
        if sessionExpiresAt != nil { warningVisible = false }
        signedIn = true
        sessionExpiresAt = now + after
        note(.sessionEnds(at: now + after))
      case .cancel(let name):
        cancel(.named(name))
        if name == .codeExpiry { codeExpiresAt = nil }
        guard name == .sessionExpiry, signedIn else { continue }
        signedIn = false
        sessionExpiresAt = nil
        warningVisible = false
        note(.logicSignedOut)
      case .announce(let given):
        let text = logic is FlowLogic ? wordsNow(given) : given
        announce(text, kind: announcingWarning ? .warning : announcingError ? .error : .status)
        if text != given { announcements[announcements.count - 1].template = given }
      case .moveFocus(let label):
        moveFocus(to: label)
      case .moveFocusLater(let label, let after):
        schedule(.logicFocus(label), at: now + after)
        // The timer replaced one to the same label still to come; so does its record here, or
        // a flow that schedules it on every tick of a fast timer would keep one for each.
        pendingFocus.removeAll { $0.label == label }
        if let flow = logic as? FlowLogic {
          pendingFocus.append(PendingFocus(label: label, at: now + after, owner: flow.owner(of: label)))
        }
      case .extend(let name, let by):
        guard let running = timers.first(where: { $0.kind == .named(name) }) else {
          note(.notRunning(name))
          continue
        }
        apply([.arm(name, after: running.at + by - now)])
      case .save(let labels):
        saveFields(labels)
      case .clear(let labels):
        let lost = longForm.indices.filter { labels.contains(longForm[$0].label) && longForm[$0].value != nil }
        for index in lost { longForm[index].value = nil }
        noteFields(.cleared, lost.map { longForm[$0].label })
        note(.fieldsCleared(count: lost.count))
      case .restore(let labels):
        var restored: [String] = []
        for index in longForm.indices where labels.contains(longForm[index].label) && longForm[index].value == nil {
          if let value = drafts[longForm[index].label] {
            longForm[index].value = value
            restored.append(longForm[index].label)
          }
        }
        noteFields(.restored, restored)
        note(.restored(count: restored.count, fromDraft: false))
      }
    }
  }

  /// Writes the fields among `labels` that hold a value to the draft store, as the logic
  /// asked: a sensitive one too, which the trace then shows.
  private mutating func saveFields(_ labels: [String]) {
    let kept = longForm.filter { labels.contains($0.label) && $0.value != nil }
    for field in kept {
      drafts[field.label] = field.value
      everDrafted[field.label] = field.isSensitive
    }
    note(.draftSaved(labels: kept.map(\.label)))
    guard !kept.isEmpty else { return }
    storeWrites.append(
      StoreWrite(at: now, fields: kept.map { StoreWrite.Kept(label: $0.label, isSensitive: $0.isSensitive) }))
    draftSavedAt = now
  }

  /// The person does what `event` tells a logic of, at their pace: an entry takes them a
  /// field's time, Face ID its scan, a touch an action's.
  mutating func tellLogic(_ event: AppEvent) throws(StepFailure) {
    try requireInApp()
    let (time, doing, kind): (VirtualDuration, TraceEvent.LogicInput, Act.Kind) =
      switch event {
      case .entered(let correct):
        (profile.pace.perField, .entered(correct: correct), .enteredPasscode(correct: correct))
      case .faceID(let passed): (World.faceIDTime, .faceID(passed: passed), .faceID(passed: passed))
      default: (profile.pace.perAction, .touchedOutside, .touchedOutsideNotice)
      }
    let visit = visitIndex
    if spend(time, stopWhen: { $0.visitIndex != visit }) {
      throw StepFailure("\(shownTitle) came up at \(now), before \(profile) finished: \(doing.words)")
    }
    note(.tellsLogic(doing))
    act(kind)
    if case .entered(false) = event { announcingError = true }
    deliver(event, byApp: false)
    announcingError = false
  }

  /// Whether the person can fill the form here: on the long form, or on a logic's screen
  /// that shows a field of it.
  var formShowing: Bool {
    guard logic != nil else { return screen == .form }
    return elements.contains { element in
      element.role == .field && longForm.contains { $0.label == element.label }
    }
  }
}
