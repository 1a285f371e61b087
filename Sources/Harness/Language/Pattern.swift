/// A phrase pattern such as `fill [the] [long] form [slowly]` or `(tap|press) {label}`.
///
/// Words match case-insensitively; `[…]` is optional; `(a|b c)` is a choice; `{label}` is a
/// quoted label, `{n}` a number (digits or a word), `{duration}` a duration, `{noun}` a thing
/// of the app in the check's own words (`the close button`, `the "Close" button`), which the
/// resolver finds in the app (`Nouns`).
struct Pattern: Sendable, Hashable {
  indirect enum Node: Sendable, Hashable {
    case word(String)
    case label
    case count
    case duration
    case noun
    case optional([Node])
    case choice([[Node]])
  }

  let source: String
  let nodes: [Node]

  init(_ source: String) {
    self.source = source
    var reader = PatternReader(source)
    nodes = reader.sequence()
  }

  /// The values a pattern captured, in order, and the literal words it matched.
  struct Captures: Sendable, Hashable {
    var labels: [String] = []
    var counts: [Int] = []
    var durations: [VirtualDuration] = []
    /// Each `{noun}` as written, its words lowercased and its quoted labels in quotes.
    var nouns: [String] = []
    /// Which of its family's patterns matched, by place: a family whose patterns each say one
    /// thing reads it from there (`ThingState.sentences`).
    var pattern = 0
    var words: Set<String> = []

    func has(_ word: String) -> Bool { words.contains(word) }
  }

  /// The captures of a match of the whole of `tokens`, if the pattern matches them.
  func match(_ tokens: [Token]) -> Captures? {
    Pattern.match(nodes[...], tokens, 0, Captures()).first { $0.end == tokens.count }?.captures
  }

  private static func match(
    _ nodes: ArraySlice<Node>, _ tokens: [Token], _ position: Int, _ captures: Captures
  ) -> [(end: Int, captures: Captures)] {
    guard let node = nodes.first else { return [(position, captures)] }
    let rest = nodes.dropFirst()
    var results: [(end: Int, captures: Captures)] = []
    for (end, captured) in matchOne(node, tokens, position, captures) {
      results += match(rest, tokens, end, captured)
    }
    return results
  }

  private static func matchOne(
    _ node: Node, _ tokens: [Token], _ position: Int, _ captures: Captures
  ) -> [(end: Int, captures: Captures)] {
    switch node {
    case .word(let word):
      guard position < tokens.count, tokens[position].word == word else { return [] }
      var next = captures
      next.words.insert(word)
      return [(position + 1, next)]
    case .label:
      guard position < tokens.count, case .quoted(let label) = tokens[position].kind else { return [] }
      var next = captures
      next.labels.append(label)
      return [(position + 1, next)]
    case .count:
      guard position < tokens.count, let word = tokens[position].word, let count = Quantities.count(word)
      else { return [] }
      var next = captures
      next.counts.append(count)
      return [(position + 1, next)]
    case .duration:
      return Quantities.durations(in: tokens, from: position).map { end, value in
        var next = captures
        next.durations.append(value)
        return (end, next)
      }
    case .noun:
      var results: [(end: Int, captures: Captures)] = []
      var written: [String] = []
      var end = position
      while end < tokens.count, written.count < Nouns.longest {
        switch tokens[end].kind {
        case .word(let word) where !Nouns.stopWords.contains(word): written.append(word)
        case .quoted(let label): written.append("\"\(label)\"")
        default: return results
        }
        end += 1
        var next = captures
        next.nouns.append(written.joined(separator: " "))
        results.append((end, next))
      }
      return results
    case .optional(let inner):
      return match(inner[...], tokens, position, captures) + [(position, captures)]
    case .choice(let alternatives):
      return alternatives.flatMap { match($0[...], tokens, position, captures) }
    }
  }
}

/// Reads the pattern notation into nodes.
private struct PatternReader {
  private var words: [String]
  private var index = 0

  init(_ source: String) {
    var spaced = source
    for mark in ["[", "]", "(", ")", "|"] {
      spaced = spaced.replacingAll(mark, with: " \(mark) ")
    }
    words = spaced.split(separator: " ").map(String.init)
  }

  /// Sequences separated by `|`, up to and past the closing bracket.
  private mutating func choices() -> [[Pattern.Node]] {
    var alternatives = [sequence()]
    while index < words.count, words[index] == "|" {
      index += 1
      alternatives.append(sequence())
    }
    index += 1
    return alternatives
  }

  mutating func sequence() -> [Pattern.Node] {
    var nodes: [Pattern.Node] = []
    while index < words.count {
      let word = words[index]
      switch word {
      case "]", ")", "|":
        return nodes
      case "[":
        index += 1
        let alternatives = choices()
        nodes.append(.optional(alternatives.count == 1 ? alternatives[0] : [.choice(alternatives)]))
      case "(":
        index += 1
        nodes.append(.choice(choices()))
      case "{label}":
        index += 1
        nodes.append(.label)
      case "{n}":
        index += 1
        nodes.append(.count)
      case "{duration}":
        index += 1
        nodes.append(.duration)
      case "{noun}":
        index += 1
        nodes.append(.noun)
      default:
        index += 1
        nodes.append(.word(word.lowercased()))
      }
    }
    return nodes
  }
}

extension String {
  /// This string with every `target` replaced by `replacement`, without Foundation.
  public func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    if let replaced = asciiReplacingAll(target, with: replacement) { return replaced }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  /// `replacingAll` by bytes, when the text and the target are ASCII (bytes are then
  /// characters): the generic search costs thousands of instructions a call. Nil otherwise.
  private func asciiReplacingAll(_ target: String, with replacement: String) -> String? {
    return withUTF8Bytes { bytes -> String? in
      target.withUTF8Bytes { needle -> String? in
        guard !bytes.contains(where: { $0 >= 0x80 }), !needle.contains(where: { $0 >= 0x80 }) else { return nil }
        var result = ""
        var start = 0
        var index = 0
        while index + needle.count <= bytes.count {
          if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
            result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            result += replacement
            index += needle.count
            start = index
          } else {
            index += 1
          }
        }
        if start == 0 { return self }
        return result + String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
      }
    }
  }
}
