extension String {
  /// Calls `body` with the string's UTF-8 where it lies, when it lies in one piece (a native
  /// string: nearly always); otherwise with a contiguous copy. `withUTF8` wants a `var`, and
  /// so a copy of the string, a retain and a release, even when the bytes are right there.
  @inlinable
  public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var text = self
    return try text.withUTF8(body)
  }

  /// `parts` one after the other, in a string made at its full length at once: a third of
  /// the instructions of interpolation, which guesses a length and grows (an allocation and
  /// a copy each time) as long values arrive. The log's words are written for every event of
  /// every check, so its longer lines are put together here.
  public static func joined(_ parts: String...) -> String {
    joined(parts, separator: "")
  }

  /// Two to four pieces, without the list a variadic call allocates; the pieces not given
  /// are empty and cost a look each.
  public static func joined(_ a: String, _ b: String, _ c: String = "", _ d: String = "") -> String {
    made(a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count) {
      $0.put(a)
      $0.put(b)
      $0.put(c)
      $0.put(d)
    }
  }

  /// Five to seven pieces, the same way.
  public static func joined(
    _ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String = "", _ g: String = ""
  ) -> String {
    let length = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count + f.utf8.count + g.utf8.count
    return made(length) {
      $0.put(a)
      $0.put(b)
      $0.put(c)
      $0.put(d)
      $0.put(e)
      $0.put(f)
      $0.put(g)
    }
  }

  /// A string of `length` bytes, put together by `body` in place.
  @inline(__always)
  private static func made(_ length: Int, _ body: (inout StringPieces) -> Void) -> String {
    String(unsafeUninitializedCapacity: length) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var pieces = StringPieces(base: base)
      body(&pieces)
      return pieces.end
    }
  }

  /// `parts` with `separator` between them, made at its full length at once: what
  /// `parts.joined(separator:)` gives, for a fraction of its instructions (it appends piece by
  /// piece, through a generic path).
  public static func joined(_ parts: [String], separator: String) -> String {
    guard parts.count > 1 else { return parts.first ?? "" }
    var length = separator.utf8.count * (parts.count - 1)
    for part in parts { length += part.utf8.count }
    return made(length) { pieces in
      for index in parts.indices {
        if index > 0, !separator.isEmpty { pieces.put(separator) }
        pieces.put(parts[index])
      }
    }
  }

  /// `1 minute`, `13 minutes`: `count` and `noun`, the noun with an `s` unless the count is
  /// one. Written as bytes on the stack, so a short one (the usual case) becomes a string that
  /// needs no memory of its own.
  public static func counting(_ count: Int64, _ noun: String) -> String {
    return noun.withUTF8Bytes { unitBytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21 + unitBytes.count + 1) { buffer in
        let start = count.writeDigits(into: buffer, endingAt: 20)
        var length = 20
        buffer[length] = 0x20
        length += 1
        for byte in unitBytes {
          buffer[length] = byte
          length += 1
        }
        if count != 1 {
          buffer[length] = 0x73
          length += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<length]), as: UTF8.self)
      }
    }
  }
}

/// Where `String.joined` puts its pieces, one after another.
struct StringPieces {
  let base: UnsafeMutablePointer<UInt8>
  var end = 0

  mutating func put(_ text: String) {
    end += text.withUTF8Bytes { bytes in
      guard let source = bytes.baseAddress else { return 0 }
      (base + end).initialize(from: source, count: bytes.count)
      return bytes.count
    }
  }
}

extension Int64 {
  /// Writes the number's decimal digits, `-` first when it is negative, so that they end just
  /// before `end` in `buffer` (at most 20 bytes); where they start.
  public func writeDigits(into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int) -> Int {
    var start = end
    var rest = magnitude
    repeat {
      start -= 1
      buffer[start] = 0x30 + UInt8(rest % 10)
      rest /= 10
    } while rest > 0
    if self < 0 {
      start -= 1
      buffer[start] = 0x2D
    }
    return start
  }
}
