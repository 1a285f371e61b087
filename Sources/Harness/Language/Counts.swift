/// How many times a general sentence holds (issue 43, item 6): `the warning is announced
/// twice`, `the code expires at least once`, `"Stay signed in" receives focus at most 2 times`.
/// A number is exact unless the line says `at least` or `at most`.
public struct Occurrences: Codable, Hashable, Sendable {
  public var count: Int
  public var bound: Claim.Bound
  /// As written (`at least twice`).
  public var words: String

  /// The most times a line may count.
  static let most = 1000

  /// The predicates that happen at a moment, which can be counted: a state that holds over a
  /// stretch (still shown, kept, signed in) happens once or not at all.
  static let countable: Set<Claim.State> = [
    .shown, .announced, .heard, .expired, .extended, .dismissed, .sentAgain, .entered, .focused, .saved, .cleared,
  ]

  /// Whether `times` occurrences are what the line says.
  func holds(_ times: Int) -> Bool {
    switch bound {
    case .exactly: times == count
    case .atLeast: times >= count
    case .atMost: times <= count
    }
  }
}

extension ThingState {
  /// The sentence counted: each time it held, found by judging it again on the run from just
  /// after the last time (a thing shown: each time it came). Never held, the single sentence's
  /// finding decides when it cannot be judged, so a count never passes on absence.
  func counted(_ occurrences: Occurrences, on trace: Trace, in app: AppModel) -> Finding {
    var once = self
    (once.occurrences, once.negated) = (nil, false)
    let first = once.judged(on: trace, in: app)
    guard let found = found(in: app) else { return first }
    var times: [VirtualInstant] = []
    if state == .shown {
      times = trace.comings(of: found.thing)
    } else if state == .announced || state == .heard,
      let said = trace.heardTimes(of: found.thing, inFull: inFull == true)
    {
      // Each time it was said and heard (or, heard, read as focus landed on it).
      times = said
      if state == .heard, case .control(let label) = found.thing {
        times += trace.focusMoves.filter { $0.landed && $0.at <= trace.end && $0.label.asRead == label.asRead }.map(
          \.at)
      }
      times.sort()
    } else {
      var finding = first
      while finding.passed, times.count <= Occurrences.most {
        let at = state == .dismissed ? finding.window.upperBound : finding.window.lowerBound
        times.append(at)
        finding = once.judged(on: trace.from(at + .seconds(0.001)), in: app)
      }
    }
    // Never held: as the sentence alone is when it cannot be judged; `at most` and a negation
    // presuppose it happened, so they cannot be judged either.
    if times.isEmpty, first.judgement == .cannotBeJudged { return first }
    if times.isEmpty, negated || occurrences.bound == .atMost {
      return .unjudged(
        "\(found.name) was \(state.words)\(inFull == true ? " in full" : "") at no time, so how many times it was cannot be judged (to claim it never is, write 'is not' or 'never'): \(first.message)",
        from: first.window.lowerBound, to: first.window.upperBound)
    }
    let when = times.prefix(5).map(\.description).joined(separator: ", ") + (times.count > 5 ? ", …" : "")
    let said =
      "\(found.name) was \(state.words)\(inFull == true ? " in full" : "") \(times.isEmpty ? "at no time" : Wording.count(times.count, "time") + " (" + when + ")"), and the line says \(occurrences.words)"
    let window = (times.first ?? trace.recentAtEnd)...(times.last ?? trace.end)
    let finding: Finding =
      occurrences.holds(times.count)
      ? .pass(said, from: window.lowerBound, to: window.upperBound)
      : .fail(said, from: window.lowerBound, to: window.upperBound)
    return negated ? finding.negated : finding
  }
}

extension Trace {
  /// When each announcement holding `thing`'s words was posted and reached the person (and,
  /// with `inFull`, was not cut off); nil for a thing with no words.
  func heardTimes(of thing: Thing, inFull: Bool) -> [VirtualInstant]? {
    let words: String
    switch thing {
    case .warning: words = warningText
    case .text(let text), .control(let text), .field(let text): words = text
    default: return nil
    }
    let phrase = Phrase(words)
    return announcements.filter { heard in
      heard.notHeard == nil && heard.announcement.postedAt <= end && (!inFull || heard.announcement.cutOffAt == nil)
        && phrase.found(in: heard.text)
    }.map(\.announcement.postedAt)
  }

  /// Each time `thing` came on screen: a screen the person met showing it after one that did
  /// not (or first).
  func comings(of thing: Thing) -> [VirtualInstant] {
    var times: [VirtualInstant] = []
    var showing = false
    for visit in visits where visit.shownAt <= end && visit.screen != .otherApp {
      let now = self.showing(thing, in: visit) != nil
      if now, !showing { times.append(visit.shownAt) }
      showing = now
    }
    return times
  }
}

extension Resolver {
  /// A line ending in a count (`twice`, `3 times`, `at least once`, `at most 2 times`): the
  /// words before it and the count; nil for any other line, or a count past `Occurrences.most`.
  static func counted(_ tokens: [Token]) -> ([Token], Occurrences)? {
    guard let last = tokens.last?.word, tokens.count > 2 else { return nil }
    var head = tokens
    let count: Int
    switch last {
    case "once": count = 1
    case "twice": count = 2
    case "thrice": count = 3
    case "times":
      guard let word = tokens[tokens.count - 2].word, let number = Quantities.count(word) else { return nil }
      count = number
      head.removeLast()
    default: return nil
    }
    head.removeLast()
    guard (1...Occurrences.most).contains(count) else { return nil }
    var bound = Claim.Bound.exactly
    let words = head.compactMap(\.word)
    if words.suffix(2) == ["at", "least"] || words.suffix(2) == ["no", "fewer"] {
      (bound, head) = (.atLeast, Array(head.dropLast(2)))
    } else if words.suffix(2) == ["at", "most"] || words.suffix(3) == ["no", "more", "than"] {
      let drop = words.last == "than" ? 3 : 2
      (bound, head) = (.atMost, Array(head.dropLast(drop)))
    } else if words.last == "exactly" || words.last == "only" {
      head.removeLast()
    }
    guard head.count > 1 else { return nil }
    let said = tokens[head.count...].compactMap(\.word).joined(separator: " ")
    return (head, Occurrences(count: count, bound: bound, words: said))
  }

  /// `tokens` as a general sentence, counted when they end in a count; nil when they are none.
  static func generalSentence(_ tokens: [Token], in characters: [Character]) -> Resolved<Expectation>? {
    let general = Vocabulary.expectations.filter(\.general)
    if case .success(let found) = understand(
      tokens, in: characters, at: ResolutionCache.origin, families: general, words: Resolver.generalWords,
      role: "expectation")
    {
      return found
    }
    guard let (head, occurrences) = counted(tokens),
      case .success(var found) = understand(
        head, in: characters, at: ResolutionCache.origin, families: general, words: Resolver.generalWords,
        role: "expectation"),
      var sentence = found.value.value as? ThingState, Occurrences.countable.contains(sentence.state),
      sentence.after == nil
    else { return nil }
    sentence.occurrences = occurrences
    found.value = Expectation(sentence)
    found.text = String(
      characters[min(tokens[0].offset, characters.count)..<min(tokens[tokens.count - 1].end, characters.count)])
    return found
  }
}
