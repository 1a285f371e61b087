/// One line of a check file, classified for the parser.
struct Line: Sendable {
  /// The keys a check block knows, case-insensitive.
  enum Key: String, CaseIterable, Sendable {
    case check, id, app, tags, profile, task, expected

    /// How the key is written in messages.
    var spelled: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + ":" }

    /// Keys that may stand before `Profile:` as well as inside the block.
    var isHeader: Bool { self == .check || self == .id || self == .app || self == .tags }

    /// Keys whose value is one line: an indented line after them is an error, not more of
    /// the value (a `Check:` name may go on over several lines).
    var takesOneLine: Bool { self == .id || self == .tags }
  }

  /// A value for each key, held in place: a block reads its keys for every line, and a
  /// dictionary would hash the key's spelling each time. Stored fields, not an array, so a
  /// block's tables need no memory of their own and are not copied when a block is.
  struct KeyTable<Value: Sendable>: Sendable {
    private var check, id, app, tags, profile, task, expected: Value?

    subscript(key: Key) -> Value? {
      get {
        switch key {
        case .check: check
        case .id: id
        case .app: app
        case .tags: tags
        case .profile: profile
        case .task: task
        case .expected: expected
        }
      }
      set {
        switch key {
        case .check: check = newValue
        case .id: id = newValue
        case .app: app = newValue
        case .tags: tags = newValue
        case .profile: profile = newValue
        case .task: task = newValue
        case .expected: expected = newValue
        }
      }
    }

    subscript(key: Key, default value: @autoclosure () -> Value) -> Value {
      get { self[key] ?? value() }
      set { self[key] = newValue }
    }

    /// Appends `element` to the key's list in place. (`table[key, default: []].append(x)`
    /// would copy the list each time: a key continued on thousands of lines cost their
    /// square.)
    mutating func append<Element>(_ element: Element, to key: Key) where Value == [Element] {
      func append(to slot: inout [Element]?) {
        if slot == nil { slot = [] }
        slot?.append(element)
      }
      switch key {
      case .check: append(to: &check)
      case .id: append(to: &id)
      case .app: append(to: &app)
      case .tags: append(to: &tags)
      case .profile: append(to: &profile)
      case .task: append(to: &task)
      case .expected: append(to: &expected)
      }
    }
  }

  enum Kind: Sendable {
    case blank
    case comment
    /// A known key, with the value after it (trimmed) and where the value starts.
    case key(Key, value: String, valueColumn: Int)
    /// Any other line: its text, without its leading and trailing white space. Only these
    /// lines keep their text; a key's value is all the parser reads of a key line.
    case text(String)
  }

  var number: Int
  /// Columns of leading white space (a tab counts as one column).
  var indent: Int
  var kind: Kind

  /// A line from its UTF-8 bytes, without its line end.
  static func read(number: Int, bytes: UnsafeBufferPointer<UInt8>) -> Line {
    guard !bytes.contains(where: { $0 >= 0x80 }) else {
      return Line(number: number, raw: Substring(String(decoding: bytes, as: UTF8.self)))
    }
    // ASCII, nearly every line: bytes are characters, and the line is read on its bytes.
    let indent = bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
    let trimmed = Line.trimmed(bytes)
    let kind: Kind
    if trimmed.isEmpty {
      kind = .blank
    } else if trimmed[0] == 0x23 {
      kind = .comment
    } else if let (key, value, offset) = Line.splitKey(trimmed) {
      kind = .key(key, value: value, valueColumn: indent + offset + 1)
    } else {
      kind = .text(String(decoding: trimmed, as: UTF8.self))
    }
    return Line(number: number, indent: indent, kind: kind)
  }

  private init(number: Int, indent: Int, kind: Kind) {
    self.number = number
    self.indent = indent
    self.kind = kind
  }

  /// A line from its text, without its line end.
  static func read(number: Int, raw: Substring) -> Line {
    var line = String(raw)
    return line.withUTF8 { read(number: number, bytes: $0) }
  }

  /// A line that is not ASCII, read by characters.
  private init(number: Int, raw: Substring) {
    self.number = number
    indent = raw.prefix { $0 == " " || $0 == "\t" }.count
    kind = Line.kind(of: raw.trimmingWhitespace(), indent: indent)
  }

  /// What a line holding `text` after `indent` columns is.
  private static func kind(of text: String, indent: Int) -> Kind {
    if text.isEmpty { return .blank }
    if text.utf8.first == 0x23 { return .comment }
    if let (key, value, offset) = Line.splitKey(text) {
      return .key(key, value: value, valueColumn: indent + offset + 1)
    }
    return .text(text)
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

  /// ASCII bytes without leading and trailing spaces, tabs and carriage returns.
  static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return UnsafeBufferPointer(rebasing: bytes[0..<0]) }
    return UnsafeBufferPointer(rebasing: bytes[first...last])
  }

  /// `splitKey` for a trimmed ASCII line's bytes: the key, its value, and where the value
  /// starts after the key's first letter.
  static func splitKey(_ text: UnsafeBufferPointer<UInt8>) -> (Key, String, Int)? {
    guard let colon = text.firstIndex(of: 0x3A), colon > 0, colon <= 8 else { return nil }
    guard
      let key = keyBytes.first(where: { candidate in
        candidate.1.count == colon && (0..<colon).allSatisfy { text[$0].asciiLowercased == candidate.1[$0] }
      })?.0
    else { return nil }
    let rest = UnsafeBufferPointer(rebasing: text[(colon + 1)...])
    let skipped = rest.prefix { $0 == 0x20 || $0 == 0x09 }.count
    return (key, String(decoding: trimmed(rest), as: UTF8.self), colon + 1 + skipped)
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
