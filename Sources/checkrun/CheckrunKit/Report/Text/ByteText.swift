import Foundation
import Harness

/// Text built as UTF-8 bytes: the pieces are copied straight in, with no string made for each
/// line. Each check's parts of the page and of JUnit are built with it, on the thread that ran
/// the check.
///
/// The bytes live in memory of its own, which it alone holds (it cannot be copied): a piece
/// is copied into room already there with no check of who else holds it, which costs a
/// fraction of an array's append (a check's part is some hundreds of pieces).
struct ByteText: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// A copy of the bytes so far.
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Calls `body` with the bytes so far.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Appends `text` as it is: a piece made at run time (`put` takes a literal).
  mutating func add(_ text: String) { append(text) }

  /// Appends a piece written in the code. A literal's bytes are where the program keeps
  /// them: copied straight from there, with no look at a string's storage (a short string
  /// keeps its bytes in itself, and reaching them costs more than copying them).
  mutating func put(_ text: StaticString) {
    copy(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Copies `text`'s UTF-8 in one go.
  private mutating func append(_ text: String) {
    text.withUTF8Bytes { copy($0) }
  }

  /// Appends a whole number's digits.
  mutating func add(_ number: Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      let start = Int64(number).writeDigits(into: digits, endingAt: 20)
      copy(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends a clock face: `13:00`, `13:02.5`, written straight into the room after the
  /// bytes so far.
  mutating func add(_ instant: VirtualInstant) {
    let room = VirtualInstant.clockFaceMaxBytes
    if count + room > capacity { grow(to: count + room) }
    if let written = instant.writeClockFace(into: base + count) {
      count += written
    } else {
      instant.withClockFace { copy($0) }
    }
  }

  /// Appends `value` to one decimal, without a trailing `.0`: `206.4`, `110`.
  mutating func add(tenths value: Double) {
    let tenths = Int((value * 10).rounded())
    guard tenths >= 0 else {
      let (whole, fraction) = tenths.quotientAndRemainder(dividingBy: 10)
      return append(fraction == 0 ? String(whole) : String(Double(tenths) / 10))
    }
    add(tenths / 10)
    let fraction = tenths % 10
    if fraction != 0 {
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2) { decimal in
        decimal[0] = 0x2E
        decimal[1] = 0x30 + UInt8(fraction)
        copy(UnsafeBufferPointer(decimal))
      }
    }
  }

  /// Appends bytes as they are.
  mutating func add(bytes more: UnsafeBufferPointer<UInt8>) {
    copy(more)
  }

  /// Copies `source` after the bytes so far, making more room first when needed.
  private mutating func copy(_ source: UnsafeBufferPointer<UInt8>) {
    guard let from = source.baseAddress, !source.isEmpty else { return }
    let end = count + source.count
    if end > capacity { grow(to: end) }
    // memcpy, not `update(from:count:)`, which became a loop of a byte at a time.
    _ = memcpy(base + count, from, source.count)
    count = end
  }

  /// Moves the bytes to room for at least `needed` bytes: twice as much as before, or more.
  private mutating func grow(to needed: Int) {
    let larger = max(capacity * 2, needed)
    let room = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    _ = memcpy(room, base, count)
    base.deallocate()
    base = room
    capacity = larger
  }

  /// Which bytes become entities when text is escaped.
  enum Entities {
    /// `&`, `<`, `>`, `"` and `'`: text and attribute values of the page.
    case html
    /// `&`, `<`, `>`, `"` and a carriage return: XML text, as libxml2's
    /// `xmlEncodeSpecialChars` escapes it (a test holds the JUnit to libxml2's own writer).
    case xmlText

    func entity(for byte: UInt8) -> StaticString? {
      switch byte {
      case 0x26: "&amp;"
      case 0x3C: "&lt;"
      case 0x3E: "&gt;"
      case 0x22: "&quot;"
      case 0x27: self == .html ? "&#39;" : nil
      case 0x0D: self == .xmlText ? "&#13;" : nil
      default: nil
      }
    }
  }

  /// Appends `text` with each byte that `entities` names replaced by its entity; the runs of
  /// other bytes between them are copied whole.
  mutating func add(_ text: String, replacing entities: Entities) {
    text.withUTF8Bytes { source in
      var start = 0
      for index in source.indices {
        guard let entity = entities.entity(for: source[index]) else { continue }
        copy(UnsafeBufferPointer(rebasing: source[start..<index]))
        copy(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
        start = index + 1
      }
      copy(UnsafeBufferPointer(rebasing: source[start...]))
    }
  }

  /// Appends text from a check or the model: secrets taken out, made safe, and escaped with
  /// `entities` (the page's by default). Most text needs only escaping, done while it is
  /// copied in one pass; the rest is cleaned first (`CleanText`).
  mutating func escaped(_ text: String, as entities: Entities = .html) {
    guard !text.withUTF8Bytes({ addIfPlain($0, escaping: entities) }) else { return }
    add(CleanText(text).text, replacing: entities)
  }

  /// Copies `source` with each byte that `entities` names replaced by its entity, in one pass,
  /// when it needs nothing else: true when it did. Nothing is added (false) when a byte is of
  /// a class in `refusing`, or when a secret ends in the text.
  mutating func addIfPlain(
    _ source: UnsafeBufferPointer<UInt8>, escaping entities: Entities?, refusing: ByteClass = .unusual
  ) -> Bool {
    let before = count
    var start = 0
    let plain = ByteClass.table.withUnsafeBufferPointer { table -> Bool in
      for index in source.indices {
        let found = ByteClass(rawValue: table[Int(source[index])])
        if found.isEmpty { continue }
        if !found.isDisjoint(with: refusing) { return false }
        if found.contains(.endsSecret), Redaction.secretEnds(at: index, in: source) { return false }
        guard let entity = entities?.entity(for: source[index]) else { continue }
        copy(UnsafeBufferPointer(rebasing: source[start..<index]))
        copy(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
        start = index + 1
      }
      return true
    }
    guard plain else {
      count = before
      return false
    }
    copy(UnsafeBufferPointer(rebasing: source[start...]))
    return true
  }

  /// Appends a log entry as the page writes it: its clock face, a space, and its text
  /// escaped.
  mutating func add(_ entry: LogEntry) {
    add(entry.at)
    put(" ")
    escaped(entry.text)
  }

  /// Drops what was added after the first `length` bytes.
  mutating func cut(to length: Int) {
    count = min(count, length)
  }

  /// The bytes so far, leaving the text empty; its room stays for what comes next.
  mutating func take() -> [UInt8] {
    defer { count = 0 }
    return bytes
  }
}
