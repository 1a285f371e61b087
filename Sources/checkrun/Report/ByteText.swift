/// Text built as UTF-8 bytes: the pieces are copied straight in, with no string made for each
/// line. Each check's parts of the page and of JUnit are built with it, on the thread that ran
/// the check.
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

  mutating func add(_ number: Int) {
    append(String(number))
  }

  /// Appends bytes as they are.
  mutating func add(bytes more: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: more)
  }

  /// The bytes so far, leaving the text empty with its room kept.
  mutating func take() -> [UInt8] {
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }
}
