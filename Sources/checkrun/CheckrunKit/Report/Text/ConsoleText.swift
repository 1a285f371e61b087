import Harness

/// Text from check files made safe for a terminal, one line of it: control characters and
/// escape sequences in a check could otherwise move the cursor, recolour or retitle the
/// user's terminal, and a line break in a name or a path could forge a line of the run's
/// own (`PASS  …`, `99 passed, 0 failed`). Each control character (C0 and C1, line breaks
/// of every kind but a tab) and each escape sequence whole becomes `�`; so does a bidi
/// override or isolate, which could show text reversed; and secrets are taken out.
enum ConsoleText {
  static func safe(_ text: String) -> String {
    // One look at the bytes: printable ASCII with tabs is only searched for secrets.
    let found = ByteClass.of(text)
    if found.isDisjoint(with: [.unusual, .carriageReturn]), !text.utf8.contains(0x0A) {
      return Redaction.mightHold(text, found: found) ? Redaction.replaced(text) : text
    }
    // Each sequence whole, so that none of it is left between the pieces of a secret.
    return Redaction.apply(EscapeSequence.replaced(in: text, by: "\u{FFFD}") { isUnsafe($0) ? "\u{FFFD}" : $0 })
  }

  /// Whether `scalar` must not reach a terminal as it is.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    default: XMLText.isBidiControl(scalar)
    }
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
    if scalar.isHangulFiller { return true }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default: return properties.isDefaultIgnorableCodePoint
    }
  }
}
