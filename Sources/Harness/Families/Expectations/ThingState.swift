/// `SUBJECT is [not] PREDICATE`: the general sentence (issue 43, items 1 to 3). SUBJECT is a
/// thing of the app in the check's own words (`the timeout screen`, `the close button`, `the
/// card number`, `the session`), found in the app at resolution (`Nouns`); PREDICATE one of a
/// closed set, each with one evidence rule (`Claim.State`), each with its negation. Tried
/// after every other expectation, so a seed phrase keeps its own meaning and messages.
struct ThingState: ExpectationFamily {
  static let name = "SUBJECT is [not] PREDICATE"
  static let isGeneral = true
  /// Each sentence and the predicate it says: the pattern that matched decides, never a word
  /// found elsewhere in the line.
  static let sentences: [(pattern: String, state: Claim.State)] = [
    ("{noun} (is | are) [not | never] (shown | displayed | visible | on screen)", .shown),
    ("{noun} (appears | shows | comes up)", .shown),
    ("{noun} (does not | doesn't | never) (appear | show | appears | shows | comes up)", .shown),
    ("(the person | the user | they) (is | are) [not | never] (taken | sent | brought) to {noun}", .shown),
    ("no {noun} (is | are) (shown | displayed | visible | on screen)", .shown),
    (
      "{noun} (is | are) still (shown | displayed | visible | on screen | open) [when the task ends | at the end]",
      .stillShown
    ),
    (
      "{noun} (remains | stays) (shown | displayed | visible | on screen | open) [when the task ends | at the end]",
      .stillShown
    ),
    ("(the person | the user | they) (ends | end) up on {noun}", .stillShown),
    ("{noun} (is | are) still (shown | displayed | visible | on screen | open) after {duration}", .stillShown),
    (
      "{noun} (is | are) (gone | closed | no longer shown | no longer displayed | no longer visible | no longer on screen) [when the task ends | at the end]",
      .gone
    ),
    ("{noun} (disappears | goes away | has gone | has disappeared)", .gone),
    ("{noun} (is | are) not gone", .gone),
    (
      "{noun} (is | are) (gone | closed | no longer shown | no longer displayed | no longer visible | no longer on screen) (after | within) {duration}",
      .gone
    ),
    ("{noun} (disappears | goes away | has gone | has disappeared) (after | within) {duration}", .gone),
    ("{noun} (does not | doesn't | never) (disappear | go away | disappears | goes away)", .gone),
    ("{noun} (is | are) [not] reachable", .reachable),
    ("{noun} can [not] be reached", .reachable),
    ("{noun} (cannot | can't) be reached", .reachable),
    ("{noun} (receives | receive | gets | get) focus", .focused),
    ("{noun} (does not | doesn't | do not | don't | never) (receive | receives | get | gets) focus", .focused),
    ("focus (moves | goes | lands | is moved) (to | on) {noun}", .focused),
    ("focus (does not | doesn't | never) (move | moves | go | goes | land | lands) (to | on) {noun}", .focused),
    (
      "focus (does not | doesn't | never) (move | go | land) (to | on) {noun} before the (message | notice | error | announcement) (has been | is) (read | heard | announced | spoken) [in full]",
      .focused
    ),
    (
      "focus (moves | goes | lands) (to | on) {noun} before the (message | notice | error | announcement) (has been | is) (read | heard | announced | spoken) [in full]",
      .focused
    ),
    (
      "{noun} (is | are) [not | never] (saved | stored | kept in the draft | saved in the draft | written to the draft)",
      .saved
    ),
    ("no {noun} (is | are) (saved | stored)", .saved),
    ("{noun} (is | are) [not | never] (cleared | emptied | wiped | erased)", .cleared),
    ("no {noun} (is | are) cleared", .cleared),
    ("{noun} (is | are) [not | never] [left] (empty | blank)", .empty),
    ("{noun} (is | are) [not | never] kept", .kept),
    // Lost is not kept: the negation is turned round (`lost`).
    ("{noun} (is | are) [not | never] lost", .kept),
    (
      "{noun} (is | are) [not] (restored | back | filled in again | brought back) after (signing | logging) [back | again] in",
      .restored
    ),
    (
      "{noun} (is | are) [not] (restored | back | filled in again | brought back) after (sign-in | login | log in)",
      .restored
    ),
    (
      "after (signing | logging) [back | again] in {noun} (is | are) [not] (back | restored | filled in again)",
      .restored
    ),
    (
      "{noun} (comes | come) back after (sign-in | login | log in | signing in | logging in | signing back in)",
      .restored
    ),
    ("{noun} (is | are) [not | never] (read out | read aloud | heard)", .heard),
    (
      "{noun} (is | are) [not | never] (shown | displayed) (next to | with | beside | alongside | together with) {label}",
      .shownWith
    ),
    ("{noun} (is | are) [not | never] extended", .extended),
    (
      "{noun} (expires | expired | has expired | is expired | runs out | ran out | has run out | times out | timed out | has timed out)",
      .expired
    ),
    ("{noun} (does not | doesn't | never) (expire | run out | time out | expires | runs out | times out)", .expired),
    ("{noun} (has not | hasn't | is not) expired", .expired),
    ("{noun} (lasts | runs out after | expires after) [(exactly | at least | at most)] {duration}", .lasts),
    ("(a | the) (new | fresh | second) {noun} is [not] sent", .sentAgain),
    ("{noun} (is | are) [not | never] announced", .announced),
    ("{noun} (is | are) [not | never] (announced | heard | read out) in full", .announced),
    ("no {noun} (is | are) announced", .announced),
    ("{noun} (is | are) [not | never] entered", .entered),
    ("no {noun} (is | are) entered", .entered),
    ("{noun} (is | are | was | were) [not | never] dismissed [by the person | by the user]", .dismissed),
    ("{noun} (has been | have been) dismissed", .dismissed),
    ("(the person | the user | they) (dismisses | dismiss | dismissed | closes | close | closed) {noun}", .dismissed),
    (
      "(the person | the user | they) (does not | doesn't | do not | don't | never) (dismiss | close) {noun}",
      .dismissed
    ),
    ("{noun} (has | have) focus [when the task ends | at the end]", .focusedAtEnd),
    ("{noun} (does not | doesn't | do not | don't) have focus [when the task ends | at the end]", .focusedAtEnd),
    ("focus is [not | still] on {noun} [when the task ends | at the end]", .focusedAtEnd),
    ("focus (ends | stays | remains) on {noun}", .focusedAtEnd),
    ("focus (does not | doesn't) (end | stay | remain) on {noun}", .focusedAtEnd),
    (
      "(the person | the user | they) (is | are) [still | not | no longer] (signed | logged) in [when the task ends | at the end]",
      .signedIn
    ),
    ("(the person | the user | they) (stays | stay | remains | remain) (signed | logged) in", .signedIn),
    (
      "(the person | the user | they) (does not | doesn't | do not | don't) (stay | remain) (signed | logged) in",
      .signedIn
    ),
    // Signed out is not signed in: the negation is turned round (`out`).
    ("(the person | the user | they) (is | are) [not] (signed | logged) out", .signedIn),
    (
      "(the person | the user | they) (gets | get | is | are) (signed | logged) out [when the task ends | at the end]",
      .signedIn
    ),
    ("{noun} (says | shows | displays | reads | mentions) {label}", .says),
    (
      "{noun} (does not | doesn't | never) (say | show | display | read | mention | mentions | says | shows) {label}",
      .says
    ),
  ]
  static let patterns = sentences.map(\.pattern)
  static let examples = [
    "the timeout screen is shown", "the login screen is not shown", "the notice is still shown",
    "the close button is reachable", "the instructions receive focus", "focus does not move to the keypad",
    "the card number is not saved", "the form is not cleared", "the session is extended", "the code expires",
    "the Face ID prompt is gone", "the notice is announced", "the digit is not entered",
    "the sign-in screen says \"{session.expired}\"", "the session warning is dismissed",
    "\"{session.staySignedIn}\" has focus", "the person is still signed in",
  ]
  static let citations: [Citation] = [.noCriterion("the check's own sentence")]
  static let recordKey: String? = "thingState"

