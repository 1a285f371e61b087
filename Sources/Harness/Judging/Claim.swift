/// What an expectation asserts about a trace, built from a few general claims and `not` and
/// `all`. A claim is judged by a pure function of the trace (`judged(on:)`): it never acts.
///
/// Messages say what the trace shows whichever way it goes, so `not` turns a verdict round
/// and keeps the words: `shown` that fails says "appeared on none of the 4 screens shown",
/// which is why `not(shown)` passes.
public indirect enum Claim: Hashable, Sendable {
  /// Text holding `words` was on screen at some time; `subject` names it in messages.
  case shown(Words, subject: String)
  /// An announcement holding `words` was posted, heard or not.
  case posted(Words, subject: String)
  /// An announcement holding `words` was heard, and with `inFull` not cut off: any posting of
  /// it, the first or one said again (on the person's return). With `trueTimeLeft`, a posting
  /// in the words of an earlier moment that give a time left no longer true, when `words` hold
  /// that time, does not count: the person was told the wrong time.
  case announced(Words, inFull: Bool, trueTimeLeft: Bool = true)
  /// The last error or notice the task brought up was heard to the end; cannot be judged
  /// when the task brought none up (`ifNone` says what to add).
  case errorHeardInFull(ifNone: String)
  /// On the first frame showing text that holds `after`, the next thing the person reaches is
  /// the control `label`, and it stays long enough for them to reach it.
  case reachable(label: String, after: Words)
  /// The control `label`, on screen when the task ended or the first time it came after, is
  /// one the person can move to, and it stays on screen until they have reached it.
  case canReach(label: String)
  /// The last activation of the control `label`, the task's or a probe's, had the effect the app
  /// states for it: its action's (the session moved out, a code sent, a draft saved, signed in,
  /// another screen), or, for a control with none, every effect of one of the rules that answer
  /// it (`byRule`, each a list: a flow's timers started, extended or stopped, a draft saved).
  case worked(label: String, byRule: [[StatedEffect]] = [])
  /// Accessibility focus last landed, since `since`, on something holding `target`;
  /// `name` is how messages call it.
  case focusMoves(to: String, name: String, since: Anchor)
  /// Every field the person typed still holds a value at the end, or (signed out) is held in
  /// the draft store, which brings it back at sign-in; cannot be judged when nothing was
  /// typed (`ifNoneTyped` says what the task must add).
  case valuesKept(ifNoneTyped: String)
  /// No sensitive field the person typed was ever written to the draft store; cannot be
  /// judged when none was typed (`ifNoneTyped` says what the task must add).
  case sensitiveNotStored(ifNoneTyped: String)
  /// The timer `timer`, as last armed, runs at least `minimum`; an app that arms `unheld`
  /// instead holds nothing. `subject` names what armed it in messages (`the slot selected`);
  /// cannot be judged when neither was armed (`ifNeverArmed` says what the task must add).
  /// With `endsWhenCancelled` a cancellation before it runs out ends the hold (a flow's
  /// `release`); without, it is the app's promise that counts (a booking cancels it too).
  case timerLasts(
    timer: String, unheld: String, atLeast: VirtualDuration, subject: String, ifNeverArmed: String,
    endsWhenCancelled: Bool = false)
  /// Each time the app started the timer `timer` (not a move of a running one), it set it to
  /// run exactly, at least or at most `duration`; cannot be judged when it never started it.
  case timerSet(
    timer: String, bound: Claim.Bound, to: VirtualDuration, subject: String, ifNeverStarted: String)
  /// Each length of time the texts of the task state is one of the app's timers', or the
  /// time left on one then.
  case statedTimesTrue
  /// The sign-in screen came right at the Nth failed Face ID attempt, not before or after.
  case passwordAfterFailedFaceID(Int)
  /// When the timer `timer` ran out, `screen` replaced `stale` at that very moment. Cannot be
  /// judged when the timer, as last armed, never ran out (`Trace.Ran`).
  case replacedAtTimer(timer: String, screen: ScreenID, stale: ScreenID)
  /// Once the timer `timer` ran out, `screen` was shown and its texts, together, say each of
  /// `parts`.
  case screenSays(timer: String, screen: ScreenID, parts: [Part])
  /// Once the timer `timer` ran out, the first `screen` shown after it says each of `parts`.
  case explains(timer: String, screen: ScreenID?, parts: [Part])
  /// The notice holding `notice` was dismissed by `way`: the last act that took a notice
  /// away was that one, the task's or a probe's, and a probe's left no notice on screen.
  /// Cannot be judged when no notice was ever shown.
  case dismissed(notice: String, by: World.Dismissal)
  /// The session's warning, the last since the session's end was last set, as the person
  /// met it: `measure` says what must hold of it.
  case sessionWarning(WarningMeasure)
  /// Each of the probe's activations of `label` moved the session's end out, and there were
  /// `times` of them.
  case extended(label: String, times: Int)
  /// The last activation of `label` moved the session's end out only after Face ID passed.
  case reauthenticatedBeforeExtending(label: String)
  /// Once the session expired and the person signed in again with `signIn`, every field they
  /// typed that a draft may keep (not a sensitive one) holds its value. Cannot be judged when
  /// none was typed (`ifNoneTyped` says what to add) or the task ended the session first.
  case restoredAfterSignIn(signIn: String, ifNoneTyped: String)
  /// A thing of the app, named in the check's words, is in a state (`the timeout screen is
  /// shown`): the general sentences' claim (`Claim.State` says each evidence rule).
  case about(FoundThing, State)
  /// A screen, named in the check's words, showed a text holding the quote while it was up;
  /// cannot be judged when it never came, so its negation never passes on its absence.
  case says(FoundThing, String)
  /// A thing, named in the check's words, was on screen this long after it first came;
  /// cannot be judged when it never came or the task ended before then.
  case onScreenAfter(FoundThing, VirtualDuration)
  /// A thing, named in the check's words, was on one screen with a text holding the quote;
  /// cannot be judged when that text never came.
  case shownWith(FoundThing, String)
  /// The claim does not hold; one that cannot be judged still cannot.
  case not(Claim)
  /// The claim, with `note` after its message when it fails: why it may have failed other
  /// than the app's fault (a quote no text of the app holds).
  case noted(Claim, ifFailed: String)
  /// Every claim holds: the first that does not is the verdict; when all hold, the first's words.
  case all([Claim])

  /// Words to look for in a text: as a part of it, ignoring case, or as whole words.
  public struct Words: Hashable, Sendable {
    public var text: String
    public var wholeWords: Bool

    public static func containing(_ text: String) -> Words { Words(text: text, wholeWords: false) }
    public static func wholeWords(_ text: String) -> Words { Words(text: text, wholeWords: true) }
  }

  /// An effect a flow's rule states for a control that `"LABEL" works` can see in the trace.
  public enum StatedEffect: Hashable, Sendable {
    /// A timer set to run out (started, or moved when running: a hold, a request sent).
    case starts(String)
    /// A running timer's end moved later.
    case extends(String)
    /// A timer stopped (a release, a sign-out).
    case cancels(String)
    /// The draft store written.
    case saves

    /// The effect as a message says it: `start 'bank.request'`.
    var words: String {
      switch self {
      case .starts(let timer): "start '\(timer)'"
      case .extends(let timer): "extend '\(timer)'"
      case .cancels(let timer): "stop '\(timer)'"
      case .saves: "save a draft"
      }
    }
  }

  /// What a claim about the session's warning measures.
  public enum WarningMeasure: Hashable, Sendable {
    /// It was announced and heard to the end.
    case announced
    /// It came at least this long before the session was then due to end.
    case lead(atLeast: VirtualDuration)
    /// The person had taken it in (heard it to the end, or read it) at least this long before.
    case responseTime(atLeast: VirtualDuration)
    /// It was a view that stays until acted on, not a toast.
    case isView
    /// The time left reached the person: drawn on a view they see, or announced.
    case countdown
  }

  /// One thing a screen must say (`what happened`), in any of its phrasings (`timed out`).
  public struct Part: Hashable, Sendable {
    public var name: String
    public var phrasings: [String]

    /// The name of the part that says what was kept, which must also be true of the draft.
    static let keptName = "what was kept"

    /// What a failure says it looked for: `(none of 'saved', 'kept')`.
    var lookedFor: String {
      "(none of " + String.joined(phrasings.map { "'\($0)'" }, separator: ", ") + ")"
    }
  }

  /// A moment of the trace a claim looks from.
  public enum Anchor: Hashable, Sendable {
    /// The last time text `text` went off screen (a notice dismissed), else the last frame.
    case lastGone(String)
    /// The same, for a claim about what follows the text going: one that cannot be judged
    /// while the text is still on screen at the end (the notice was never dismissed).
    case gone(String)
  }
}

