/// What a person could perceive in one check, and what they did: the record every claim is
/// judged on. It holds labels, texts and field names, never a field's value.
///
/// A trace is made from a world once its task (and an expectation's probe) is done; it is a
/// plain value, so a claim judged on it is a pure function of what was recorded.
public struct Trace: Sendable {
  /// Whose perception this is: what they can reach, how fast, whether they hear speech.
  public let profile: Profile
  /// When the task ended and a probe, if any, began.
  public let taskEnd: VirtualInstant
  /// When the record ends.
  public let end: VirtualInstant
  public let focusMoves: [FocusMove]
  public let timerEvents: [TimerEvent]
  public let storeWrites: [StoreWrite]
  /// What the person did, the task's and a probe's marked apart.
  public let acts: [Act]
  /// The labels of the app's sensitive fields, in form order.
  public let sensitiveFields: [String]
  /// The app's session warning in its words, as its texts and announcements hold it.
  public let warningText: String
  /// Everything that happened, in order, as values; the timeline is drawn from it (`log`).
  public let entries: [TraceEntry]
  // Kept as the world recorded them; the views below are made when a claim asks.
  let visits: [ScreenVisit]
  let posted: [Announcement]
  let appFieldChanges: [FieldChange]
  /// What was on screen before a window's start (`Trace.from`): not judged, only what makes a
  /// thing one the person met in the run (`met`), so a negation over the window is about a
  /// thing that was there.
  var context: [ScreenVisit] = []

  /// The timeline, in words, drawn from `entries`.
  public var log: [LogEntry] { entries.map(\.logEntry) }

  /// The start of the last minute of the task, where a window with nothing better begins.
  var recentAtTaskEnd: VirtualInstant { max(.start, taskEnd - .minutes(1)) }
  /// The start of the record's last minute.
  var recentAtEnd: VirtualInstant { max(.start, end - .minutes(1)) }

  /// What was on screen for a while: elements in reading order, each with its instance.
  public struct Frame: Sendable {
    public var screen: ScreenID
    public var elements: [Element]
    /// For each element, its instance: the same as in the frame before when it stayed on
    /// screen, a new one when it appeared (a notice shown again is a new notice).
    public var instances: [Int]
    public var shownAt: VirtualInstant
    /// When it was replaced; nil for the frame on screen at the end.
    public var endedAt: VirtualInstant?
    /// Whether the app replaced it on its own (a timer), rather than the person.
    public var endedByApp: Bool

    /// The element's stable name: its screen and, for a control, what it does
    /// (`passcode.closeNotice`, with its place when two do the same: `appointments.selectSlot2`),
    /// else its role and place among that role (`codeExpired.text1`).
    public func name(of index: Int) -> String { Frame.name(of: index, in: elements, on: screen) }

    /// The stable name of the element at `index` of `elements` on `screen`.
    public static func name(of index: Int, in elements: [Element], on screen: ScreenID) -> String {
      let element = elements[index]
      if let action = element.action {
        // Two controls that do the same (two slots to select) are told apart by their place.
        let same = elements.filter { $0.action == action }.count
        let place = same > 1 ? String(elements[...index].filter { $0.action == action }.count) : ""
        return "\(screen.name).\(action.name)\(place)"
      }
      let place = elements[...index].filter { $0.role == element.role }.count
      return "\(screen.name).\(element.role.rawValue)\(place)"
    }
  }

  /// An announcement and how it reached the person.
  public struct Heard: Sendable {
    public enum NotHeard: String, Sendable {
      /// The profile does not hear speech.
      case profileDoesNotHear = "the profile does not hear announcements"
      /// The person was in another app when it was posted.
      case inAnotherApp = "the person was in another app"
    }

    public var announcement: Announcement
    /// What cut it off, in words (`a focus move to 'Close'`, `"Code expired"`), when it was.
    public var cutOffBy: String?
    /// Why it was not heard; nil when it was.
    public var notHeard: NotHeard?
    /// Where the record ends while it is still being spoken: how it ends is not in the record
    /// (a task's that ended mid-sentence, say); nil when it finished or was cut off by then.
    public var unfinishedAt: VirtualInstant?

    public var text: String { announcement.text }

