extension Claim {
  /// What a general sentence says of a thing of the app (issue 43, item 3), each with one
  /// evidence rule over the trace up to the task's end (docs/language.md states them).
  public enum State: String, Codable, Hashable, Sendable, CaseIterable {
    /// On screen at some time during the task.
    case shown
    /// On screen when the task ended.
    case stillShown
    /// On screen at some time, and not when the task ended; cannot be judged when never shown.
    case gone
    /// A control the person can move to (`"LABEL" is reachable`).
    case reachable
    /// Accessibility focus landed on it at some time during the task.
    case focused
    /// Written to the draft store; cannot be judged when the person typed nothing it holds.
    case saved
    /// Emptied by the app after the person typed it; cannot be judged when they typed nothing.
    case cleared
    /// A running timer's end moved later; cannot be judged when the timer never started.
    case extended
    /// A timer ran out during the task; cannot be judged when it never started.
    case expired
    /// Announced and heard (`"TEXT" is announced`, `the warning is announced`).
    case announced
    /// A key the person tapped was entered; cannot be judged when they tapped none.
    case entered
    /// Every field the person typed still holds its value at the end, or is in the draft
    /// (`progress is kept`); cannot be judged when they typed nothing.
    case kept
    /// Once the session ended (expired or signed out) and the person signed in again, every
    /// field they typed that a draft may keep holds its value.
    case restored
    /// Reached the person by speech: announced and heard, or read by VoiceOver as focus
    /// landed on it.
    case heard
    /// On one screen together with a text holding the sentence's quote (`next to`).
    case shownWith
    /// A timer started again after its first start (`a new code is sent`); cannot be judged
    /// when it never started.
    case sentAgain
    /// Each start of a timer set it to run exactly, at least or at most a duration (as `the
    /// session lasts D`).
    case lasts
    /// A screen, each time it came, showed a text holding the sentence's quote at some time
    /// (`Claim.says`); cannot be judged when it never came.
    case says

    /// The predicate in words, as an error message names it.
    public var words: String {
      switch self {
      case .shown: "shown"
      case .stillShown: "still shown"
      case .gone: "gone"
      case .reachable: "reachable"
      case .focused: "given focus"
      case .saved: "saved"
      case .cleared: "cleared"
      case .extended: "extended"
      case .expired: "expired"
      case .announced: "announced"
      case .entered: "entered"
      case .says: "says \"TEXT\""
      case .kept: "kept"
      case .restored: "restored after signing in"
      case .heard: "heard"
      case .shownWith: "shown next to \"TEXT\""
      case .sentAgain: "sent again"
      case .lasts: "lasting a length of time"
      }
    }

    /// Its evidence rule in a sentence, as the reference states it.
    public var evidence: String {
      switch self {
      case .shown:
        "on screen at some time (a screen, a control, a field, the warning, the notice); `the person is taken to …` is a screen shown"
      case .stillShown:
        "on screen when the task ended (`is still shown`, `remains on screen`, `the person ends up on …`); with `after DURATION`, that long after it first came"
      case .gone:
        "shown at some time and not when the task ended (`is gone`, `is no longer shown`, `disappears`); with `after DURATION` or `within DURATION`, not on screen that long after it first came; never shown, it cannot be judged"
      case .reachable:
        "a control the person can move to by the profile's means, as `\"LABEL\" is reachable` judges it: on screen when the task ended, or the first time it came after (`is reachable`, `can be reached`); `is not reachable` is when the task ended"
      case .focused:
        "accessibility focus landed on it at some time during the task (`receives focus`, `focus moves to …`); the keypad is its keys and the field they fill"
      case .saved:
        "written to the draft store (a field, the form: every field typed that may be kept, the draft: anything); nothing typed that it is about, it cannot be judged"
      case .cleared: "the app emptied a field the person typed; nothing typed, it cannot be judged"
      case .extended:
        "the session: its end set later by the person's answer to its warning (`the session is extended`; a renewal by typing or moving on is not an extension); another timer: its end moved later; never started, it cannot be judged"
      case .expired: "a timer ran out during the task; never started, it cannot be judged"
      case .announced:
        "announced and heard (a text: as `\"TEXT\" is announced`; the warning: as `the warning is announced`)"
      case .entered:
        "a key the person tapped was entered (`the digit is not entered`); no key tapped, it cannot be judged"
      case .says:
        "(`says`, `shows`, `mentions`) a screen showed a text holding the quote while it was up (`the sign-in screen says \"signed out\"`); the quote must be one the app has, and a screen that never came cannot be judged, so `does not say` never passes on its absence"
      case .kept:
        "every field typed still holds its value when the task ends, or is in the draft that brings it back (`the fields already typed are kept`, `… are not lost`); nothing typed, it cannot be judged"
      case .restored:
        "once the session ended (expired or signed out) and the person signed in again, every field typed that may be kept holds its value (`the 5 fields are back after signing in`); the probe signs in when the task left the sign-in screen up, and `the N fields` must be as many as the task typed"
      case .heard:
        "reached the person by speech (`is read out`, `is heard`): announced and heard, or read by VoiceOver as focus landed on it; a profile that hears no speech hears nothing"
      case .shownWith:
        "on one screen at the same time as a text holding the quote (`\"LABEL\" is shown next to \"TEXT\"`); the quoted text never shown, it cannot be judged"
      case .sentAgain:
        "a timer started again after its first start (`a new code is sent`: the code's timer started a second time); never started, it cannot be judged"
      case .lasts:
        "a timer, each time it started, was set to run that long (`the payment authorisation lasts 5 minutes`; `at least`, `at most`), as `the session lasts D`"
      }
    }

