/// When a general sentence is judged (issue 43, item 6): before a moment of the run, or from
/// it on. The moment is something that happens, said as a sentence of its own (`before the
/// session expires`, `once the code has expired`, `after the warning appears`, `after the
/// notice is dismissed`), or the task's end. A moment that never came cannot anchor anything:
/// the sentence cannot be judged, so a negation never passes on its absence.
public struct TimeAnchor: Codable, Hashable, Sendable {
  public enum Side: String, Codable, Hashable, Sendable {
    /// `before`, `until`: what happened before the moment, not at it.
    case before
    /// `after`, `once`, `when`, `since`: what happened from the moment on.
    case after
  }

  /// The moment, as a sentence that happens: the first time it held marks it.
  public enum Moment: Codable, Hashable, Sendable {
    case taskEnd
    case thing(noun: String, state: Claim.State, quote: String?)
  }

  public var side: Side
  /// How long after the moment what happened counts, for `within D after` / `within D of` a
  /// moment; nil for no limit.
  public var within: VirtualDuration? = nil
  public var moment: Moment
  /// As written (`before the session expires`), for messages.
  public var words: String

  /// The words that open an anchor, and the side each puts the sentence on.
  static let openers: [String: Side] = [
    "before": .before, "until": .before, "till": .before, "after": .after, "once": .after, "when": .after,
    "since": .after,
  ]

  /// The predicates that say something happened at a moment, which can mark one; a state
  /// that holds over a stretch (still shown, kept, signed in) has no one moment.
  static let happenings: Set<Claim.State> = [
    .shown, .expired, .extended, .announced, .heard, .dismissed, .sentAgain, .saved, .focused, .cleared, .entered,
  ]

  /// What the moment needs of the app: its noun, said of its predicate.
  var requirements: [Requirement] {
    guard case .thing(let noun, let state, let quote) = moment else { return [] }
    return [.thing(noun, state)] + (quote.map { [.quotedText($0)] } ?? [])
  }

  /// When the moment came on `trace`: the start of the first stretch that shows it held; or
  /// the finding, not judged, that it never came.
  func instant(on trace: Trace, in app: AppModel) -> Came {
    switch moment {
    // The task's end is in it: what came at its last moment came before it ended.
    case .taskEnd: return .at(trace.taskEnd + .seconds(0.001))
    case .thing(let noun, let state, _) where state == .announced || state == .heard:
      // Said, as a moment, is heard to its end: a sentence cut off was never heard.
      guard let found = try? Nouns.find(noun, in: app, for: state).get() else {
        return .never(.unjudged("app '\(app.name)' has no '\(noun)'", from: trace.end, to: trace.end))
      }
      let words: String
      switch found.thing {
      case .warning: words = trace.warningText
      case .text(let text), .control(let text), .field(let text): words = text
      default: return .never(.unjudged("\(found.name) has no words to hear", from: trace.end, to: trace.end))
      }
      let phrase = Phrase(words)
      let heard = trace.announcements.first {
        $0.notHeard == nil && $0.announcement.cutOffAt == nil && $0.announcement.endsAt <= trace.end
          && phrase.found(in: $0.text)
      }
      if let heard { return .at(heard.announcement.endsAt) }
      return .never(
        .unjudged(
          "what came \(self.words) cannot be judged, because \(found.name) was never heard to its end: it was not said, was cut off, or the profile hears no speech",
          from: trace.recentAtEnd, to: trace.end))
    case .thing(let noun, let state, let quote):
      let happened = ThingState(noun: noun, state: state, negated: false, quote: quote).judged(on: trace, in: app)
      // A dismissal's moment is when the thing went; any other's, when it first held.
      if happened.passed { return .at(state == .dismissed ? happened.window.upperBound : happened.window.lowerBound) }
      return .never(
        .unjudged(
          "what came \(words) cannot be judged, because that never happened: \(happened.message)",
          from: happened.window.lowerBound, to: happened.window.upperBound))
    }
  }

  /// When a moment came, or the finding that it never did.
  enum Came {
    case at(VirtualInstant)
    case never(Finding)
  }

  /// A message judged on the run cut at the moment, in words of that stretch: what it says
  /// of "the task" is of the stretch before the moment, or from it on.
  func scoped(_ message: String) -> String {
    switch side {
    case .before:
      message.replacing("when the task ended and the app settled", with: "just before then")
        .replacing("during the task", with: "before then").replacing(
          "never appeared", with: "did not appear before then")
    case .after:
      message.replacing("during the task", with: "from then on")
        .replacing("never appeared", with: "did not appear from then on")
    }
  }

  /// `trace` cut at the moment, `instant`, on this anchor's side.
  func window(of trace: Trace, at instant: VirtualInstant) -> Trace {
    if side == .before { return trace.before(instant) }
    let from = trace.from(instant)
    return within.map { from.before(instant + $0 + .seconds(0.001)) } ?? from
  }
}

extension Resolver {
  /// The task's end in words, as a moment (`until the task ends`).
  private static let taskEnds: [[String]] = [
    ["the", "task", "ends"], ["the", "task", "ended"], ["the", "task", "has", "ended"], ["the", "task", "finishes"],
    ["the", "task", "is", "over"], ["the", "task", "is", "done"], ["the", "task", "is", "finished"],
    ["the", "end", "of", "the", "task"], ["the", "end"],
  ]