  /// The thing as written, quoted labels in quotes (`the "Close" button`).
  var noun: String
  var state: Claim.State
  var negated: Bool
  /// The text a screen is said to say (`the timeout screen says "timed out"`).
  var quote: String? = nil
  /// How long after it first came a thing is said to be still shown, or gone (`after 30
  /// seconds`): judged at that moment (`Claim.onScreenAfter`); for `lasts`, the length.
  var after: VirtualDuration? = nil
  /// How a length a timer is said to last compares (`at least`, `at most`, else exactly).
  var bound: Claim.Bound = .exactly
  /// Whether focus is said to land before the message has been heard: while the task's last
  /// announcement was being said (`Trace.focusedBeforeMessage`).
  var beforeMessage: Bool? = nil
  /// When it is judged, if not over the whole run: before a moment, or from it on (`… before
  /// the session expires`, `once the code has expired, …`), set by the resolver.
  var anchor: TimeAnchor? = nil
  /// Whether a text is said to be announced in full: heard to its end, not cut off.
  var inFull: Bool? = nil
  /// How many times it is said to hold (`twice`, `at least once`), set by the resolver.
  var occurrences: Occurrences? = nil

  init(noun: String, state: Claim.State, negated: Bool, quote: String? = nil, after: VirtualDuration? = nil) {
    (self.noun, self.state, self.negated, self.quote, self.after) = (noun, state, negated, quote, after)
  }

