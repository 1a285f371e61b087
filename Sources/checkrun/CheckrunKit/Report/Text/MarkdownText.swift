import Harness

/// Text from a check, a path or the model, made safe for Markdown (`summary.md`, `audit.md`):
/// escape sequences and control characters taken out, secrets taken out, line breaks made
/// spaces (so nothing it holds starts a line, and no block can open), and each character that
/// can be syntax within a line backslash-escaped, as CommonMark allows for any ASCII
/// punctuation. So no name can open a tag (`<details>`), an entity, a link, emphasis, code,
/// math or a table cell of its own, mention anyone or make a link: it reads as the
/// characters it has.
enum MarkdownText {
  /// What Markdown (as GitHub renders it) may read as syntax within a line.
  private static let punctuation = Set(#"\`*_[]<>|~&$"#.utf8)

  /// `text` as inline Markdown that shows it as written.
  static func inline(_ text: String) -> String {
    let clear = Redaction.apply(XMLText.cleaned(text))
    var out = String.UnicodeScalarView()
    for scalar in clear.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: out.append(" ")
      case let value where value < 0x80 && punctuation.contains(UInt8(value)):
        out.append("\\")
        out.append(scalar)
      default: out.append(scalar)
      }
    }
    // GitHub links `@name` to a person or team and pings them, and makes a link of a bare
    // `https://…` or `www.…`: a zero-width space after `@`, `:` and `www` keeps each text.
    return String(out).replacingAll("@", with: "@\u{200B}").replacingAll("://", with: ":\u{200B}//")
      .replacingAll("www.", with: "www\u{200B}.")
  }

  /// `text` in code type: an HTML `code` element around the escaped text, which holds in a
  /// table cell and whatever backticks the text has.
  static func code(_ text: String) -> String { "<code>\(inline(text))</code>" }
}
