extension World {
  /// Leaves for another app; with a duration, comes back after it.
  /// In the banking app, `answering` approves (true) or declines (false) what the app asked
  /// of it, an action's time, after `duration` there when one is given; the person then comes
  /// back. The outcome a flow's `returned` reads is that answer, or no answer.
  public mutating func switchAway(
    to place: String, for duration: VirtualDuration?, answering: Bool? = nil
  ) throws(StepFailure) {
    try requireInApp()
    spend(profile.pace.perAction)
    isAway = true
    note(.switchesTo(place: place))
    act(.leftApp)
    refreshVisit(byApp: false)
    tellFlowWhereAway(place, answer: nil)
    if logic != nil { deliver(.left, byApp: false) }
    if let duration { spend(duration) }
    if let answering {
      spend(profile.pace.perAction)
      note(.tellsLogic(.handOff(place: place, approved: answering)))
      tellFlowWhereAway(place, answer: answering)
    }
    if duration != nil || answering != nil { returnToApp() }
  }

  /// A flow's `left` and `returned` may name the app the person went to and what they
  /// answered there; a team's Swift logic is told only that they left and came back.
  private mutating func tellFlowWhereAway(_ place: String, answer: Bool?) {
    guard var flow = logic as? FlowLogic else { return }
    flow.away = Flow.OtherApp(words: place)
    flow.outcome = answer.map { $0 ? .approved : .declined } ?? .noAnswer
    logic = flow
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
      let posted = announcements.count
      deliver(.returned, byApp: false)
      markRepeats(from: posted)
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
    // The warning in its words now (the time left now), anything else as it was said.
    let said = missed.kind == .warning ? warningWordsNow : missed.text
    note(.saysAgain(text: said))
    announce(said, kind: missed.kind)
    announcements[announcements.count - 1].repeats = missed.postedAt
  }

  /// The warning in the app's words at this moment: the time left now in place of the lead
  /// (`{session.lead}`), in whole seconds, never more than is left.
  var warningWordsNow: String {
    guard let expiry = sessionExpiresAt, expiry > now else { return warningText }
    let left = VirtualDuration(milliseconds: (expiry - now).milliseconds / 1000 * 1000)
    return app.said(.sessionWarning, own: ["session.lead": left.description])
  }

  /// Marks what the app posted from `first` on, in answer to the person's return, that says
  /// again something posted while they were away: in the same words, or in the same words of
  /// the app file with the value they hold as it is now (the time left then).
  mutating func markRepeats(from first: Int) {
    guard first < announcements.count, let left = acts.last(where: { $0.kind == .leftApp })?.at else { return }
    for index in first..<announcements.count {
      let text = announcements[index].text
      let template = announcements[index].template
      if let missed = announcements[..<first].first(where: { missed in
        missed.postedAt >= left && (missed.text == text || (template != nil && missed.template == template))
      }) {
        announcements[index].repeats = missed.postedAt
      }
    }
  }

  /// Fails a step that needs the app while the person is in another one.
  mutating func requireInApp() throws(StepFailure) {
    if isAway {
      throw StepFailure("the person is in another app at \(now); add 'return to the app' first")
    }
  }
}