  init?(_ captures: Pattern.Captures) {
    let words = captures.words
    func has(_ any: String...) -> Bool { any.contains(where: words.contains) }
    guard Self.sentences.indices.contains(captures.pattern) else { return nil }
    let state = Self.sentences[captures.pattern].state
    // Signed in is said of the person: it is the session's state.
    guard let noun = captures.nouns.first ?? (state == .signedIn ? "the session" : nil) else { return nil }
    var negated = has("not", "never", "cannot", "can't", "doesn't", "don't", "hasn't") || has("no") && !has("longer")
    // Lost is not kept, signed out is not signed in, and no longer signed in is not either.
    if state == .kept, has("lost") { negated.toggle() }
    if state == .signedIn, has("longer") { negated = true }
    if state == .signedIn, has("out") { negated.toggle() }
    self.init(
      noun: noun, state: state, negated: negated, quote: captures.labels.first, after: captures.durations.first)
    if state == .focused, has("before") { beforeMessage = true }
    if state == .lasts { bound = has("least") ? .atLeast : has("most") ? .atMost : .exactly }
    if state == .announced, has("full") { inFull = true }
  }

  var requirements: [Requirement] {
    [.thing(noun, state)] + (quote.map { [.quotedText($0)] } ?? []) + (after.map { [.notZero($0)] } ?? [])
      + (anchor?.requirements ?? [])
  }

  /// The thing in `app`; nil when it has none (resolution says so first).
  func found(in app: AppModel) -> FoundThing? { try? Nouns.find(noun, in: app, for: state).get() }

  /// The seed phrase that says the same of `found`, whose evidence and probe it takes: a
  /// control reachable, a text or the warning announced.
  private func phrase(for found: FoundThing) -> (any ExpectationFamily)? {
    switch (state, found.thing, negated) {
    case (.reachable, .control(let label), false): ControlReachable(quoted: label)
    case (.reachable, .control(let label), true): ControlNotReachable(quoted: label)
    case (.announced, .text(let text), false): TextAnnounced(text: text, inFull: inFull == true)
    // Not heard in full is cut off or not heard: the positive phrase, turned round here.
    case (.announced, .text(let text), true) where inFull == true: TextAnnounced(text: text, inFull: true)
    case (.announced, .text(let text), true): TextNotAnnounced(quoted: text)
    case (.announced, .warning, _): WarningAnnounced()
    case (.kept, .form, _): ProgressKept(Pattern.Captures())
    case (.lasts, .timer(let timer), _):
      TimerLasts(timer: TimerName(timer), bound: bound, duration: after ?? .zero)
    default: nil
    }
  }

  func budget(in app: AppModel) -> ProbeBudget {
    if state == .restored { return .acts([.enteredPassword, .activated(label: app.words[.signInButton])]) }
    guard occurrences == nil, let found = found(in: app), let phrase = phrase(for: found) else { return .wait }
    // A phrase that judges the task as it left it is judged here once the app has settled.
    let budget = phrase.budget(in: app)
    return budget == .none ? .wait : budget
  }

