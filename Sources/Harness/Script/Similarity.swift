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
    let scored = candidates.map { ($0, ratio(needle, $0.lowercased())) }
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

  /// `did you mean 'a', 'b' or 'c'?` or nothing when there is no candidate.
  public static func suggestion(_ candidates: [String]) -> String {
    guard let last = candidates.last else { return "" }
    let quoted = candidates.map { "'\($0)'" }
    if candidates.count == 1 { return "; did you mean '\(last)'?" }
    return "; did you mean " + quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1] + "?"
  }
}
