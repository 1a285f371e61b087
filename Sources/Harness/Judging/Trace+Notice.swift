extension Trace {
  /// Whether a frame of the app shows the notice holding `notice`.
  private static func shows(_ visit: ScreenVisit, _ notice: String) -> Bool {
    visit.elements.contains { $0.label == notice }
  }

  /// How `act` would dismiss a notice, if it is one of the ways: a touch outside it, on the
  /// keypad, or activating the control that closes it.
  private func dismissal(of act: Act) -> World.Dismissal? {
    switch act.kind {
    case .touchedOutsideNotice: .tapOutside
    case .touchedKeypad: .keypadButton
    case .activated(let label):
      visits.contains { visit in visit.elements.contains { $0.action == .closeNotice && $0.label == label } }
        ? .closeButton : nil
    default: nil
    }
  }

  /// The last time a notice went off screen at the moment of an act that dismisses, and that act.
  private func lastDismissal(of notice: String) -> (at: VirtualInstant, by: World.Dismissal, act: Act)? {
    var found: (VirtualInstant, World.Dismissal, Act)?
    var before: ScreenVisit?
    for visit in visits where visit.screen != .otherApp {
      if let before, Trace.shows(before, notice), !Trace.shows(visit, notice),
        let act = acts.last(where: { $0.at == visit.shownAt && dismissal(of: $0) != nil }),
        let way = dismissal(of: act)
      {
        found = (visit.shownAt, way, act)
      }
      before = visit
    }
    return found
  }

  func dismissed(_ notice: String, by way: World.Dismissal) -> Finding {
    let start = recentAtTaskEnd
    if let tried = acts.last(where: { $0.byProbe && dismissal(of: $0) == way }) {
      // The probe did the act on the notice the task left up.
      if let last = visits.last(where: { $0.screen != .otherApp }), Trace.shows(last, notice) {
        return .fail("the notice stayed after \(way.rawValue) at \(end)", from: tried.at, to: end)
      }
      return .pass("the notice was dismissed by \(way.rawValue) at \(end)", from: tried.at, to: end)
    }
    guard let last = lastDismissal(of: notice) else {
      guard visits.contains(where: { Trace.shows($0, notice) }) else {
        return .unjudged(
          "no notice was up: the task brought none up; add 'enter an incorrect passcode' to the task", from: start,
          to: end)
      }
      return .fail("the notice was no longer up at the end of the task", from: start, to: end)
    }
    guard last.by == way else {
      return .fail(
        "the notice was already gone: \(last.by.rawValue) dismissed it at \(last.at), so \(way.rawValue) was never needed",
        from: last.at, to: last.at)
    }
    return .pass("the notice was dismissed by \(way.rawValue) at \(last.at), in the task", from: last.at, to: last.at)
  }
}