    /// The kinds of thing it can be said of, in words, as the reference lists them.
    public var saidOf: [String] {
      let kinds: [(String, Thing)] = [
        ("a screen", .screen(.form)), ("a control", .control("")), ("a text", .text("")), ("a field", .field("")),
        ("the warning", .warning), ("the keypad", .keypad(field: "")), ("the form", .form([])), ("the draft", .draft),
        ("a timer", .timer("")),
      ]
      return kinds.filter { applies(to: $0.1) }.map(\.0)
    }

    /// Whether it can be said of `thing`.
    func applies(to thing: Thing) -> Bool {
      switch (self, thing) {
      case (.shown, .timer), (.shown, .draft), (.stillShown, .timer), (.stillShown, .draft), (.gone, .timer),
        (.gone, .draft):
        false
      case (.shown, _), (.stillShown, _), (.gone, _): true
      case (.reachable, .control): true
      case (.focused, .control), (.focused, .text), (.focused, .field), (.focused, .keypad): true
      case (.saved, .field), (.saved, .form), (.saved, .draft): true
      case (.cleared, .field), (.cleared, .form): true
      case (.extended, .timer), (.expired, .timer), (.sentAgain, .timer): true
      case (.announced, .text), (.announced, .warning): true
      case (.entered, .keypad), (.says, .screen), (.kept, .form), (.restored, .form), (.kept, .field),
        (.restored, .field):
        true
      case (.lasts, .timer): true
      case (.heard, .text), (.heard, .control), (.heard, .field): true
      case (.shownWith, .control), (.shownWith, .text), (.shownWith, .field), (.shownWith, .warning): true
      default: false
      }
    }
  }
}

extension Trace {
  /// Whether `thing` is what `element` is, or holds it.
  private func holds(_ thing: Thing, _ element: Element) -> Bool {
    switch thing {
    case .control(let label): element.role == .button && element.label.asRead == label.asRead
    case .text(let text): Phrase(text).found(in: element.label)
    case .field(let label): element.role == .field && element.label.asRead == label.asRead
    case .warning: !warningText.isEmpty && Phrase(warningText).found(in: element.label)
    case .keypad(let field):
      if case .keypad = element.action { true } else { element.role == .field && element.label == field }
    case .form(let labels): element.role == .field && labels.contains(element.label)
    case .screen, .draft, .timer: false
    }
  }

