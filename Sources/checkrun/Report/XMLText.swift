/// Makes any string safe for an XML 1.0 document before libxml2 sees it.
enum XMLText {
  /// ANSI escape sequences removed; NUL, other control characters and noncharacters replaced
  /// by U+FFFD; tab, line feed and carriage return kept.
  static func safe(_ text: String) -> String {
    if isPlain(text) { return text }
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      if scalar == "\u{1B}" {
        pending = skipEscape(after: pending, &scalars)
        continue
      }
      result.append(allowed(scalar) ? scalar : "\u{FFFD}")
    }
    return String(result)
  }

  /// Skips the rest of an escape sequence (CSI `ESC [ … final`, or `ESC` and one character).
  private static func skipEscape(
    after next: Unicode.Scalar?, _ scalars: inout String.UnicodeScalarView.Iterator
  ) -> Unicode.Scalar? {
    guard let next else { return nil }
    guard next == "[" else { return scalars.next() }
    while let scalar = scalars.next() {
      if (0x40...0x7E).contains(scalar.value) { return scalars.next() }
    }
    return nil
  }

  /// Printable ASCII with tabs and line breaks: nothing to change, the common case.
  static func isPlain(_ text: String) -> Bool {
    text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
  }

  /// Whether XML 1.0 allows the character.
  static func allowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x20...0xD7FF: !(0x7F...0x9F).contains(scalar.value)
    case 0xE000...0xFFFD: !(0xFDD0...0xFDEF).contains(scalar.value)
    case 0x10000...0x10FFFF: (scalar.value & 0xFFFE) != 0xFFFE
    default: false
    }
  }
}
