/// Every text an app can show or say, in any state, as a reader reads it (issue 43, item 4):
/// what a quoted text in a claim is held to when the check is resolved. A quote that no text
/// of the app could hold names nothing the person could meet: `"Signed out" is not shown`
/// would pass whatever the app does, and its positive twin could never pass.
///
/// A placeholder (`{session.lead}`, `{TIMER.left}`, `{COUNTER}`) stands for a value: a number,
/// a duration, a time of day.
struct AppTexts: Hashable, Sendable {
  /// The texts with no placeholder, read (`asRead`).
  let plain: [String]
  /// The texts with placeholders, each as its read characters with nil where a value stands.
  let patterns: [[Character?]]
  /// Each text as written, placeholders and all, for a message's closest ones.
  let written: [String]

  init(_ written: [String]) {
    var seen = Set<String>()
    let unique = written.filter { !$0.isEmpty && seen.insert($0).inserted }
    self.written = unique
    var plain: [String] = []
    var patterns: [[Character?]] = []
    for text in unique {
      var pieces: [String] = []
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        pieces.append(String(rest[..<open]))
        rest = rest[rest.index(after: close)...]
      }
      pieces.append(String(rest))
      guard pieces.count > 1 else {
        plain.append(text.asRead)
        continue
      }
      // Each piece read, keeping the space on either side of a placeholder.
      var pattern: [Character?] = []
      for (index, piece) in pieces.enumerated() {
        if index > 0 { pattern.append(nil) }
        let read = piece.asRead
        let lead = piece.first?.isWhitespace == true && !read.isEmpty ? " " : ""
        let trail = piece.last?.isWhitespace == true && !read.isEmpty ? " " : ""
        pattern += (lead + read + trail).map { Optional($0) }
      }
      patterns.append(pattern)
    }
    self.plain = plain
    self.patterns = patterns
  }

  /// Whether some text of the app, its placeholders holding some value, holds `quote` as a
  /// reader reads both.
  func couldHold(_ quote: String) -> Bool {
    let read = quote.asRead
    guard !read.isEmpty else { return true }
    if plain.contains(where: { $0.contains(read) }) { return true }
    let wanted = Array(read)
    return patterns.contains { AppTexts.couldHold(wanted, in: $0) }
  }

  /// Whether `pattern` (characters, nil where a value stands) could hold `wanted` somewhere:
  /// `wanted` runs along its letters, and across a placeholder only where what stands there is
  /// a value.
  static func couldHold(_ wanted: [Character], in pattern: [Character?]) -> Bool {
    // From `start` in the pattern and `from` in `wanted`, walk the letters; at a value, the
    // value takes some of what is wanted (or the rest of it) and the walk goes on after it.
    func walk(_ start: Int, _ from: Int) -> Bool {
      var place = start
      var next = from
      while next < wanted.count {
        guard place < pattern.count else { return false }
        guard let letter = pattern[place] else {
          return (next...wanted.count).contains { end in
            isValue(wanted[next..<end]) && (end == wanted.count || walk(place + 1, end))
          }
        }
        guard letter == wanted[next] else { return false }
        place += 1
        next += 1
      }
      return true
    }
    for start in pattern.indices {
      if pattern[start] == nil {
        // The quote may begin inside the value.
        if (0...wanted.count).contains(where: { end in
          isValue(wanted[0..<end]) && (end == wanted.count || walk(start + 1, end))
        }) {
          return true
        }
      } else if walk(start, 0) {
        return true
      }
    }
    return false
  }

  /// Words a value may be made of: numbers, units of time, days, and what joins them.
  static let valueWords: Set<String> = [
    "second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "and", "am", "pm", "monday", "tuesday",
    "wednesday", "thursday", "friday", "saturday", "sunday",
  ]

  /// Whether `text` could be (part of) a value: digits, units of time, days, and the marks
  /// between them; an empty value is one.
  static func isValue(_ text: ArraySlice<Character>) -> Bool {
    String(text).split { $0 == " " || $0 == "," }.allSatisfy { word in
      let bare = word.filter { $0 != "." && $0 != ":" }
      // A word cut at either end of the quote is part of one.
      return bare.isEmpty || bare.allSatisfy(\.isASCIIDigit)
        || valueWords.contains { $0.hasPrefix(bare) || $0.hasSuffix(bare) }
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
