/// One line of a check file, classified for the parser.
struct Line: Sendable {
  /// The keys a check block knows, case-insensitive.
  enum Key: String, CaseIterable, Sendable {
    case check, id, app, tags, profile, task, expected

    /// How the key is written in messages.
    var spelled: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + ":" }

    /// Keys that may stand before `Profile:` as well as inside the block.
    var isHeader: Bool { self == .check || self == .id || self == .app || self == .tags }
  }

  enum Kind: Sendable {
    case blank
    case comment
    /// A known key, with the value after it (trimmed) and where the value starts.
    case key(Key, value: String, valueColumn: Int)
    case text
  }

  var number: Int
  /// Columns of leading white space (a tab counts as one column).
  var indent: Int
  /// The line without its leading and trailing white space.
  var text: String
  var kind: Kind

  init(number: Int, raw: Substring) {
    self.number = number
    if raw.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII, nearly every line: bytes are characters, so work on bytes.
      indent = raw.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count
      text = Line.trimmedASCII(raw.utf8)
    } else {
      indent = raw.prefix { $0 == " " || $0 == "\t" }.count
      text = raw.trimmingWhitespace()
    }
    if text.isEmpty {
      kind = .blank
    } else if text.hasPrefix("#") {
      kind = .comment
    } else if let (key, value, offset) = Line.splitKey(text) {
      kind = .key(key, value: value, valueColumn: indent + offset + 1)
    } else {
      kind = .text
    }
  }

  /// A word made of letters, then `:` at the start of the line: the key's name and the rest.
  static func keyLike(_ text: String) -> (name: String, rest: Substring)? {
    let bytes = text.utf8
    if let colon = bytes.firstIndex(of: 0x3A), bytes[..<colon].allSatisfy({ $0 < 0x80 }) {
      // An ASCII name: letters only, at most 20 of them.
      let name = bytes[..<colon]
      let isLetter = { (byte: UInt8) in (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) }
      guard !name.isEmpty, name.count <= 20, name.allSatisfy(isLetter) else { return nil }
      return (String(Substring(name)), Substring(bytes[bytes.index(after: colon)...]))
    }
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let name = text[..<colon]
    guard !name.isEmpty, name.count <= 20, name.allSatisfy({ $0.isLetter }) else { return nil }
    return (String(name), text[text.index(after: colon)...])
  }

  private static func splitKey(_ text: String) -> (Key, String, Int)? {
    if let fast = asciiSplitKey(text) { return fast }
    guard let (name, rest) = keyLike(text), let key = Key(rawValue: name.lowercased()) else {
      return nil
    }
    let value = rest.trimmingWhitespace()
    let skipped = rest.prefix { $0 == " " || $0 == "\t" }.count
    return (key, value, name.count + 1 + skipped)
  }
}

extension Line {
  /// The keys' names as lower-case bytes.
  private static let keyBytes: [(Key, [UInt8])] = Key.allCases.map { ($0, Array($0.rawValue.utf8)) }

  /// `splitKey` for an ASCII line, on bytes: nil when the line is not ASCII or holds no key
  /// (the general path then decides).
  private static func asciiSplitKey(_ text: String) -> (Key, String, Int)? {
    let bytes = text.utf8
    guard let colon = bytes.firstIndex(of: 0x3A), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    let name = bytes[..<colon]
    let length = name.count
    guard length > 0, length <= 8 else { return nil }
    let lower = { (byte: UInt8) -> UInt8 in byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
    guard let key = keyBytes.first(where: { $0.1.count == length && $0.1.elementsEqual(name.lazy.map(lower)) })?.0
    else { return nil }
    let rest = bytes[bytes.index(after: colon)...]
    let skipped = rest.prefix { $0 == 0x20 || $0 == 0x09 }.count
    return (key, trimmedASCII(rest), length + 1 + skipped)
  }

  /// `trimmingWhitespace` for ASCII bytes: without leading and trailing spaces, tabs and
  /// carriage returns.
  static func trimmedASCII(_ bytes: Substring.UTF8View) -> String {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(Substring(bytes[first...last]))
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    guard let last = lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(self[first...last])
  }
}