  func probe(_ world: inout World) -> Finding {
    guard let found = found(in: world.app) else { return judged(on: world.trace, in: world.app) }
    // `… after signing in`: the one act it names, when the task left the sign-in screen up.
    if state == .restored, !world.signedIn, world.signInShowing {
      do {
        try world.signIn()
      } catch {
        return .fail("signing in again failed: \(error.message)", from: world.trace.taskEnd, to: world.now)
      }
      return judged(on: world.trace, in: world.app)
    }
    // What the last step set off lands before the verdict (a focus jump half a second on, a
    // form wiped as the session ends); a phrase that waits for its own evidence waits for it.
    // A count is of what the task met as the app settled: waiting on would count more.
    if occurrences == nil, let phrase = phrase(for: found), phrase.budget(in: world.app) != .none {
      phrase.awaitEvidence(&world)
    } else {
      world.settle()
    }
    return judged(on: world.trace, in: world.app)
  }

  /// Whether a negated sentence's phrase is the positive one, turned round here: the warning
  /// and the form have no negative phrase of their own.
  private static func negatedByHand(_ thing: Thing) -> Bool {
    switch thing {
    case .warning, .form, .timer: true
    default: false
    }
  }

  func judged(on trace: Trace, in app: AppModel) -> Finding {
    if let anchor {
      // Judged on the run cut at the moment: the moment found on the whole run first.
      var plain = self
      plain.anchor = nil
      switch anchor.instant(on: trace, in: app) {
      case .never(let unjudged): return unjudged
      case .at(let instant):
        var finding = plain.judged(on: anchor.window(of: trace, at: instant), in: app)
        finding.message = "\(anchor.words) (at \(instant)): " + anchor.scoped(finding.message)
        return finding
      }
    }
    if let occurrences { return counted(occurrences, on: trace, in: app) }
    guard let found = found(in: app) else {
      return .unjudged("app '\(app.name)' has no '\(noun)'", from: trace.taskEnd, to: trace.taskEnd)
    }
    // `the N fields`: as many as the task typed (all of them), or as many of those as a draft
    // may keep (the rest are secrets); any other number is the line's mistake.
    if let count = found.count {
      let typed = trace.typedFields(until: trace.end)
      let allowed = typed.filter { !trace.sensitiveFields.contains($0) }
      guard count == typed.count || count == allowed.count else {
        let keep = allowed.count == typed.count ? "" : ", \(allowed.count) of which a draft may keep"
        return .unjudged(
          "the task typed \(Wording.count(typed.count, "field"))\(keep), and the line speaks of \(count): say as many as the task types",
          from: trace.taskEnd, to: trace.taskEnd)
      }
      if state == .kept, count != typed.count {
        // The fields a draft may keep, each kept.
        for label in allowed {
          let kept = trace.kept(field: label, name: "the field \"\(label)\"")
          guard kept.passed else { return negated ? kept.negated : kept }
        }
        let kept = Finding.pass(
          "each of the \(Wording.count(count, "field")) typed that a draft may keep was kept", from: trace.recentAtEnd,
          to: trace.end)
        return negated ? kept.negated : kept
      }
    }
    // A text never shown nor said was not there to announce: its negation must not pass.
    if state == .announced, case .text = found.thing, !trace.met(found.thing) {
      return .unjudged(
        "\(found.name) was neither shown nor said during the task, so whether it was announced cannot be judged",
        from: trace.recentAtEnd, to: trace.end)
    }
    if let phrase = phrase(for: found) {
      let finding = phrase.judged(on: trace, in: app)
      let byHand = Self.negatedByHand(found.thing) || state == .announced && inFull == true
      return negated && byHand ? finding.negated : finding
    }
    if beforeMessage == true {
      let focused = trace.focusedBeforeMessage(found)
      return negated ? focused.negated : focused
    }
    if state == .kept, case .field(let label) = found.thing {
      let kept = trace.kept(field: label, name: found.name)
      return negated ? kept.negated : kept
    }
    if state == .restored {
      let restored = trace.restored(found, signIn: app.words[.signInButton])
      return negated ? restored.negated : restored
    }
    var claim =
      quote.map { state == .shownWith ? Claim.shownWith(found, $0) : Claim.says(found, $0) } ?? .about(found, state)
    if let after { claim = state == .gone ? .not(.onScreenAfter(found, after)) : .onScreenAfter(found, after) }
    return (negated ? .not(claim) : claim).judged(on: trace)
  }
}
