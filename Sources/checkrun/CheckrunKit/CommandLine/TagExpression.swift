/// A `--tags` expression: tag names with `and`, `or`, `not` and parentheses.
indirect enum TagExpression: Equatable, Sendable {
  case tag(String)
  case not(TagExpression)
  /// Every part holds: `a and b and c` is one list, not a tree as deep as it is long.
  case and([TagExpression])
  /// Some part holds.
  case or([TagExpression])

  /// Whether a check with `tags` matches; tags compare without regard to case.
  func matches(_ tags: Set<String>) -> Bool {
    switch self {
    case .tag(let name): tags.contains(name.lowercased())
    case .not(let inner): !inner.matches(tags)
    case .and(let parts): parts.allSatisfy { $0.matches(tags) }
    case .or(let parts): parts.contains { $0.matches(tags) }
    }
  }

  /// Parses `text`, or says what was expected where.
  static func parse(_ text: String) -> Result<TagExpression, Options.Problem> {
    var spaced = ""
    for character in text {
      if character == "(" || character == ")" { spaced += " \(character) " } else { spaced.append(character) }
    }
    var reader = Reader(words: spaced.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
    do throws(Options.Problem) {
      let expression = try reader.or()
      if let extra = reader.peek {
        throw Options.Problem(message: "--tags: unexpected '\(extra)'; join tags with 'and' or 'or'")
      }
      return .success(expression)
    } catch {
      return .failure(error)
    }
  }

  /// The most parentheses and `not`s one inside another: the reader recurses at each, so a
  /// deeper expression is refused rather than left to overflow the stack.
  static let deepest = 100

  private struct Reader {
    var words: [String]
    var index = 0
    /// How many parentheses and `not`s the reader is inside.
    var depth = 0

    mutating func deeper() throws(Options.Problem) {
      depth += 1
      guard depth <= TagExpression.deepest else {
        throw Options.Problem(
          message:
            "--tags: more than \(TagExpression.deepest) parentheses and 'not's one inside another; write a shallower expression"
        )
      }
    }

    var peek: String? { index < words.count ? words[index] : nil }

    mutating func next() -> String? {
      defer { index += 1 }
      return peek
    }

    mutating func or() throws(Options.Problem) -> TagExpression {
      var parts = [try and()]
      while peek?.lowercased() == "or" {
        index += 1
        parts.append(try and())
      }
      return parts.count == 1 ? parts[0] : .or(parts)
    }

    mutating func and() throws(Options.Problem) -> TagExpression {
      var parts = [try unary()]
      while peek?.lowercased() == "and" {
        index += 1
        parts.append(try unary())
      }
      return parts.count == 1 ? parts[0] : .and(parts)
    }

    mutating func unary() throws(Options.Problem) -> TagExpression {
      guard let word = next() else {
        throw Options.Problem(message: "--tags: expected a tag at the end of the expression")
      }
      switch word.lowercased() {
      case "not":
        try deeper()
        defer { depth -= 1 }
        return .not(try unary())
      case "(":
        try deeper()
        defer { depth -= 1 }
        let inner = try or()
        guard next() == ")" else { throw Options.Problem(message: "--tags: missing ')'") }
        return inner
      case ")", "and", "or":
        throw Options.Problem(message: "--tags: expected a tag, found '\(word)'")
      default:
        return .tag(word)
      }
    }
  }
}
