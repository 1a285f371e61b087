/// The general sentence's claims about how a thing ended up: dismissed by the person, holding
/// focus when the task ended, and the person still signed in (`Claim.State`).
extension Trace {
  /// Whether a focus move landed on `thing`: a control, text or field by its words read
  /// aloud; the keypad by its keys or the field they fill.
  static func lands(_ move: FocusMove, on thing: Thing) -> Bool {
    guard move.landed else { return false }
    switch thing {
    case .keypad(let field): return AppContent.keypadKeys.contains(move.label) || move.label == field
    case .control(let label), .text(let label), .field(let label): return move.label.asRead == label.asRead
    default: return false
    }
  }

  /// Whether `thing` was shown and then taken off screen by the person, not the app.
  func dismissed(_ thing: Thing, name: String) -> Finding {
    let met = visits.filter { $0.shownAt <= end && $0.screen != .otherApp }
    guard met.contains(where: { showing(thing, in: $0) != nil }) else {
      return .unjudged(
        "\(name) was not shown at any time during the task, so whether it was dismissed cannot be judged",
        from: recentAtEnd, to: end)
    }
    var wentOnItsOwn: VirtualInstant?
    for (index, visit) in met.enumerated() where showing(thing, in: visit) != nil {
      guard index + 1 < met.count, showing(thing, in: met[index + 1]) == nil else { continue }
      let gone = met[index + 1].shownAt
      if visit.endedByApp {
        wentOnItsOwn = wentOnItsOwn ?? gone
        continue
      }
      let done = acts.filter { $0.at <= gone && $0.at >= visit.shownAt }.suffix(3).map { "\($0.kind) at \($0.at)" }
      return .pass(
        "\(name) was dismissed at \(gone)"
          + (done.isEmpty ? "" : ": the person \(String.joined(done, separator: ", "))"),
        from: visit.shownAt, to: gone)
    }
    if let wentOnItsOwn {
      return .fail(
        "\(name) was not dismissed by the person: it went away on its own at \(wentOnItsOwn)", from: wentOnItsOwn,
        to: wentOnItsOwn)
    }
    return .fail(
      "\(name) was not dismissed: it was still shown when the task ended and the app settled, at \(end)",
      from: recentAtEnd, to: end)
  }

  /// Whether focus, where it last landed by the end, was on `thing`.
  func focusedAtEnd(_ thing: Thing, name: String) -> Finding {
    guard met(thing) else {
      return .unjudged(
        "\(name) was not shown at any time during the task, so whether focus is on it cannot be judged",
        from: recentAtEnd, to: end)
    }
    // The last landing, the app's or the person's own move (`press Tab until … has focus`).
    var moves = focusMoves.filter { $0.landed && $0.at <= end }
    for entry in entries where entry.at <= end {
      if case .movesFocus(let label) = entry.event { moves.append(FocusMove(at: entry.at, label: label)) }
    }
    guard let last = moves.enumerated().max(by: { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) })?.element
    else {
      return .unjudged(
        "focus landed nowhere during the task, so where it was at the end cannot be judged (the person's own swiping or scanning is recorded only by a step that moves focus, such as 'press Tab until \"LABEL\" has focus')",
        from: recentAtEnd, to: end)
    }
    if Trace.lands(last, on: thing) {
      return .pass(
        "focus was on \(name) when the task ended and the app settled, at \(end): it landed there at \(last.at)",
        from: last.at, to: end)
    }
    return .fail(
      "focus was not on \(name) when the task ended and the app settled, at \(end): it last landed on '\(last.label)' at \(last.at)",
      from: last.at, to: end)
  }

  /// Whether the session `timer`, as last set, was running at the end: the person signed in.
  func signedIn(_ timer: String, name: String) -> Finding {
    let (events, started) = run(of: timer, name: name, whether: "the person was signed in")
    guard case .success(let start) = started, let last = events.last else { return started.unjudged }
    switch last.change {
    case .armed(let due), .moved(let due):
      return .pass(
        "the person was signed in when the task ended and the app settled, at \(end): \(name), set at \(last.at), runs until \(due)",
        from: start.at, to: end)
    case .fired:
      return .fail("the person was signed out: \(name) expired at \(last.at)", from: last.at, to: end)
    case .cancelled:
      return .fail("the person was signed out: \(name) was ended at \(last.at)", from: last.at, to: end)
    }
  }
}
