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

  /// Words that narrow or qualify what a line claims (`only`, `slowly`): a suggestion
  /// neither drops one the line has nor adds one it lacks.
  static let qualifiers: Set<String> = ["only", "slowly", "again", "all", "every", "each"]

  /// Words of opposite sense: a suggestion keeps the side the line is on (`enter a wrong
  /// passcode` is never offered `enter the correct passcode`).
  static let senses: [Set<String>] = [
    ["wrong", "incorrect", "invalid", "bad"], ["correct", "right", "valid"],
    ["approve", "approves", "approved", "accept", "accepts"], ["decline", "declines", "declined", "reject", "rejects"],
    ["pass", "passes", "passed"], ["fail", "fails", "failed"],
  ]

  /// What a line is about, by its words: a suggestion keeps each thing the line names (`wait for
  /// the session warning` is never offered `wait until the session expires`).
  static let subjects: [Set<String>] = [
    ["warning", "warned", "warn"], ["expire", "expires", "expired", "expiry", "times", "timed"],
    ["code"], ["slot", "appointment"], ["token"], ["notice"], ["countdown"], ["draft"], ["extended", "extend"],
    ["password", "passwords"], ["passcode"], ["focus"],
  ]

  /// Kinds of evidence a line names by its words: a suggestion keeps each kind the line names.
  static let evidence: [(kind: String, words: Set<String>)] = [
    ("what is heard", ["announced", "announce", "announces", "spoken", "speaks", "speak", "heard", "hear", "aloud"]),
    ("what is on screen", ["shown", "show", "shows", "appears", "appear", "displayed", "visible", "seen"]),
    ("focus", ["focus", "focused"]),
    ("what can be reached", ["reachable", "reach", "reached"]),
    ("what a control does", ["works", "work", "worked"]),
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
    // Numbers: digits and number words, exactly as the line has them, none added.
    let numbers = words.compactMap(Quantities.count)
    let offeredNumbers = offeredWords.compactMap(Quantities.count)
    guard numbers.sorted() == offeredNumbers.sorted() else { return false }
    // Quoted labels: the line's, and none it lacks.
    let labels = written.compactMap { token -> String? in
      if case .quoted(let label) = token.kind { label } else { nil }
    }
    let offeredLabels = offered.compactMap { token -> String? in
      if case .quoted(let label) = token.kind { label } else { nil }
    }
    guard labels.sorted() == offeredLabels.sorted() else { return false }
    guard Set(words).intersection(qualifiers) == Set(offeredWords).intersection(qualifiers) else { return false }
    for sense in senses where offeredWords.contains(where: sense.contains) {
      guard words.contains(where: sense.contains) || !words.contains(where: { senses.joined().contains($0) }) else {
        return false
      }
    }
    let kept = { (kinds: [Set<String>]) in
      kinds.allSatisfy { kind in !words.contains(where: kind.contains) || offeredWords.contains(where: kind.contains) }
    }
    return kept(subjects) && kept(evidence.map(\.words))
  }
}