  /// A line as a general sentence with a time anchor, at its end (`the warning is shown before
  /// the session expires`) or at its start, before a comma (`once the code has expired,
  /// "Resend code" is reachable`); nil when it is none. The sentence is read as a general
  /// sentence only, so a seed phrase's own evidence is not stretched by an anchor it never had.
  static func anchored(_ tokens: [Token], in characters: [Character]) -> Result<Resolved<Expectation>, Diagnostic>? {
    var splits:
      [(sentence: [Token], side: TimeAnchor.Side, moment: [Token], words: [Token], within: VirtualDuration?)] = []
    if let first = tokens.first?.word, let side = TimeAnchor.openers[first],
      let comma = tokens.firstIndex(where: { $0.kind == .mark(",") }), comma > 1, comma + 1 < tokens.count
    {
      splits.append(
        (Array(tokens[(comma + 1)...]), side, Array(tokens[1..<comma]), Array(tokens[..<comma]), nil))
    }
    for index in tokens.indices.dropFirst(2) where index + 1 < tokens.count {
      // `within D after` or `within D of` a moment: from it, for that long.
      if tokens[index].word == "within" {
        for (end, value) in Quantities.durations(in: tokens, from: index + 1)
        where end + 1 < tokens.count && ["after", "of"].contains(tokens[end].word ?? "") {
          splits.append(
            (Array(tokens[..<index]), .after, Array(tokens[(end + 1)...]), Array(tokens[index...]), value))
        }
      }
      guard let word = tokens[index].word, let side = TimeAnchor.openers[word] else { continue }
      splits.append((Array(tokens[..<index]), side, Array(tokens[(index + 1)...]), Array(tokens[index...]), nil))
    }
    var failed: Diagnostic?
    for split in splits {
      guard var found = generalSentence(split.sentence, in: characters),
        var sentence = found.value.value as? ThingState
      else { continue }
      let words = text(of: split.words, in: characters)
      guard let moment = moment(split.moment, in: characters) else {
        failed =
          failed
          ?? Diagnostic(
            .unknownPhrase, at: ResolutionCache.origin.advanced(by: split.moment.first?.offset ?? 0),
            "'\(text(of: split.moment, in: characters))' is not a moment of the run: after '\(split.words.first?.word ?? "")' say something that happens, such as 'the session expires', 'the warning appears', 'the notice is dismissed' or 'the task ends' ('checkrun steps' lists the sentences)"
          )
        continue
      }
      sentence.anchor = TimeAnchor(side: split.side, within: split.within, moment: moment, words: words)
      found.value = Expectation(sentence)
      found.text = text(of: tokens, in: characters)
      found.location = ResolutionCache.origin.advanced(by: tokens.first?.offset ?? 0)
      return .success(found)
    }
    return failed.map { .failure($0) }
  }

  /// The moment `tokens` say: the task's end, a sentence that happens (not a negation), or a
  /// thing alone, which is its coming (`after the warning`).
  private static func moment(_ tokens: [Token], in characters: [Character]) -> TimeAnchor.Moment? {
    // `the code expiring`, `the warning appearing`: the moment said as it happens.
    let tokens = tokens.flatMap { token -> [Token] in
      guard let word = token.word, let said = gerunds[word] else { return [token] }
      return said.map { Token(kind: .word($0), offset: token.offset, end: token.end) }
    }
    let words = tokens.compactMap(\.word)
    if words.count == tokens.count, taskEnds.contains(words) { return .taskEnd }
    let general = Vocabulary.expectations.filter(\.general)
    let end = tokens.last?.end ?? 0
    let shown = [Token(kind: .word("is"), offset: end, end: end), Token(kind: .word("shown"), offset: end, end: end)]
    // A thing alone names no verb: `the session lasts 15 minutes` is a sentence not understood.
    let alone = !words.contains(where: verbs.contains)
    for candidate in alone ? [tokens, tokens + shown] : [tokens] {
      guard
        case .success(let found) = understand(
          candidate, in: characters, at: ResolutionCache.origin, families: general, words: Resolver.generalWords,
          role: "expectation"),
        let sentence = found.value.value as? ThingState, !sentence.negated, sentence.anchor == nil,
        sentence.after == nil, TimeAnchor.happenings.contains(sentence.state)
      else { continue }
      return .thing(noun: sentence.noun, state: sentence.state, quote: sentence.quote)
    }
    return nil
  }

  /// A moment's verb as it happens, and as a sentence says it.
  private static let gerunds: [String: [String]] = [
    "expiring": ["expires"], "appearing": ["appears"], "ending": ["ends"], "showing": ["shows"],
    "running": ["runs"], "timing": ["times"], "closing": ["is", "dismissed"], "being": ["is"],
  ]

  /// Words that make a moment a sentence, not a thing alone.
  private static let verbs: Set<String> = [
    "is", "are", "was", "were", "has", "have", "had", "does", "do", "did", "can", "lasts", "last", "expires",
    "expire", "appears", "appear", "gets", "runs", "times", "comes", "goes", "moves", "ends", "says", "shows",
  ]

  /// The text `tokens` cover in `characters`.
  private static func text(of tokens: [Token], in characters: [Character]) -> String {
    let start = min(tokens.first?.offset ?? 0, characters.count)
    let end = min(max(tokens.last?.end ?? start, start), characters.count)
    return String(characters[start..<end])
  }

  /// The general sentences' examples, for the messages of a sentence read with an anchor.
  static let generalWords = Similarity.WordIndex(Vocabulary.expectations.filter(\.general).flatMap(\.examples))
}
