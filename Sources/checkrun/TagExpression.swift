/// A `--tags` expression: tag names with `and`, `or`, `not` and parentheses.
indirect enum TagExpression: Equatable, Sendable {
  case tag(String)
  case not(TagExpression)
  case and(TagExpression, TagExpression)
  case or(TagExpression, TagExpression)

  /// Whether a check with `tags` matches; tags compare without regard to case.
  func matches(_ tags: Set<String>) -> Bool {
    switch self {
    case .tag(let name): tags.contains(name.lowercased())
    case .not(let inner): !inner.matches(tags)
    case .and(let left, let right): left.matches(tags) && right.matches(tags)
    case .or(let left, let right): left.matches(tags) || right.matches(tags)
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

  private struct Reader {
    var words: [String]
    var index = 0

    var peek: String? { index < words.count ? words[index] : nil }

    mutating func next() -> String? {
      defer { index += 1 }
      return peek
    }

    mutating func or() throws(Options.Problem) -> TagExpression {
      var left = try and()
      while peek?.lowercased() == "or" {
        index += 1
        left = .or(left, try and())
      }
      return left
    }

    mutating func and() throws(Options.Problem) -> TagExpression {
      var left = try unary()
      while peek?.lowercased() == "and" {
        index += 1
        left = .and(left, try unary())
      }
      return left
    }

    mutating func unary() throws(Options.Problem) -> TagExpression {
      guard let word = next() else {
        throw Options.Problem(message: "--tags: expected a tag at the end of the expression")
      }
      switch word.lowercased() {
      case "not":
        return .not(try unary())
      case "(":
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
