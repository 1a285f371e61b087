import Harness

/// Makes any string safe for an XML 1.0 document before libxml2 sees it.
enum XMLText {
  /// ANSI escape sequences removed; NUL, other control characters and noncharacters replaced
  /// by U+FFFD; tab, line feed and carriage return kept.
  static func safe(_ text: String) -> String {
    isPlain(text) ? text : cleaned(text)
  }

  /// `safe`, for a text known to hold unusual bytes.
  static func cleaned(_ text: String) -> String {
    EscapeSequence.replaced(in: text, by: nil) { allowed($0) ? $0 : "\u{FFFD}" }
  }

  /// Whether `scalar` overrides or isolates the direction of the text around it (U+202A to
  /// U+202E, U+2066 to U+2069): such a character can show digits reversed, so that what a
  /// reader sees is not what the bytes say. Reports show `�` in its place.
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  /// Printable ASCII with tabs and line breaks: nothing to change, the common case.
  static func isPlain(_ text: String) -> Bool {
    !ByteClass.of(text).contains(.unusual)
  }

  /// Whether XML 1.0 allows the character.
  static func allowed(_ scalar: Unicode.Scalar) -> Bool {
    if isBidiControl(scalar) { return false }
    return switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x20...0xD7FF: !(0x7F...0x9F).contains(scalar.value)
    case 0xE000...0xFFFD: !(0xFDD0...0xFDEF).contains(scalar.value)
    case 0x10000...0x10FFFF: (scalar.value & 0xFFFE) != 0xFFFE
    default: false
    }
  }
}

/// A text from a check or the model, ready for a report: made safe for XML (`XMLText.safe`),
/// then secrets taken out, with the classes of its bytes. Cleaning comes first: it removes
/// escape sequences, which could otherwise split a secret so that it is found only once they
/// are gone. Most text needs neither, and costs one pass over its bytes.
struct CleanText {
  let text: String
  let found: ByteClass

  init(_ raw: String) {
    var text = raw
    var found = ByteClass.of(raw)
    if found.contains(.unusual) {
      text = XMLText.cleaned(text)
      found = ByteClass.of(text)
    }
    if Redaction.mightHold(text, found: found) {
      text = Redaction.replaced(text)
      found = ByteClass.of(text)
    }
    self.text = text
    self.found = found
  }
}

/// What kinds of byte a text holds, found in one pass over its UTF-8 with a table: most of
/// the reports' text is plain and is copied as it is, so this look is what most text costs.
struct ByteClass: OptionSet, Sendable {
  let rawValue: UInt8

  /// Anything but printable ASCII, tab, line feed and carriage return.
  static let unusual = ByteClass(rawValue: 1)
  /// `&`, `<`, `>` and `"`: escaped in XML text and in HTML.
  static let markup = ByteClass(rawValue: 2)
  /// `'`: escaped in HTML.
  static let apostrophe = ByteClass(rawValue: 4)
  /// Tab, line feed and carriage return: escaped in XML attribute values (and CR in text).
  static let lineBreakOrTab = ByteClass(rawValue: 8)
  /// A byte that ends a secret: the text may hold one, and must be searched.
  static let endsSecret = ByteClass(rawValue: 16)
  /// A carriage return: escaped in XML text as well.
  static let carriageReturn = ByteClass(rawValue: 32)

  /// The class of every byte value.
  static let table: [UInt8] = (0..<256).map { value -> UInt8 in
    var found = ByteClass()
    switch value {
    case 0x09, 0x0A: found.insert(.lineBreakOrTab)
    case 0x0D: found.formUnion([.lineBreakOrTab, .carriageReturn])
    case 0x20..<0x7F: break
    default: found.insert(.unusual)
    }
    if [0x26, 0x3C, 0x3E, 0x22].contains(value) { found.insert(.markup) }
    if value == 0x27 { found.insert(.apostrophe) }
    if Redaction.endsASecret(UInt8(value)) { found.insert(.endsSecret) }
    return found.rawValue
  }

  /// Every class that `text`'s bytes fall in.
  static func of(_ text: String) -> ByteClass {
    return text.withUTF8Bytes { bytes in
      table.withUnsafeBufferPointer { table in
        var found: UInt8 = 0
        for byte in bytes { found |= table[Int(byte)] }
        return ByteClass(rawValue: found)
      }
    }
  }
}