extension Claim.Words {
  /// A matcher for these words, made once for the many texts a claim looks at.
  func matcher() -> (String) -> Bool {
    let phrase = Phrase(text)
    return wholeWords ? { phrase.foundAsWords(in: $0) } : { phrase.found(in: $0) }
  }
}

extension Claim {
  /// How a length the app set compares with a check's: `exactly`, `at least`, `at most`.
  public enum Bound: String, Codable, Hashable, Sendable {
    case exactly, atLeast, atMost
  }
}

extension Claim {
  /// The phrasings that say a timer of `length` ran out: "timed out", or the length itself as
  /// the app's duration placeholders say it, or in seconds: "after 20 minutes", "within 90
  /// seconds", in an app's own words ("Your basket was released after 20 minutes").
  static func timedOut(after length: VirtualDuration) -> [String] {
    var lengths = ["\(length)"]
    if length.milliseconds % 1000 == 0, length.milliseconds >= 60_000 {
      lengths.append("\(length.milliseconds / 1000) seconds")
    }
    return ["timed out"] + lengths.flatMap { ["after \($0)", "within \($0)"] }
  }
}

extension Claim {
  /// Whether `message` says that nothing was kept: "Nothing was saved", "your answers were
  /// not kept", "we couldn't save your form" (a negation before "saved" or "kept" in its
  /// sentence).
  static func saysNothingKept(_ message: String) -> Bool {
    let negations: Set<String> = [
      "nothing", "none", "not", "no", "never", "wasn't", "weren't", "isn't", "aren't", "hasn't", "haven't", "couldn't",
      "cannot", "can't", "didn't", "unable",
    ]
    for sentence in message.lowercased().split(whereSeparator: { ".!?;".contains($0) }) {
      let words = sentence.split { !$0.isLetter && $0 != "'" && $0 != "\u{2019}" }.map {
        String($0.map { $0 == "\u{2019}" ? "'" : $0 })
      }
      guard let kept = words.firstIndex(where: { ["saved", "kept", "save", "keep"].contains($0) }) else { continue }
      if words[..<kept].contains(where: negations.contains) { return true }
    }
    return false
  }
}

extension Claim {
  /// Text holding `word` as whole words was neither shown nor announced.
  static func notMentioned(_ word: String, subject: String) -> Claim {
    .all([.not(.shown(.wholeWords(word), subject: subject)), .not(.posted(.wholeWords(word), subject: subject))])
  }
}
