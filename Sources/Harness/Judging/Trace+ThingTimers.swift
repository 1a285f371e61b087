/// The general sentence's claims about a timer of the app: extended, expired, and a new one
/// sent (`Claim.State`).
extension Trace {
  /// The events of `timer` up to the task's end, and its first start; when it never started,
  /// the finding that `whether` it did something cannot be judged.
  func run(of timer: String, name: String, whether: String) -> (
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
  enum Started {
    case success(TimerEvent)
    case never(Finding)

    var unjudged: Finding {
      if case .never(let finding) = self { return finding }
      preconditionFailure("a timer that started")
    }
  }

  func extended(_ timer: String, name: String) -> Finding {
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

  func sentAgain(_ timer: String, name: String) -> Finding {
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

  func expired(_ timer: String, name: String) -> Finding {
    let (events, started) = run(of: timer, name: name, whether: "it expired")
    guard case .success(let start) = started else { return started.unjudged }
    if let fired = events.first(where: { $0.change == .fired }) {
      return .pass("\(name) expired at \(fired.at)", from: fired.at, to: fired.at)
    }
    return .fail("\(name) did not expire during the task: it started at \(start.at)", from: start.at, to: end)
  }
}
