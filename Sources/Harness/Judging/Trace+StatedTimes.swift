extension Trace {
  /// Each length of time a shown text or an announcement of the task states is the length of a
  /// timer the app started, or the time left on one then (to the second). Cannot be judged when
  /// no text the person met stated one.
  func statedTimesTrue() -> Finding {
    var stated: [(text: String, at: VirtualInstant, where: String)] = []
    for visit in visits where visit.shownAt <= taskEnd {
      for element in visit.elements where element.role == .text {
        stated.append((element.label, visit.shownAt, visit.screen.title))
      }
    }
    for announcement in posted where announcement.postedAt <= taskEnd {
      stated.append((announcement.text, announcement.postedAt, "an announcement"))
    }
    var checked = 0
    for (text, at, place) in stated {
      for duration in Trace.durations(in: text) {
        checked += 1
        guard !lengths(at: at).contains(where: { abs(($0 - duration).milliseconds) <= 1000 }) else { continue }
        let timers = timerEvents.compactMap { event -> String? in
          guard case .armed(let due) = event.change, let about = TimeLimit.about(event.timer) else { return nil }
          return "\(about) \((due - event.at).stated)"
        }
        return .fail(
          "\"\(text)\" (\(place), at \(at)) states \(duration.stated), but no timer of the app lasted that long or had that long left then"
            + (timers.isEmpty ? "" : "; its timers: \(String.joined(Array(Set(timers)).sorted(), separator: ", "))"),
          from: at, to: at)
      }
    }
    guard checked > 0 else {
      return .unjudged(
        "no text the person met stated a length of time; do in the task what brings up the words that state one",
        from: recentAtTaskEnd, to: taskEnd)
    }
    return .pass(
      "each of the \(Wording.count(checked, "length")) of time the app stated is one of its timers' or the time left on one",
      from: recentAtTaskEnd, to: taskEnd)
  }

  /// The lengths true at `at`: every timer's length as started or moved, and the time left
  /// on each running then.
  private func lengths(at instant: VirtualInstant) -> [VirtualDuration] {
    var lengths: [VirtualDuration] = []
    var running: [String: VirtualInstant] = [:]
    for event in timerEvents {
      switch event.change {
      case .armed(let due), .moved(let due):
        lengths.append(due - event.at)
        if event.at <= instant { running[event.timer] = due }
      case .fired, .cancelled:
        if event.at <= instant { running[event.timer] = nil }
      }
    }
    lengths += running.values.filter { $0 >= instant }.map { $0 - instant }
    return lengths
  }

  /// The lengths of time `text` states: `90 seconds`, `2 minutes`, `1 minute 30 seconds`.
  static func durations(in text: String) -> [VirtualDuration] {
    let tokens = Token.tokenize(text)
    var found: [VirtualDuration] = []
    var index = 0
    while index < tokens.count {
      // Only a number then a unit in words: a lone letter ("2 m") is not a time an app states.
      if let reading = Quantities.durations(in: tokens, from: index).last, reading.end > index + 1,
        tokens[index + 1].word.map({ $0.count > 1 }) == true
      {
        found.append(reading.value)
        index = reading.end
      } else {
        index += 1
      }
    }
    return found
  }
}
