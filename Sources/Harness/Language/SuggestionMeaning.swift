/// What a suggestion for a line that is not understood must keep of the line, so that taking
/// it never changes what the check claims (issue 43): its polarity, its numbers and labels, and
/// the kind of evidence it names. `the session cannot be extended 4 times` is never offered
/// `… can be extended 4 times`, nor `the warning is spoken …` a claim about what appears.
enum SuggestionMeaning {
  /// Words that make a line say the opposite.
  static let negations: Set<String> = [
    "not", "never", "no", "cannot", "can't", "isn't", "aren't", "doesn't", "don't", "didn't", "won't", "wasn't",
    "without", "nothing", "none", "neither", "nor", "nobody",
  ]

  /// Kinds of evidence a line names by its words: a suggestion keeps each kind the line names.
  static let evidence: [(kind: String, words: Set<String>)] = [
    ("what is heard", ["announced", "announce", "announces", "spoken", "speaks", "speak", "heard", "hear", "aloud"]),
    ("what is on screen", ["shown", "show", "shows", "appears", "appear", "displayed", "visible", "seen"]),
    ("focus", ["focus", "focused"]),
    ("what can be reached", ["reachable", "reach", "reached"]),
    ("what is saved", ["saved", "stored", "kept", "restored", "lost"]),
  ]

  /// Whether `suggestion` keeps what `written` (the line's tokens, marks left out) says: a
  /// negation in one only if in the other, each number and quoted label of the line, and each
  /// kind of evidence it names.
  static func keeps(_ written: [Token], in suggestion: String) -> Bool {
    let offered = Token.tokenize(suggestion).filter { !$0.isMark }
    let words = written.compactMap(\.word)
    let offeredWords = offered.compactMap(\.word)
    guard words.contains(where: negations.contains) == offeredWords.contains(where: negations.contains) else {
      return false
    }
    // Numbers: digits and number words, as the line has them.
    let numbers = words.filter { Quantities.count($0) != nil }.compactMap(Quantities.count)
    let offeredNumbers = offeredWords.filter { Quantities.count($0) != nil }.compactMap(Quantities.count)
    guard numbers.sorted() == offeredNumbers.sorted() || numbers.isEmpty else { return false }
    let labels = written.compactMap { token -> String? in
      if case .quoted(let label) = token.kind { label } else { nil }
    }
    let offeredLabels = offered.compactMap { token -> String? in
      if case .quoted(let label) = token.kind { label } else { nil }
    }
    guard labels.allSatisfy(offeredLabels.contains) else { return false }
    return evidence.allSatisfy { _, kind in
      !words.contains(where: kind.contains) || offeredWords.contains(where: kind.contains)
    }
  }
}
