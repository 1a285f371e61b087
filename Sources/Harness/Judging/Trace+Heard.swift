/// What the person heard of an announcement posted more than once: the first posting or a
/// repeat (said again on their return from another app, or in the same words later), and
/// whether the words of a repeat still told the time left truly when it was said.
extension Trace {
  /// A posting whose words give the session's time left as it was at an earlier posting of the
  /// same words, when less was left: a repeat in stale words, that tells the person they have
  /// more time than they have.
  struct StaleWords {
    /// The time left the words give.
    var said: VirtualDuration
    /// When the same words were first posted, and right.
    var saidAt: VirtualInstant
    /// The time that was left when this posting was made.
    var left: VirtualDuration

    /// Why the words were wrong, for a message: `in the words of 12:45 ("3 minutes"), with
    /// only 56 seconds left`.
    var words: String {
      String.joined(
        "in the words of ", saidAt.description, " (\"", said.description, "\"), with only ", left.description, " left")
    }
  }

  /// How `announcement`'s words give more time left than there was, when they do: the same
  /// words were posted before, naming the session's time left then, and the time left now
  /// rounds to fewer of the unit they name (minutes, else seconds); nil when they give none,
  /// give it truly (or less), or it is their first posting.
  func staleWords(_ announcement: Announcement) -> StaleWords? {
    guard let first = posted.first(where: { $0.text == announcement.text }), first.postedAt < announcement.postedAt,
      let thenDue = sessionDue(at: first.postedAt), let nowDue = sessionDue(at: announcement.postedAt)
    else { return nil }
    let said = thenDue - first.postedAt
    guard Trace.names(said, in: announcement.text) else { return nil }
    let left = nowDue - announcement.postedAt
    let unit: Int64 = said.milliseconds % 60_000 == 0 ? 60_000 : 1000
    let rounded = { (duration: VirtualDuration) in (duration.milliseconds + unit / 2) / unit }
    // Words that give more time than is left mislead the person; fewer, said early, do not.
    guard rounded(said) > rounded(left) else { return nil }
    return StaleWords(said: said, saidAt: first.postedAt, left: left)
  }

  /// Whether `text` names `duration` in words (`3 minutes`, or for whole minutes `180 seconds`).
  static func names(_ duration: VirtualDuration, in text: String) -> Bool {
    var ways = [duration.description]
    if duration.milliseconds % 60_000 == 0, duration.milliseconds > 0 {
      ways.append("\(duration.milliseconds / 1000) seconds")
    }
    return ways.contains { Phrase($0).foundAsWords(in: text) }
  }

  /// When the session was due to end at `instant`; nil when it was not running then.
  func sessionDue(at instant: VirtualInstant) -> VirtualInstant? {
    timerEvents.last { $0.isOf(.sessionExpiry) && $0.at <= instant }?.due
  }

  /// The postings after `first` that say it again: repeats of it on the person's return, and
  /// later postings of the same words, up to the end of the record.
  func saidAgain(_ first: Announcement) -> [Announcement] {
    posted.filter { $0.postedAt > first.postedAt && ($0.repeats == first.postedAt || $0.text == first.text) }
  }

  /// How a posting after the first is introduced in a message: `said again at 14:49 on the
  /// person's return as "…"`, or `announced again at 14:49`.
  func again(_ announcement: Announcement, after first: Announcement) -> String {
    let how =
      announcement.repeats != nil
      ? "said again at \(announcement.postedAt) on the person's return" : "announced again at \(announcement.postedAt)"
    return announcement.text == first.text ? how : String.joined(how, " as \"", announcement.text, "\"")
  }
}