  /// What of `visit` shows `thing`, in words; nil when none does.
  private func showing(_ thing: Thing, in visit: ScreenVisit) -> String? {
    if case .screen(let id) = thing { return visit.screen == id ? visit.screen.title : nil }
    if case .form = thing, visit.screen == .form { return visit.screen.title }
    // A field of a form is not the sign-in, code or passcode screen's own field of one label
    // ("Password" on the long form is not the sign-in screen's).
    if case .field = thing, [.signIn, .codeEntry, .passcode].contains(visit.screen) { return nil }
    guard let element = visit.elements.first(where: { holds(thing, $0) }) else { return nil }
    return "\(visit.screen.title) showed \"\(element.label)\""
  }

  /// The app's screens the person met during the task and as the app settled after it
  /// (`World.settle`), in order: every claim of the general sentence is judged to `end`.
  private var metVisits: [ScreenVisit] { visits.filter { $0.shownAt <= end && $0.screen != .otherApp } }

  /// `found` in the state `state`, judged on what the person met up to the task's end.
  func judged(_ found: FoundThing, is state: Claim.State) -> Finding {
    let name = found.name + (found.readAs.map { " (read as \($0))" } ?? "")
    switch state {
    case .shown: return shown(found.thing, name: name)
    case .stillShown: return onScreenAtEnd(found.thing, name: name, presupposed: false)
    case .gone: return onScreenAtEnd(found.thing, name: name, presupposed: true).negated
    case .focused: return focused(found.thing, name: name)
    case .saved: return saved(found.thing, name: name)
    case .cleared: return cleared(found.thing, name: name)
    case .extended, .expired:
      guard case .timer(let timer) = found.thing else { break }
      return state == .extended ? extended(timer, name: name) : expired(timer, name: name)
    case .sentAgain:
      guard case .timer(let timer) = found.thing else { break }
      return sentAgain(timer, name: name)
    case .entered: return entered(name: name)
    case .heard: return heard(found.thing, name: name)
    case .reachable, .announced, .says, .kept, .shownWith, .restored, .lasts: break
    }
    return .unjudged("\(name) cannot be \(state.words)", from: end, to: end)
  }

  private func shown(_ thing: Thing, name: String) -> Finding {
    let met = metVisits
    for visit in met {
      if let what = showing(thing, in: visit) {
        let how = if case .screen = thing { " from \(visit.shownAt)" } else { ": at \(visit.shownAt) \(what)" }
        return .pass("\(name) was shown" + how, from: visit.shownAt, to: visit.endedAt ?? end)
      }
    }
    let titles = met.map(\.screen.title).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return .fail(
      "\(name) was not shown at any time during the task, which showed \(String.joined(titles.prefix(6).map { $0 }, separator: ", "))",
      from: recentAtEnd, to: end)
  }

  /// Whether `thing` was on screen when the task ended; with `presupposed`, a thing never
  /// shown cannot be judged (it cannot be gone), and the words say where it went.
  private func onScreenAtEnd(_ thing: Thing, name: String, presupposed: Bool) -> Finding {
    let end = end
    if let away = acts.last(where: { $0.at <= end && ($0.kind == .leftApp || $0.kind == .returnedToApp) }),
      away.kind == .leftApp
    {
      return .unjudged(
        "the person was in another app from \(away.at) until the task ended and the app settled, at \(end), so they met no screen then; add 'return to the app' to the task",
        from: away.at, to: end)
    }
    let met = metVisits
    guard let last = met.last else {
      return .unjudged(
        "nothing was on screen when the task ended and the app settled, at \(end)", from: .start, to: end)
    }
    if let what = showing(thing, in: last) {
      return .pass(
        "\(name) was still shown when the task ended and the app settled, at \(end): \(what) from \(last.shownAt)",
        from: last.shownAt,
        to: end
      )
    }
    guard let earlier = met.last(where: { showing(thing, in: $0) != nil }) else {
      let message = "\(name) was not shown at any time during the task; \(last.screen.title) was on screen at the end"
      return presupposed
        ? .unjudged(message + ", so it cannot have gone", from: recentAtEnd, to: end)
        : .fail(message, from: recentAtEnd, to: end)
    }
    let gone = earlier.endedAt.map { " until \($0)" } ?? ""
    return .fail(
      "\(name) was no longer shown when the task ended and the app settled, at \(end): it was shown from \(earlier.shownAt)\(gone), and \(last.screen.title) was on screen at the end",
      from: earlier.shownAt, to: end)
  }

