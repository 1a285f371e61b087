/// Text from check files made safe for a terminal: control characters and escape sequences
/// in a check could otherwise move the cursor, recolour or retitle the user's terminal.
enum ConsoleText {
  static func safe(_ text: String) -> String {
    // One look at the bytes: printable ASCII with tabs and line feeds is only searched for
    // secrets.
    let found = ByteClass.of(text)
    if found.isDisjoint(with: [.unusual, .carriageReturn]) {
      return Redaction.mightHold(text, found: found) ? Redaction.replaced(text) : text
    }
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 != 0x7F) || $0 == 0x0A || $0 == 0x09 }) {
      return Redaction.apply(text)
    }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let control = value < 0x20 && value != 0x0A && value != 0x09
      out.append(control || value == 0x7F || (0x80...0x9F).contains(value) ? "\u{FFFD}" : scalar)
    }
    return Redaction.apply(String(out))
  }
}
