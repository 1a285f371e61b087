/// A trace cut at a moment: what the person met before it, or from it on. A general sentence
/// with a time anchor (`… before the session expires`, `… once the code has expired`) is judged
/// on one of these, so every predicate keeps its one evidence rule (issue 43, item 6).
extension Trace {
  /// The record up to, not including, `moment`: it ends there, and what was on screen then
  /// is what was on screen at its end. What happened at `moment` itself (the screen an expiry
  /// brought) is not before it.
  func before(_ moment: VirtualInstant) -> Trace {
    let cut = min(moment, end)
    let visits = visits.filter { $0.shownAt < cut }.map { visit in
      var visit = visit
      if let ended = visit.endedAt, ended >= cut { visit.endedAt = nil }
      return visit
    }
    return Trace(
      profile: profile, taskEnd: min(taskEnd, cut), end: cut, focusMoves: focusMoves.filter { $0.at < cut },
      timerEvents: timerEvents.filter { $0.at < cut }, storeWrites: storeWrites.filter { $0.at < cut },
      acts: acts.filter { $0.at < cut }, sensitiveFields: sensitiveFields, warningText: warningText,
      entries: entries.filter { $0.at < cut }, visits: visits,
      // What was still being said at the moment was not said before it: the person had not
      // heard it to its end (`"…" is announced before the keypad receives focus`).
      posted: posted.filter { $0.postedAt < cut && ($0.endsAt <= cut || $0.cutOffAt.map { $0 < cut } == true) },
      appFieldChanges: appFieldChanges.filter { $0.at < cut }, context: context)
  }

  /// The record from `moment` on, as if the task had ended there: what was on screen then
  /// counts from then, and a control is reached from then (`"Resend code" is reachable once
  /// the code has expired`). What the person
  /// typed before it and a timer's start stay, so a field typed earlier can be saved after it
  /// and a timer started earlier can run out after it; what was heard, focused, tapped,
  /// written, moved or ran out before it does not.
  func from(_ moment: VirtualInstant) -> Trace {
    let visits = visits.filter { ($0.endedAt ?? end) > moment || $0.shownAt >= moment }.map { visit in
      var visit = visit
      visit.shownAt = max(visit.shownAt, moment)
      return visit
    }
    let timers = timerEvents.filter { event in
      if case .armed = event.change { return true }
      return event.at >= moment
    }
    // What the person typed, and where they were, before it: not what they tapped.
    let acts = acts.filter { act in
      switch act.kind {
      case .typed, .leftApp, .returnedToApp: true
      default: act.at >= moment
      }
    }
    let context = self.context + self.visits.filter { $0.shownAt < moment && $0.screen != .otherApp }
    return Trace(
      profile: profile, taskEnd: moment, end: end, focusMoves: focusMoves.filter { $0.at >= moment },
      timerEvents: timers, storeWrites: storeWrites.filter { $0.at >= moment }, acts: acts,
      sensitiveFields: sensitiveFields, warningText: warningText, entries: entries.filter { $0.at >= moment },
      visits: visits, posted: posted.filter { $0.postedAt >= moment },
      appFieldChanges: appFieldChanges.filter { $0.at >= moment }, context: context)
  }
}