  /// Whether the person met `thing`: it was shown, or its words said, by the end.
  func met(_ thing: Thing) -> Bool {
    if metVisits.contains(where: { showing(thing, in: $0) != nil }) { return true }
    guard case .text(let text) = thing else { return false }
    return announcements.contains { $0.announcement.postedAt <= end && Phrase(text).found(in: $0.text) }
  }

  private func focused(_ thing: Thing, name: String) -> Finding {
    // Never shown, focus could not land on it: a negation must not pass on its absence.
    guard met(thing) else {
      return .unjudged(
        "\(name) was not shown at any time during the task, so where focus went cannot be judged of it",
        from: recentAtEnd, to: end)
    }
    let landed = focusMoves.filter { $0.landed && $0.at <= end }
    let on: (FocusMove) -> Bool = { move in
      switch thing {
      case .keypad(let field): AppContent.keypadKeys.contains(move.label) || move.label == field
      case .control(let label), .text(let label), .field(let label): move.label.asRead == label.asRead
      default: false
      }
    }
    if let move = landed.first(where: on) {
      return .pass("focus landed on \(name) at \(move.at)", from: move.at, to: move.at)
    }
    let elsewhere = landed.map { "'\($0.label)'" }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let said =
      elsewhere.isEmpty
      ? "focus landed nowhere" : "it landed on \(String.joined(elsewhere.prefix(5).map { $0 }, separator: ", "))"
    return .fail(
      "focus did not land on \(name) at any time during the task; \(said)", from: recentAtEnd, to: end)
  }

  /// The fields `thing` is about that the person typed, or, when none, the finding that it
  /// cannot be judged.
  private func typed(_ thing: Thing, name: String, state: String) -> (fields: [String], none: Finding?) {
    let entered = typedFields(until: end)
    let about: [String]
    switch thing {
    case .field(let label): about = entered.filter { $0.asRead == label.asRead }
    case .form(let labels): about = entered.filter(labels.contains)
    default: about = entered
    }
    guard about.isEmpty else { return (about, nil) }
    let what = if case .field = thing { "\(name) was not typed in" } else { "nothing was typed" }
    return (
      [],
      .unjudged(
        "\(what) during the task, so whether it was \(state) cannot be judged; add a step that fills it, such as 'fill the long form'",
        from: recentAtEnd, to: end)
    )
  }

  private func saved(_ thing: Thing, name: String) -> Finding {
    let (about, none) = typed(thing, name: name, state: "saved")
    if let none { return none }
    let writes = storeWrites.filter { $0.at <= end && !$0.fields.isEmpty }
    switch thing {
    case .form:
      let allowed = about.filter { !sensitiveFields.contains($0) }
      let kept = Set(writes.flatMap { $0.fields.map(\.label) })
      let missing = allowed.filter { !kept.contains($0) }
      guard let first = writes.first, missing.isEmpty, !allowed.isEmpty else {
        return .fail(
          writes.isEmpty
            ? "\(name) was not saved: nothing was written to the draft store during the task"
            : "\(name) was not saved whole: the draft store never held \(String.joined(missing.map { "'\($0)'" }, separator: ", "))",
          from: recentAtEnd, to: end)
      }
      return .pass(
        "\(name) was saved: the draft store held each of the \(Wording.count(allowed.count, "field")) typed that may be kept, from \(first.at)",
        from: first.at, to: first.at)
    case .field(let label):
      if let write = writes.first(where: { $0.fields.contains { $0.label.asRead == label.asRead } }) {
        return .pass("\(name) was written to the draft store at \(write.at)", from: write.at, to: write.at)
      }
      return .fail(
        "\(name) was never written to the draft store during the task (\(Wording.count(writes.count, "write")) in all)",
        from: recentAtEnd, to: end)
    default:
      if let write = writes.first {
        return .pass(
          "a draft was saved at \(write.at), holding \(Wording.count(write.fields.count, "field"))", from: write.at,
          to: write.at)
      }
      return .fail(
        "no draft was saved during the task: nothing was written to the draft store", from: recentAtEnd, to: end
      )
    }
  }

