/// Edit distance and a 0...1 similarity, for "did you mean" suggestions.
public enum Similarity {
  /// Levenshtein distance between two strings, over Unicode scalars.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// 1 for equal strings, 0 for strings with nothing in common.
  public static func ratio(_ a: String, _ b: String) -> Double {
    let longest = max(a.unicodeScalars.count, b.unicodeScalars.count)
    if longest == 0 { return 1 }
    return 1 - Double(distance(a, b)) / Double(longest)
  }

  /// Up to `limit` candidates at least `cutoff` similar to `text`, most similar first; a
  /// candidate much further off than the best one (by more than `margin`) is left out.
  /// Texts longer than this get no suggestions: nothing known is that long, and the
  /// comparison would cost too much.
  public static let longestCompared = 200

  public static func closest(
    to text: String, among candidates: [String], cutoff: Double = 0.6, limit: Int = 3, margin: Double = 0.2
  ) -> [String] {
    guard text.utf8.count <= longestCompared else { return [] }
    let needle = text.lowercased()
    let length = needle.unicodeScalars.count
    // Only names of a plausible length are compared: one whose length alone puts it below the
    // cutoff (an edit distance is at least the difference of the lengths) is never near, and
    // a huge name would cost the square of its length.
    let scored = candidates.compactMap { candidate -> (String, Double)? in
      guard candidate.utf8.count <= 4 * longestCompared else { return nil }
      let other = candidate.lowercased()
      let longest = max(length, other.unicodeScalars.count)
      guard Double(abs(length - other.unicodeScalars.count)) <= (1 - cutoff) * Double(longest) else { return nil }
      return (candidate, ratio(needle, other))
    }
    return best(scored, cutoff: cutoff, limit: limit, margin: margin)
  }

  /// Up to `limit` of the candidates scored at least `cutoff` and within `margin` of the best
  /// score, best first (alike ones in alphabetical order), each once.
  private static func best(_ scored: [(String, Double)], cutoff: Double, limit: Int, margin: Double) -> [String] {
    let floor = max(cutoff, (scored.map(\.1).max() ?? 0) - margin)
    var seen = Set<String>()
    return
      scored
      .filter { $0.1 >= floor }
      .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
      .compactMap { seen.insert($0.0).inserted ? $0.0 : nil }
      .prefix(limit)
      .map { $0 }
  }

  /// Up to `limit` candidates that say much of what `text` says in other words, most alike
  /// first: for a phrase no spelling mistake explains (`the allowed fields come back after
  /// sign-in` for `after expiry, allowed fields are restored after login`). Two texts are as
  /// alike as the share of their words they have in common (Dice's coefficient over
  /// `keywords`); a candidate is offered at `cutoff` or above, and not when it is further
  /// off than the best one by more than `margin`.
  public static func sharingWords(
    with text: String, among candidates: WordIndex, cutoff: Double = 0.55, limit: Int = 3, margin: Double = 0.15
  ) -> [String] {
    guard text.utf8.count <= longestCompared else { return [] }
    let words = keywords(text)
    guard !words.isEmpty else { return [] }
    let scored = candidates.texts.indices.map { index -> (String, Double) in
      let (candidate, theirs) = (candidates.texts[index], candidates.words[index])
      // Sharing only a quoted label's words says nothing of what the phrase asserts: `"Stay
      // signed in" workz` is not near `"Stay signed in" is reachable`.
      guard !words.isDisjoint(with: candidates.own[index]) else { return (candidate, 0) }
      let shared = words.intersection(theirs).count
      return (candidate, 2 * Double(shared) / Double(words.count + theirs.count))
    }
    return best(scored, cutoff: cutoff, limit: limit, margin: margin)
  }

  /// The same, for candidates used once.
  public static func sharingWords(with text: String, among candidates: [String]) -> [String] {
    sharingWords(with: text, among: WordIndex(candidates))
  }

  /// Candidates with their `keywords` worked out once, for many texts to be compared with.
  public struct WordIndex: Sendable {
    /// The candidates, in the order given: what `closest` compares with too.
    public let texts: [String]
    /// Each candidate's `keywords`, and those outside its quoted labels.
    fileprivate let words: [Set<String>]
    fileprivate let own: [Set<String>]

    public init(_ candidates: [String]) {
      texts = candidates
      words = candidates.map { Similarity.keywords($0) }
      own = candidates.map { Similarity.keywords($0, labels: false) }
    }
  }

  /// The words of `text` that carry its meaning, each reduced to a stem: lowercased (the words
  /// of quoted labels too, unless `labels` is false), split at whatever is not a letter, with
  /// numbers, articles and the like left out, the endings `-ing`, `-ed`, `-es`, `-s`, `-e` and
  /// `-y` taken off (`expiry`, `expired` and `expires` are one word), and a few words that the
  /// known phrases say otherwise made theirs (`login`, `log in` and `signed in` are `sign`;
  /// `stored` is `saved`; `wrong` is `incorrect`).
  static func keywords(_ text: String, labels: Bool = true) -> Set<String> {
    var quoted = false
    let kept = text.lowercased().filter { character in
      if character == "\"" || character == "\u{201C}" || character == "\u{201D}" { quoted.toggle() }
      return labels || !quoted
    }
    var stems = Set<String>()
    for word in kept.split(whereSeparator: { !$0.isLetter }) {
      let word = String(word)
      guard !ignoredWords.contains(word) else { continue }
      stems.insert(stem(synonyms[word] ?? word))
    }
    return stems
  }

  /// Words that say nothing of what a phrase is about (every phrase is about the person).
  private static let ignoredWords: Set<String> = [
    "a", "an", "the", "is", "are", "be", "been", "was", "were", "it", "its", "to", "of", "and", "then", "that",
    "this", "in", "on", "at", "has", "have", "had", "user", "users", "person",
  ]

  /// Words the known phrases say otherwise, and the word they use.
  private static let synonyms: [String: String] = {
    var words: [String: String] = [:]
    for (word, others) in [
      ("sign", ["login", "logon", "log", "logs", "logged", "logging", "signin", "signs", "signed", "signing"]),
      ("saved", ["save", "saves", "saving", "stored", "store", "stores", "storing", "kept"]), ("not", ["never", "no"]),
      ("incorrect", ["wrong"]), ("enter", ["type", "types", "typed", "typing"]),
      ("countdown", ["remaining", "left"]), ("view", ["dialog", "dialogue", "alert", "popup", "modal"]),
    ] {
      for other in others { words[other] = word }
    }
    return words
  }()

  /// `word` without the ending that its other forms do not share; short words stay whole.
  private static func stem(_ word: String) -> String {
    for ending in ["ing", "ed", "es", "s", "e", "y"] where word.count > ending.count + 3 && word.hasSuffix(ending) {
      return String(word.dropLast(ending.count))
    }
    return word
  }

  /// `did you mean 'a', 'b' or 'c'?` or nothing when there is no candidate.
  public static func suggestion(_ candidates: [String]) -> String {
    guard let last = candidates.last else { return "" }
    let quoted = candidates.map { "'\($0)'" }
    if candidates.count == 1 { return "; did you mean '\(last)'?" }
    return "; did you mean " + quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1] + "?"
  }
}
