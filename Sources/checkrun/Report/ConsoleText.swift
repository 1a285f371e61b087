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

extension ConsoleText {
  /// A diagnostic made safe for a terminal, with each character a reader cannot see written
  /// out as `<U+200B>`: a zero-width space, a no-break or other unusual space, a joiner, a
  /// direction mark. An error about `'Voice​Over'` then shows why the name is not known.
  static func diagnostic(_ text: String) -> String {
    let safe = safe(text)
    guard safe.utf8.contains(where: { $0 >= 0x80 }) else { return safe }
    var out = ""
    for scalar in safe.unicodeScalars {
      if isInvisible(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)>"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `scalar` shows nothing a reader can tell apart: a format character, a default
  /// ignorable one, or a space other than U+0020.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else { return false }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default: return properties.isDefaultIgnorableCodePoint
    }
  }
}