  private func cleared(_ thing: Thing, name: String) -> Finding {
    let (about, none) = typed(thing, name: name, state: "cleared")
    if let none { return none }
    let clearings = appFieldChanges.filter { $0.change == .cleared && $0.at <= end }
    for change in clearings {
      let emptied = change.fields.filter(about.contains)
      guard !emptied.isEmpty else { continue }
      let drafted = emptied.filter(draftedFields.contains).count
      let draft = drafted == 0 ? "" : " (a draft held \(drafted) of them, to bring back at sign-in)"
      return .pass(
        "the app emptied \(Wording.count(emptied.count, "typed field")) of \(name) at \(change.at)\(draft)",
        from: change.at, to: change.at)
    }
    return .fail(
      "the app emptied none of the \(Wording.count(about.count, "field")) of \(name) the person typed during the task",
      from: recentAtEnd, to: end)
  }

  /// The events of `timer` up to the task's end, and its first start; when it never started,
  /// the finding that `whether` it did something cannot be judged.
  private func run(of timer: String, name: String, whether: String) -> (
    events: [TimerEvent], started: Started
  ) {
    let events = timerEvents.filter { $0.timer == timer && $0.at <= end }
    guard let start = events.first(where: { if case .armed = $0.change { true } else { false } }) else {
      let unjudged = Finding.unjudged(
        "\(name) never started during the task, so whether \(whether) cannot be judged", from: recentAtEnd,
        to: end)
      return (events, .never(unjudged))
    }
    return (events, .success(start))
  }

  /// A timer's first start, or why none.
  private enum Started {
    case success(TimerEvent)
    case never(Finding)

    var unjudged: Finding {
      if case .never(let finding) = self { return finding }
      preconditionFailure("a timer that started")
    }
  }

  private func extended(_ timer: String, name: String) -> Finding {
    let (events, started) = run(of: timer, name: name, whether: "it was extended")
    guard case .success(let start) = started else { return started.unjudged }
    // The session is extended by the person's answer to its warning: a renewal by typing or
    // moving on is not an extension.
    if timer == TimerName.sessionExpiry.rawValue {
      for index in acts.indices where acts[index].at <= end {
        guard case .activated(let label) = acts[index].kind,
          // An answer: the warning came (its timer ran out, or a built-in app showed it) and
          // the session had not ended since.
          let warned = timerEvents.last(where: {
            $0.isOf(.sessionWarning) && $0.change == .fired && $0.at <= acts[index].at
          })?.at
            ?? entries.last(where: {
              $0.at <= acts[index].at && { if case .warningShown = $0.event { true } else { false } }($0)
            })?.at,
          !timerEvents.contains(where: {
            $0.timer == timer && $0.change == .fired && $0.at >= warned && $0.at < acts[index].at
          })
        else { continue }
        // Its end set later, moved or started again, by the answer (and the Face ID it asks).
        let (at, until) = (acts[index].at, span(of: index).until)
        let was = due(of: timer, before: at) ?? at
        guard
          let moved = timerEvents.first(where: {
            $0.timer == timer && $0.at >= at && $0.at <= until && ($0.due.map { $0 > was } ?? false)
          }), let due = moved.due
        else { continue }
        return .pass(
          "\(name) was extended at \(moved.at), in answer to its warning ('\(label)' at \(at)): its end moved from \(was) to \(due)",
          from: at, to: moved.at)
      }
      return .fail(
        "\(name) was not extended during the task: no answer to its warning moved its end later (a renewal by typing or moving on is not an extension)",
        from: start.at, to: end)
    }
    var due: VirtualInstant?
    for event in events {
      switch event.change {
      case .armed(let at): due = at
      case .moved(let at):
        if let before = due, at > before {
          return .pass(
            "\(name) was extended at \(event.at): its end moved from \(before) to \(at)", from: event.at, to: event.at)
        }
        due = at
      case .fired, .cancelled: due = nil
      }
    }
    return .fail(
      "\(name) was not extended during the task: its end, set at \(start.at), never moved later", from: start.at,
      to: end)
  }

