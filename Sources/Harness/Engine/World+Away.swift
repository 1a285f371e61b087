extension World {
  /// Leaves for another app; with a duration, comes back after it.
  public mutating func switchAway(to place: String, for duration: VirtualDuration?) throws(StepFailure) {
    try requireInApp()
    spend(profile.pace.perAction)
    isAway = true
    note(.switchesTo(place: place))
    act(.leftApp)
    refreshVisit(byApp: false)
    if logic != nil { deliver(.left, byApp: false) }
    if let duration {
      spend(duration)
      returnToApp()
    }
  }

  /// Comes back from another app to whatever the app now shows.
  public mutating func returnToApp() {
    guard isAway else {
      note(.alreadyInApp)
      return
    }
    spend(profile.pace.perAction)
    isAway = false
    note(.returnsToApp(showing: screen.title))
    act(.returnedToApp)
    refreshVisit(byApp: false)
    if logic != nil {
      deliver(.returned, byApp: false)
    } else if app.session.onReturn == .repeatMissed {
      repeatMissedAnnouncement()
    }
  }

  /// Says again the last announcement posted while the person was away, when what it is
  /// about still shows: an app that repeats on return what was missed.
  mutating func repeatMissedAnnouncement() {
    guard let left = acts.last(where: { $0.kind == .leftApp })?.at else { return }
    let shown = elements
    guard
      let missed = announcements.last(where: { announcement in
        announcement.postedAt >= left
          && shown.contains {
            $0.label == announcement.text || ($0.role == .text && announcement.text.hasPrefix($0.label))
          }
      })
    else { return }
    note(.saysAgain(text: missed.text))
    announce(missed.text, kind: missed.kind)
  }

  /// Fails a step that needs the app while the person is in another one.
  mutating func requireInApp() throws(StepFailure) {
    if isAway {
      throw StepFailure("the person is in another app at \(now); add 'return to the app' first")
    }
  }
}
