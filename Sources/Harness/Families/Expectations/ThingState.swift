/// `SUBJECT is [not] PREDICATE`: the general sentence (issue 43, items 1 to 3). SUBJECT is a
/// thing of the app in the check's own words (`the timeout screen`, `the close button`, `the
/// card number`, `the session`), found in the app at resolution (`Nouns`); PREDICATE one of a
/// closed set, each with one evidence rule (`Claim.State`), each with its negation. Tried
/// after every other expectation, so a seed phrase keeps its own meaning and messages.
struct ThingState: ExpectationFamily {
  static let name = "SUBJECT is [not] PREDICATE"
  static let isGeneral = true
  static let patterns = [
    "{noun} (is | are) [not | never] (shown | displayed | visible | on screen)",
    "{noun} (appears | shows)",
    "{noun} (does not | doesn't | never) (appear | show)",
    "{noun} (is | are) still (shown | displayed | visible | on screen | open) [when the task ends | at the end]",
    "{noun} (remains | stays) (shown | displayed | visible | on screen | open) [when the task ends | at the end]",
    "(the person | the user | they) (ends | end) up on {noun}",
    "{noun} (is | are) (gone | closed | no longer shown | no longer displayed | no longer visible | no longer on screen) [when the task ends | at the end]",
    "{noun} (disappears | goes away | has gone | has disappeared)",
    "{noun} (is | are) not gone",
    "{noun} (is | are) still (shown | displayed | visible | on screen | open) after {duration}",
    "{noun} (is | are) (gone | closed | no longer shown | no longer displayed | no longer visible | no longer on screen) (after | within) {duration}",
    "{noun} (disappears | goes away | has gone | has disappeared) (after | within) {duration}",
    "{noun} (does not | doesn't | never) (disappear | go away)",
    "{noun} (is | are) [not] reachable",
    "{noun} can [not] be reached",
    "{noun} (cannot | can't) be reached",
    "{noun} (receives | receive | gets | get) focus",
    "{noun} (does not | doesn't | do not | don't | never) (receive | receives | get | gets) focus",
    "focus (moves | goes | lands | is moved) (to | on) {noun}",
    "focus (does not | doesn't | never) (move | moves | go | goes | land | lands) (to | on) {noun}",
    "(the person | the user | they) (is | are) [not | never] (taken | sent | brought) to {noun}",
    "{noun} (is | are) [not | never] (saved | stored | kept in the draft | saved in the draft | written to the draft)",
    "{noun} (is | are) [not | never] (cleared | emptied | wiped | erased)",
    "{noun} (is | are) [not | never] (kept | lost)",
    "{noun} (is | are) [not] (restored | back | filled in again | brought back) after (signing | logging) [back | again] in",
    "{noun} (is | are) [not] (restored | back | filled in again | brought back) after (sign-in | login | log in)",
    "after (signing | logging) [back | again] in {noun} (is | are) [not] (back | restored | filled in again)",
    "{noun} (comes | come) back after (sign-in | login | log in | signing in | logging in | signing back in)",
    "{noun} (is | are) [not | never] (read out | read aloud | heard)",
    "{noun} (is | are) [not | never] (shown | displayed) (next to | with | beside | alongside | together with) {label}",
    "{noun} (is | are) [not | never] extended",
    "{noun} (expires | expired | has expired | is expired | runs out | ran out | has run out | times out | timed out | has timed out)",
    "{noun} (does not | doesn't | never) (expire | run out | time out)",
    "{noun} (has not | hasn't | is not) expired",
    "{noun} (is | are) [not | never] announced",
    "{noun} (is | are) [not | never] entered",
    "{noun} (says | shows | displays | reads | mentions) {label}",
    "{noun} (does not | doesn't | never) (say | show | display | read | mention | mentions | says | shows) {label}",
    "no {noun} (is | are) (shown | displayed | visible | on screen | entered | saved | stored | cleared | announced)",
  ]
  static let examples = [
    "the timeout screen is shown", "the login screen is not shown", "the notice is still shown",
    "the close button is reachable", "the instructions receive focus", "focus does not move to the keypad",
    "the card number is not saved", "the form is not cleared", "the session is extended", "the code expires",
    "the Face ID prompt is gone", "the notice is announced", "the digit is not entered",
    "the sign-in screen says \"{session.expired}\"",
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
  /// seconds`): judged at that moment (`Claim.onScreenAfter`).
  var after: VirtualDuration? = nil

  init(noun: String, state: Claim.State, negated: Bool, quote: String? = nil, after: VirtualDuration? = nil) {
    (self.noun, self.state, self.negated, self.quote, self.after) = (noun, state, negated, quote, after)
  }

  init?(_ captures: Pattern.Captures) {
    guard let noun = captures.nouns.first else { return nil }
    let words = captures.words
    func has(_ any: String...) -> Bool { any.contains(where: words.contains) }
    let state: Claim.State =
      if !captures.labels.isEmpty, has("next", "with", "beside", "alongside") {
        .shownWith
      } else if !captures.labels.isEmpty {
        .says
      } else if has("restored", "back", "again") && has("signing", "logging", "sign-in", "login", "log") {
        .restored
      } else if has("kept", "lost") && !has("draft") {
        .kept
      } else if has("read", "heard", "aloud") {
        .heard
      } else if has("reachable", "reached") {
        .reachable
      } else if has("focus") {
        .focused
      } else if has("entered") {
        .entered
      } else if has("announced") {
        .announced
      } else if has("extended") {
        .extended
      } else if has("saved", "stored", "written", "kept") {
        .saved
      } else if has("cleared", "emptied", "wiped", "erased") {
        .cleared
      } else if has("expires", "expired", "expire", "out") {
        .expired
      } else if has("still", "remains", "stays", "up") {
        .stillShown
      } else if has("gone", "closed", "longer", "disappears", "disappear", "disappeared", "away") {
        .gone
      } else {
        .shown
      }
    var negated = has("not", "never", "cannot", "can't", "doesn't", "don't", "hasn't") || has("no") && !has("longer")
    // Lost is not kept.
    if state == .kept, has("lost") { negated.toggle() }
    self.init(
      noun: noun, state: state, negated: negated, quote: captures.labels.first, after: captures.durations.first)
  }

  var requirements: [Requirement] {
    [.thing(noun, state)] + (quote.map { [.quotedText($0)] } ?? []) + (after.map { [.notZero($0)] } ?? [])
  }

  /// The thing in `app`; nil when it has none (resolution says so first).
  func found(in app: AppModel) -> FoundThing? { try? Nouns.find(noun, in: app, for: state).get() }

  /// The seed phrase that says the same of `found`, whose evidence and probe it takes: a
  /// control reachable, a text or the warning announced.
  private func phrase(for found: FoundThing) -> (any ExpectationFamily)? {
    switch (state, found.thing, negated) {
    case (.reachable, .control(let label), false): ControlReachable(quoted: label)
    case (.reachable, .control(let label), true): ControlNotReachable(quoted: label)
    case (.announced, .text(let text), false): TextAnnounced(text: text, inFull: false)
    case (.announced, .text(let text), true): TextNotAnnounced(quoted: text)
    case (.announced, .warning, _): WarningAnnounced()
    case (.kept, .form, _): ProgressKept(Pattern.Captures())
    default: nil
    }
  }

  func budget(in app: AppModel) -> ProbeBudget {
    if state == .restored { return .acts([.enteredPassword, .activated(label: app.words[.signInButton])]) }
    guard let found = found(in: app), let phrase = phrase(for: found) else { return .wait }
    return phrase.budget(in: app)
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
    guard let phrase = phrase(for: found) else {
      // What the last step set off lands before the verdict: a focus jump half a second on.
      world.settle()
      return judged(on: world.trace, in: world.app)
    }
    let finding = phrase.probe(&world)
    // Only the warning has no negative phrase of its own.
    return negated && Self.negatedByHand(found.thing) ? finding.negated : finding
  }

  /// Whether a negated sentence's phrase is the positive one, turned round here: the warning
  /// and the form have no negative phrase of their own.
  private static func negatedByHand(_ thing: Thing) -> Bool {
    switch thing {
    case .warning, .form: true
    default: false
    }
  }

  func judged(on trace: Trace, in app: AppModel) -> Finding {
    guard let found = found(in: app) else {
      return .unjudged("app '\(app.name)' has no '\(noun)'", from: trace.taskEnd, to: trace.taskEnd)
    }
    if let phrase = phrase(for: found) {
      let finding = phrase.judged(on: trace, in: app)
      return negated && Self.negatedByHand(found.thing) ? finding.negated : finding
    }
    if let count = found.count, trace.typedFields(until: trace.end).count != count {
      let typed = trace.typedFields(until: trace.end).count
      return .unjudged(
        "the task typed \(Wording.count(typed, "field")), and the line speaks of \(count): say as many as the task types",
        from: trace.taskEnd, to: trace.taskEnd)
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