  /// Whether `found` was on one screen with a text holding `quote`.
  func shown(_ found: FoundThing, with quote: String) -> Finding {
    let phrase = Phrase(quote)
    let met = metVisits
    guard let first = met.first(where: { $0.elements.contains { phrase.found(in: $0.label) } }) else {
      return .unjudged(
        "\"\(quote)\" was not shown at any time during the task, so what was shown next to it cannot be judged",
        from: recentAtEnd, to: end)
    }
    for visit in met where visit.elements.contains(where: { phrase.found(in: $0.label) }) {
      if let what = showing(found.thing, in: visit) {
        return .pass(
          "\(found.name) was shown next to \"\(quote)\": at \(visit.shownAt) \(what)", from: visit.shownAt,
          to: visit.endedAt ?? end)
      }
    }
    let others = first.elements.filter { !phrase.found(in: $0.label) }.map { "\"\($0.label)\"" }
    return .fail(
      "\(found.name) was never shown next to \"\(quote)\": at \(first.shownAt) \(first.screen.title) showed it with \(others.isEmpty ? "nothing else" : String.joined(others, separator: ", "))",
      from: first.shownAt, to: first.endedAt ?? end)
  }

  /// Whether the fields typed before the session ended held their values once the person
  /// signed in again with the control `signIn`.
  func restored(_ found: FoundThing, signIn: String) -> Finding {
    guard
      let ended = timerEvents.last(where: {
        $0.isOf(.sessionExpiry) && $0.at <= end && ($0.change == .fired || $0.change == .cancelled)
      })
    else {
      return .unjudged(
        "the session did not end during the task, so nothing had to come back after signing in; add 'let the session expire'",
        from: recentAtEnd, to: end)
    }
    // A field named is held to come back whatever it is; the form, its fields that may be kept.
    let typedBefore = typedFields(until: ended.at)
    let allowed: [String]
    if case .field(let label) = found.thing {
      allowed = typedBefore.filter { $0.asRead == label.asRead }
    } else if found.count == typedBefore.count {
      // `the 20 fields are back`: every one typed, the secrets a draft does not keep too.
      allowed = typedBefore
    } else {
      allowed = typedBefore.filter { !sensitiveFields.contains($0) }
    }
    guard !allowed.isEmpty else {
      return .unjudged(
        "no field of \(found.name) that may be kept was typed before the session ended at \(ended.at); fill it in the task",
        from: recentAtEnd, to: end)
    }
    guard let signedIn = acts.last(where: { $0.at >= ended.at && $0.activated(signIn) != nil })?.at else {
      return .unjudged(
        "the person did not sign in again after the session ended at \(ended.at); add 'sign in' to the task",
        from: ended.at, to: end)
    }
    let fates = fieldFates(until: signedIn)
    let missing = allowed.filter { fates[$0] != .held }
    let words =
      "after the session ended at \(ended.at) and the person signed in again at \(signedIn), \(allowed.count - missing.count) of \(Wording.count(allowed.count, "field")) \(allowed.contains(where: sensitiveFields.contains) ? "typed" : "that may be kept") came back"
    guard missing.isEmpty else { return .fail("\(words); lost: \(Wording.list(missing))", from: ended.at, to: end) }
    return .pass(words, from: ended.at, to: end)
  }

  /// Whether the field `label` the person typed still holds its value at the end, or is in the
  /// draft that brings it back at sign-in.
  func kept(field label: String, name: String) -> Finding {
    guard let typed = typedFields(until: end).first(where: { $0.asRead == label.asRead }) else {
      return .unjudged(
        "\(name) was not typed in during the task, so whether it was kept cannot be judged; add a step that fills it",
        from: recentAtEnd, to: end)
    }
    let fate = fieldFates(until: end)[typed]
    if fate == .held { return .pass("\(name) still held its value when the task ended", from: recentAtEnd, to: end) }
    if fate == .lost, !signedInAtEnd, draftedFields.contains(typed) {
      return .pass("\(name) was in the draft, which brings it back at sign-in", from: recentAtEnd, to: end)
    }
    let again = fate == .retyped ? ": the person had to enter it again" : ""
    return .fail("\(name) lost its value\(again)", from: recentAtEnd, to: end)
  }

