/// What a line not understood is told: the phrases it may have meant, kept to its meaning, and
/// the numbers and durations it got wrong.
extension Resolver {
  /// What the phrase nearly spells, then the phrases that share most of its words (a phrase
  /// said in other words), three at most; only those that say what the line says: never its
  /// opposite, other numbers or labels, or another kind of evidence (`withheld` when one was
  /// left out for that).
  static func suggestions<Value>(
    for words: [Token], text: String, families: [PhraseFamily<Value>], words index: Similarity.WordIndex
  ) -> (suggestions: [String], withheld: Bool) {
    var suggestions: [String] = []
    let close = Similarity.closest(to: text, among: index.texts, cutoff: 0.6)
    let sharing = Similarity.sharingWords(with: text, among: index).filter { !close.contains($0) }
    var withheld = false
    for example in close + sharing where suggestions.count < 3 {
      let suggestion = adapted(example, to: words, families: families)
      guard SuggestionMeaning.keeps(words, in: suggestion) else {
        withheld = true
        continue
      }
      if !suggestions.contains(suggestion) { suggestions.append(suggestion) }
    }
    return (suggestions, withheld)
  }

  /// `problem`, a general sentence's (`found`) noun that the app lacks, said as a line not
  /// understood first, with the phrases it may have meant: `card numbers are not stored` is
  /// more likely a phrase misremembered than a thing the app lacks.
  static func unknownNoun(_ problem: Diagnostic, in found: Resolved<Expectation>) -> Diagnostic {
    let words = Token.tokenize(found.text).filter { !$0.isMark }
    let (offered, _) = Resolver.suggestions(
      for: words, text: found.text, families: Vocabulary.expectations, words: expectationWords)
    var diagnostic = problem
    let prefix = "'\(found.text)': "
    let reason = problem.message.hasPrefix(prefix) ? String(problem.message.dropFirst(prefix.count)) : problem.message
    diagnostic.message =
      "unknown expectation '\(found.text)'" + Similarity.suggestion(offered)
      + (offered.isEmpty ? "; read" : " Read") + " as a sentence about a thing of the app, \(reason)"
    return diagnostic
  }

  /// `tap Give me more time` as it is understood, `tap "Give me more time"`: a verb of acting
  /// on a control followed by words and no quotes; nil for anything else.
  static func quotingTheLabel(_ text: String) -> String? {
    let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard parts.count == 2, ["tap", "activate", "press", "choose", "select"].contains(parts[0].lowercased()),
      !text.contains("\""), !parts[1].lowercased().hasPrefix("an ")
    else { return nil }
    var label = String(parts[1])
    for lead in ["on ", "the "] where label.lowercased().hasPrefix(lead) { label.removeFirst(lead.count) }
    if label.lowercased().hasSuffix(" button") { label.removeLast(" button".count) }
    return label.isEmpty ? nil : "\(parts[0]) \"\(label)\""
  }

  /// `example` with the numbers and quoted labels of `tokens`, the phrase as written, put in
  /// place of its own, in order, when it has as many of each and the result is understood:
  /// `fil 3 fields` is offered `fill 3 fields`, not the example's `fill 5 fields`. Otherwise
  /// the example as it is.
  static func adapted<Value>(_ example: String, to tokens: [Token], families: [PhraseFamily<Value>]) -> String {
    func slots(_ tokens: [Token]) -> (numbers: [Token], labels: [Token]) {
      (
        tokens.filter { $0.word.flatMap(Quantities.count) != nil },
        tokens.filter { if case .quoted = $0.kind { true } else { false } }
      )
    }
    let (theirs, written) = (slots(Token.tokenize(example)), slots(tokens))
    guard theirs.numbers.count == written.numbers.count, theirs.labels.count == written.labels.count,
      !(written.numbers.isEmpty && written.labels.isEmpty)
    else { return example }
    // Replaced from the end, so the offsets before each replacement still hold.
    let replacements = zip(theirs.numbers + theirs.labels, written.numbers + written.labels).sorted {
      $0.0.offset > $1.0.offset
    }
    var characters = Array(example)
    for (place, written) in replacements {
      let text: String
      switch written.kind {
      case .word(let word): text = word
      case .quoted(let label): text = "\"\(label)\""
      case .mark: continue
      }
      characters.replaceSubrange(place.offset..<place.end, with: Array(text))
    }
    let result = String(characters)
    let understood = families.contains { $0.understand(Token.tokenize(result).filter { !$0.isMark }) != nil }
    return understood ? result : example
  }

  /// Whether the word at `offset`, read as a malformed duration (`1e3`), stands where a count
  /// would make the phrase known and no unit of time follows it (`fill 1e3 fields`): it is a
  /// number of times or fields, and gets a number's message.
  static func isCount<Value>(at offset: Int, in tokens: [Token], families: [PhraseFamily<Value>]) -> Bool {
    guard let index = tokens.firstIndex(where: { $0.offset == offset }) else { return false }
    if index + 1 < tokens.count, let next = tokens[index + 1].word, Quantities.units[next] != nil { return false }
    return malformedNumber(tokens, families: families)?.offset == offset
  }

  /// A word standing where a number would make the phrase known (`fill several fields`).
  static func malformedNumber<Value>(_ tokens: [Token], families: [PhraseFamily<Value>]) -> (text: String, offset: Int)?
  {
    guard tokens.count <= 20 else { return nil }
    for (index, token) in tokens.enumerated() {
      guard let word = token.word, Quantities.count(word) == nil else { continue }
      var trial = tokens
      trial[index] = Token(kind: .word("3"), offset: token.offset, end: token.end)
      if families.contains(where: { $0.understand(trial) != nil }) { return (word, token.offset) }
    }
    return nil
  }

  /// A number followed by something close to, but not, a unit of time (`2 minuts`, `90 secs.`).
  static func malformedDuration(_ tokens: [Token]) -> (text: String, offset: Int, why: String?)? {
    if let refused = Quantities.refusedDuration(tokens) { return refused }
    for (index, token) in tokens.enumerated() {
      guard let word = token.word else { continue }
      let isNumber = Quantities.amount(word) != nil && word != "a" && word != "an"
      if isNumber, index + 1 < tokens.count, let unit = tokens[index + 1].word,
        Quantities.units[unit] == nil, Quantities.count(unit) == nil,
        !Similarity.closest(to: unit, among: ["seconds", "minutes", "hours"], cutoff: 0.6).isEmpty
      {
        return ("\(word) \(unit)", token.offset, nil)
      }
      let digitsFirst = word.first?.isNumber ?? false
      let hasLetters = word.contains { $0.isLetter }
      if digitsFirst, hasLetters, Quantities.compact(word) == nil, !word.hasSuffix("th") {
        return (word, token.offset, nil)
      }
    }
    return nil
  }
}
