/// `"TEXT" is announced [in full]`: an announcement holding the text was heard, and with
/// `in full` not cut off.
struct TextAnnounced: ClaimFamily {
  static let name = "\"TEXT\" is announced"
  static let patterns = ["{label} is announced [in full]"]
  static let examples = ["\"{code.expired}\" is announced", "\"{session.warning}\" is announced in full"]
  static let citations: [Citation] = [.meets("4.1.3")]
  static let recordKey: String? = "announced"

  var text: String
  var inFull: Bool

  init(text: String, inFull: Bool) { (self.text, self.inFull) = (text, inFull) }

  init?(_ captures: Pattern.Captures) {
    guard let text = captures.labels.first else { return nil }
    (self.text, inFull) = (text, captures.has("full"))
  }

  var requirements: [Requirement] { [] }
  func claim(in app: AppModel) -> Claim {
    let announced = Claim.announced(.containing(text), inFull: inFull)
    return app.unheld(text).map { .noted(announced, ifFailed: $0) } ?? announced
  }
  func budget(in app: AppModel) -> ProbeBudget { .wait }

  /// The claim's finding; failed, with what VoiceOver read of the text when focus landed on it:
  /// that is the person reading the screen, not an announcement the app posted.
  func judged(on trace: Trace, in app: AppModel) -> Finding {
    let finding = claim(in: app).judged(on: trace)
    guard finding.judgement == .failed, trace.profile.hearsAnnouncements,
      let read = trace.focusMoves.first(where: { $0.landed && Phrase(text).found(in: $0.label) })
    else { return finding }
    return finding.noting(
      "; VoiceOver read '\(read.label)' when focus moved to it at \(read.at), which is the person reading the "
        + "screen, not an announcement the app posted: claim 'focus moves to \"\(read.label)\"' for that")
  }

  /// Listens to what is being said; when the text was not posted in the task, lets what the
  /// app had scheduled when the task ended happen (up to the last of its timers then running),
  /// stopping when it is said, so an announcement still due ("1 minute left", a minute later)
  /// is judged when it comes, never failed for not having come yet. What the app schedules
  /// after that is not waited for: a timer that restarts itself every millisecond ends the wait.
  func awaitEvidence(_ world: inout World) {
    world.listenToAnnouncements()
    let phrase = Phrase(text)
    let posted = { (world: World) in world.announcements.contains { phrase.found(in: $0.text) } }
    guard !posted(world), let last = world.timers.map(\.at).max(), last > world.now else { return }
    if world.wait(upTo: last - world.now, until: posted) { world.listenToAnnouncements() }
  }
}

extension Expectation {
  static func announced(text: String, inFull: Bool) -> Expectation {
    Expectation(TextAnnounced(text: text, inFull: inFull))
  }
}