  /// Whether `thing`'s words reached the person by speech.
  private func heard(_ thing: Thing, name: String) -> Finding {
    let label: String
    switch thing {
    case .text(let text), .control(let text), .field(let text): label = text
    default: return .unjudged("\(name) has no words to hear", from: end, to: end)
    }
    let phrase = Phrase(label)
    // Never shown or said, it was not there to hear: a negation must not pass on its absence.
    guard
      metVisits.contains(where: { $0.elements.contains { phrase.found(in: $0.label) } })
        || announcements.contains(where: { $0.announcement.postedAt <= end && phrase.found(in: $0.text) })
    else {
      return .unjudged(
        "\(name) was neither shown nor said during the task, so whether it was heard cannot be judged",
        from: recentAtEnd, to: end)
    }
    guard profile.hearsAnnouncements else {
      return .fail("the profile hears no speech, so \(name) was not heard", from: recentAtEnd, to: end)
    }
    if let said = announcements.first(where: {
      $0.announcement.postedAt <= end && $0.notHeard == nil && phrase.found(in: $0.text)
    }) {
      return .pass(
        "\(name) was announced at \(said.announcement.postedAt), \(said.words)", from: said.announcement.postedAt,
        to: said.announcement.postedAt)
    }
    if let move = focusMoves.first(where: { $0.landed && $0.at <= end && $0.label.asRead == label.asRead }) {
      return .pass("VoiceOver read \(name) as focus landed on it at \(move.at)", from: move.at, to: move.at)
    }
    return .fail(
      "\(name) was neither announced nor read by VoiceOver at any time during the task", from: recentAtEnd,
      to: end)
  }

  /// Whether `found` was on screen `after` after it first came.
  func onScreen(_ found: FoundThing, after: VirtualDuration) -> Finding {
    let met = metVisits
    guard let first = met.first(where: { showing(found.thing, in: $0) != nil }) else {
      return .unjudged(
        "\(found.name) was not shown at any time during the task, so where it was \(after) after it came cannot be judged",
        from: recentAtEnd, to: end)
    }
    let moment = first.shownAt + after
    // Gone before then (and not back by the end): judged without waiting for the moment.
    if moment > end, let gone = met.first(where: { $0.shownAt > first.shownAt && showing(found.thing, in: $0) == nil }),
      gone.shownAt <= moment, !met.contains(where: { $0.shownAt > gone.shownAt && showing(found.thing, in: $0) != nil })
    {
      return .fail(
        "\(found.name) was no longer shown \(after) after it came at \(first.shownAt): it was gone at \(gone.shownAt), when \(gone.screen.title) came",
        from: first.shownAt, to: gone.shownAt)
    }
    guard moment <= end else {
      return .unjudged(
        "\(found.name) came at \(first.shownAt) and the task ended at \(end), before \(after) had passed; wait longer in the task",
        from: first.shownAt, to: end)
    }
    guard let then = met.last(where: { $0.shownAt <= moment }) else {
      return .unjudged("nothing was on screen at \(moment)", from: first.shownAt, to: moment)
    }
    if showing(found.thing, in: then) != nil {
      return .pass(
        "\(found.name) was still shown \(after) after it came at \(first.shownAt): at \(moment) \(then.screen.title) showed it",
        from: first.shownAt, to: moment)
    }
    return .fail(
      "\(found.name) was no longer shown \(after) after it came at \(first.shownAt): at \(moment) \(then.screen.title) was on screen, from \(then.shownAt)",
      from: first.shownAt, to: moment)
  }

  /// Whether the screen `found` names showed text holding `quote` while it was up.
  func says(_ found: FoundThing, _ quote: String) -> Finding {
    guard case .screen(let id) = found.thing else {
      return .unjudged("\(found.name) is not a screen", from: end, to: end)
    }
    let up = metVisits.filter { $0.screen == id }
    guard let first = up.first else {
      return .unjudged(
        "\(found.name) did not come at any time during the task, so what it says cannot be judged",
        from: recentAtEnd,
        to: end)
    }
    let phrase = Phrase(quote)
    for visit in up {
      if let element = visit.elements.first(where: { phrase.found(in: $0.label) }) {
        return .pass(
          "\(found.name) said \"\(quote)\": at \(visit.shownAt) it showed \"\(element.label)\"", from: visit.shownAt,
          to: visit.endedAt ?? end)
      }
    }
    let texts = first.elements.filter { $0.role == .text }.map { "\"\($0.label)\"" }
    return .fail(
      "\(found.name) did not say \"\(quote)\" at any time it was up (from \(first.shownAt)); it showed \(texts.isEmpty ? "no text" : String.joined(texts, separator: ", "))",
      from: first.shownAt, to: first.endedAt ?? end)
  }