    /// How it reached the person, in words: `heard in full by 00:09`, `cut off at 00:06.5 by
    /// a focus move to 'Passcode'`, `not heard: the person was in another app`, `still being
    /// spoken at 00:15, where the record ends`.
    public var words: String {
      if let notHeard { return "not heard: \(notHeard.rawValue)" }
      if let cut = announcement.cutOffAt { return "cut off at \(cut)" + (cutOffBy.map { " by \($0)" } ?? "") }
      if let unfinishedAt { return "still being spoken at \(unfinishedAt), where the record ends" }
      return "heard in full by \(announcement.endsAt)"
    }

    /// Why `announcement` was not heard by `profile`; nil when it was.
    public static func notHeard(_ announcement: Announcement, profile: Profile) -> NotHeard? {
      announcement.audible ? nil : profile.hearsAnnouncements ? .inAnotherApp : .profileDoesNotHear
    }

    /// Each of `posted` with what cut it off (a focus move at that moment, or the next
    /// announcement), why it was not heard, and whether it was still being spoken at `end`,
    /// where the record ends: the trace's view, and the report's.
    public static func all(
      _ posted: [Announcement], focusMoves: [FocusMove], profile: Profile, end: VirtualInstant
    ) -> [Heard] {
      posted.map { announcement in
        var cutOffBy: String?
        if let cut = announcement.cutOffAt {
          if let move = focusMoves.first(where: { $0.at == cut && $0.landed }) {
            cutOffBy = "a focus move to '\(move.label)'"
          } else if let next = posted.first(where: { $0.postedAt == cut && $0 != announcement }) {
            cutOffBy = "\"\(next.text)\""
          }
        }
        let notHeard = Heard.notHeard(announcement, profile: profile)
        let unfinished = announcement.cutOffAt == nil && announcement.endsAt > end ? end : nil
        return Heard(announcement: announcement, cutOffBy: cutOffBy, notHeard: notHeard, unfinishedAt: unfinished)
      }
    }
  }
}

extension Element.Action {
  /// The action's stable name, as element names use it.
  var name: String {
    switch self {
    case .staySignedIn: "staySignedIn"
    case .saveAndSignOut: "saveAndSignOut"
    case .signIn: "signIn"
    case .sendCode: "sendCode"
    case .verifyCode: "verifyCode"
    case .resendCode: "resendCode"
    case .startAgain: "startAgain"
    case .logInAgain: "logInAgain"
    case .closeNotice: "closeNotice"
    case .selectSlot: "selectSlot"
    case .bookSlot: "bookSlot"
    case .keypad(let key): "key\(key)"
    case .navigate: "navigate"
    case .named(let name): name
    }
  }
}

extension World {
  /// This world's record of what the person could perceive and did, up to now.
  public var trace: Trace {
    Trace(
      profile: profile, taskEnd: probeStartedAt ?? now, end: now, focusMoves: focusMoves, timerEvents: timerEvents,
      storeWrites: storeWrites, acts: acts, sensitiveFields: app.content.sensitiveLabels, warningText: warningText,
      entries: entries, visits: visits, posted: announcements, appFieldChanges: fieldChanges)
  }
}

extension Trace {
  /// What was on screen, one frame for each change, each element with its instance. Another
  /// app's frame breaks no continuity: what the app showed is still there on return.
  public var frames: [Frame] {
    var frames: [Frame] = []
    frames.reserveCapacity(visits.count)
    var next = 0
    var last: (elements: [Element], instances: [Int])?
    for visit in visits {
      var instances: [Int] = []
      instances.reserveCapacity(visit.elements.count)
      for element in visit.elements {
        if let last, let index = last.elements.firstIndex(of: element), !instances.contains(last.instances[index]) {
          instances.append(last.instances[index])
        } else {
          next += 1
          instances.append(next)
        }
      }
      if visit.screen != .otherApp { last = (visit.elements, instances) }
      frames.append(
        Frame(
          screen: visit.screen, elements: visit.elements, instances: instances, shownAt: visit.shownAt,
          endedAt: visit.endedAt, endedByApp: visit.endedByApp))
    }
    return frames
  }

  /// Every announcement posted, with what cut it off and why it was not heard, if it was not.
  public var announcements: [Heard] { Heard.all(posted, focusMoves: focusMoves, profile: profile, end: end) }

  /// The fields the person typed and those the app cleared or restored, in time order.
  public var fieldChanges: [FieldChange] {
    var changes: [FieldChange] = []
    for act in acts {
      guard case .typed(let field) = act.kind else { continue }
      changes.append(FieldChange(at: act.at, change: .typed, fields: [field]))
    }
    changes.append(contentsOf: appFieldChanges)
    // Stable: the person's typing comes before what the app did at the same instant.
    return changes.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
  }
}
