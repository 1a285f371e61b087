/// Escaping for HTML text and attributes, with secrets taken out first.
enum HTML {
  static func escape(_ text: String) -> String {
    let found = ByteClass.of(text)
    if found.isDisjoint(with: [.unusual, .markup, .apostrophe]),
      !found.contains(.endsSecret) || !Redaction.mightHold(text)
    {
      return text
    }
    var safe = XMLText.safe(Redaction.apply(text))
    var out: [UInt8] = []
    out.reserveCapacity(safe.utf8.count + 32)
    safe.withUTF8 { bytes in
      // Runs of ordinary bytes are copied whole; each special byte becomes its entity.
      var start = 0
      for (index, byte) in bytes.enumerated() {
        let entity: StaticString
        switch byte {
        case 0x26: entity = "&amp;"
        case 0x3C: entity = "&lt;"
        case 0x3E: entity = "&gt;"
        case 0x22: entity = "&quot;"
        case 0x27: entity = "&#39;"
        default: continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        out.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
        start = index + 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// Text built as UTF-8 bytes: the pieces are copied straight in, with no string made for each
/// line. Each check's part of the page is built with it, on the thread that ran the check.
struct ByteText {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends the pieces as they are. Fixed counts, not a variadic list: a check's part
  /// makes hundreds of these calls, and a list would be allocated for each.
  mutating func add(_ a: String) { append(a) }
  mutating func add(_ a: String, _ b: String) {
    append(a)
    append(b)
  }
  mutating func add(_ a: String, _ b: String, _ c: String) {
    add(a, b)
    append(c)
  }
  mutating func add(_ a: String, _ b: String, _ c: String, _ d: String) {
    add(a, b, c)
    append(d)
  }
  mutating func add(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) {
    add(a, b, c, d)
    append(e)
  }
  mutating func add(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String) {
    add(a, b, c, d, e)
    append(f)
  }
  mutating func add(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String, _ g: String) {
    add(a, b, c, d, e, f)
    append(g)
  }

  /// Copies `text`'s UTF-8 in one go.
  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends text from a check or the model, escaped, with secrets taken out.
  mutating func escaped(_ text: String) {
    append(HTML.escape(text))
  }

  mutating func add(_ number: Int) {
    append(String(number))
  }
}
