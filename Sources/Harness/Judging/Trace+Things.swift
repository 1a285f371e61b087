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
  func showing(_ thing: Thing, in visit: ScreenVisit) -> String? {
    if case .screen(let id) = thing { return visit.screen == id ? visit.screen.title : nil }
    if case .form = thing, visit.screen == .form { return visit.screen.title }
    // A field of a form is not the sign-in, code or passcode screen's own field of one label
    // ("Password" on the long form is not the sign-in screen's).
    // Nor is the form on one of those screens for the field it shares with it.
    switch thing {
    case .field, .form: if [.signIn, .codeEntry, .passcode].contains(visit.screen) { return nil }
    default: break
    }
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
    case .dismissed: return dismissed(found.thing, name: name)
    case .empty: return empty(found.thing, name: name)
    case .focusedAtEnd: return focusedAtEnd(found.thing, name: name)
    case .signedIn:
      guard case .timer(let timer) = found.thing else { break }
      return signedIn(timer, name: name)
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
    if (context + metVisits).contains(where: { showing(thing, in: $0) != nil }) { return true }
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
    if let move = landed.first(where: { Trace.lands($0, on: thing) }) {
      return .pass("focus landed on \(name) at \(move.at)", from: move.at, to: move.at)
    }
    let elsewhere = landed.map { "'\($0.label)'" }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let said =
      elsewhere.isEmpty
      ? "focus landed nowhere" : "it landed on \(String.joined(elsewhere.prefix(5).map { $0 }, separator: ", "))"
    return .fail(
      "focus did not land on \(name) at any time during the task; \(said)", from: recentAtEnd, to: end)
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

  /// Whether focus landed on `thing` while the last announcement of the task was being said:
  /// before the person could have heard it to the end.
  func focusedBeforeMessage(_ found: FoundThing) -> Finding {
    guard let message = announcements.last(where: { $0.announcement.postedAt <= taskEnd })?.announcement else {
      return .unjudged(
        "nothing was announced during the task, so what came before a message was heard cannot be judged",
        from: recentAtEnd, to: end)
    }
    let during = focusMoves.filter { $0.landed && $0.at >= message.postedAt && $0.at < message.endsAt }
    let on = during.first { Trace.lands($0, on: found.thing) }
    if let on {
      return .pass(
        "focus landed on \(found.name) at \(on.at), while \"\(message.text)\" was being said (from \(message.postedAt) to \(message.endsAt))",
        from: message.postedAt, to: on.at)
    }
    return .fail(
      "focus did not land on \(found.name) while \"\(message.text)\" was being said, from \(message.postedAt) to \(message.endsAt)",
      from: message.postedAt, to: message.endsAt)
  }

}
