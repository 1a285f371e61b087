/// A word, a quoted label or a mark in a phrase, with its column offset in the phrase.
struct Token: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A word, lowercased: letters, digits, `-`, `'` and `.` inside a word.
    case word(String)
    /// A quoted label, as written between the quotes.
    case quoted(String)
    /// Punctuation that separates: `,` and `;`.
    case mark(Character)
  }

  var kind: Kind
  /// Offset of the token's first character from the phrase's start (0-based).
  var offset: Int
  /// Offset just past the token's last character.
  var end: Int

  var isMark: Bool {
    if case .mark = kind { return true }
    return false
  }

  var word: String? {
    if case .word(let text) = kind { return text }
    return nil
  }

  /// Splits `text` into tokens; an unterminated quote runs to the end of the text.
  static func tokenize(_ text: String) -> [Token] {
    var tokens: [Token] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == " " || character == "\t" {
        index += 1
      } else if character == "\"" || character == "\u{201C}" || character == "\u{201D}" {
        let start = index
        index += 1
        var label = ""
        while index < characters.count, !["\"", "\u{201C}", "\u{201D}"].contains(characters[index]) {
          label.append(characters[index])
          index += 1
        }
        index += 1
        tokens.append(Token(kind: .quoted(label), offset: start, end: min(index, characters.count)))
      } else if character == "," || character == ";" {
        tokens.append(Token(kind: .mark(character), offset: index, end: index + 1))
        index += 1
      } else {
        let start = index
        var word = ""
        while index < characters.count, isWordCharacter(characters[index]) {
          word.append(characters[index])
          index += 1
        }
        if word.isEmpty {
          // A character no phrase has (a control character, a bracket, a stray symbol) stands
          // as a word of its own, so the phrase is not understood rather than silently read.
          tokens.append(Token(kind: .word(String(character)), offset: index, end: index + 1))
          index += 1
          continue
        }
        var end = index
        while word.hasSuffix(".") {
          word.removeLast()
          end -= 1
        }
        if !word.isEmpty { tokens.append(Token(kind: .word(word.lowercased()), offset: start, end: end)) }
      }
    }
    return tokens
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "-" || character == "'"
      || character == "." || character == "\u{2019}"
  }
}