  /// Whether a key the person tapped during the task was entered.
  private func entered(name: String) -> Finding {
    var tapped = acts.filter { act in
      guard act.at <= end else { return false }
      switch act.kind {
      case .touchedKeypad: return true
      case .activated(let label): return AppContent.keypadKeys.contains(label)
      default: return false
      }
    }.map(\.at)
    // A tap tried where the app did not let it through (`try to tap "7"` behind the notice).
    for entry in entries where entry.at <= end {
      guard case .attemptNotDone(let step, _) = entry.event,
        AppContent.keypadKeys.contains(where: { step.contains("\"\($0)\"") })
      else { continue }
      tapped.append(entry.at)
    }
    tapped.sort()
    guard let first = tapped.first else {
      return .unjudged(
        "the person tapped no key of \(name) during the task, so whether one was entered cannot be judged; add a step that taps one, such as 'try to tap \"7\"'",
        from: recentAtEnd, to: end)
    }
    for entry in entries where entry.at <= end {
      switch entry.event {
      case .keyEntered(let digit):
        return .pass("'\(digit)' was entered at \(entry.at)", from: entry.at, to: entry.at)
      case .keypadHandlesTouch:
        return .pass("the keypad handled the touch at \(entry.at): a key was entered", from: entry.at, to: entry.at)
      default: continue
      }
    }
    return .fail(
      "no key was entered: the person tapped \(Wording.count(tapped.count, "time")) from \(first), and the app entered none",
      from: first, to: end)
  }

  private func sentAgain(_ timer: String, name: String) -> Finding {
    let (events, started) = run(of: timer, name: name, whether: "a new one was sent")
    guard case .success(let start) = started else { return started.unjudged }
    let starts = events.filter { if case .armed = $0.change { true } else { false } }
    guard starts.count > 1 else {
      return .fail(
        "no new \(name.hasPrefix("the ") ? String(name.dropFirst(4)) : name) was sent: it started once, at \(start.at), and never again during the task",
        from: start.at, to: end)
    }
    return .pass(
      "a new one was sent at \(starts[1].at): \(name) started again, after its first start at \(start.at)",
      from: starts[1].at, to: starts[1].at)
  }

  /// Whether focus landed on `thing` while the last announcement of the task was being said:
  /// before the person could have heard it to the end.
  func focusedBeforeMessage(_ found: FoundThing) -> Finding {
    guard let message = announcements.last(where: { $0.announcement.postedAt <= taskEnd })?.announcement else {
      return .unjudged(
        "nothing was announced during the task, so what came before a message was heard cannot be judged",
        from: recentAtEnd, to: end)
    }
    let during = focusMoves.filter { $0.landed && $0.at >= message.postedAt && $0.at < message.endsAt }
    let on = during.first { move in
      switch found.thing {
      case .keypad(let field): AppContent.keypadKeys.contains(move.label) || move.label == field
      case .control(let label), .text(let label), .field(let label): move.label.asRead == label.asRead
      default: false
      }
    }
    if let on {
      return .pass(
        "focus landed on \(found.name) at \(on.at), while \"\(message.text)\" was being said (from \(message.postedAt) to \(message.endsAt))",
        from: message.postedAt, to: on.at)
    }
    return .fail(
      "focus did not land on \(found.name) while \"\(message.text)\" was being said, from \(message.postedAt) to \(message.endsAt)",
      from: message.postedAt, to: message.endsAt)
  }

  private func expired(_ timer: String, name: String) -> Finding {
    let (events, started) = run(of: timer, name: name, whether: "it expired")
    guard case .success(let start) = started else { return started.unjudged }
    if let fired = events.first(where: { $0.change == .fired }) {
      return .pass("\(name) expired at \(fired.at)", from: fired.at, to: fired.at)
    }
    return .fail("\(name) did not expire during the task: it started at \(start.at)", from: start.at, to: end)
  }
}
