import Testing

/// The first index where `a` and `b` differ, the shorter one's end when one is a prefix of the
/// other; nil when they are the same.
func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
  a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? (a.count == b.count ? nil : a.count)
}

/// Expects `actual` to be `expected` byte for byte. A difference is recorded as text: where the
/// two part, and that line of each, rather than two arrays of numbers.
func expectSameBytes(
  _ actual: [UInt8], _ expected: [UInt8], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let index = firstDifference(actual, expected) else { return }
  let start = actual[..<index].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
  let line = actual[..<index].count { $0 == 0x0A } + 1
  func text(_ bytes: [UInt8]) -> String {
    let rest = bytes[min(start, bytes.count)...]
    let end = rest.firstIndex(of: 0x0A) ?? rest.endIndex
    let shown = String(decoding: rest[..<end].prefix(300), as: UTF8.self)
    return end == rest.endIndex && rest.isEmpty ? "(ends here)" : shown
  }
  Issue.record(
    """
    \(what): \(actual.count) bytes, \(expected.count) expected; they part at byte \(index), line \(line)
      got:      \(text(actual))
      expected: \(text(expected))
    """, sourceLocation: sourceLocation)
}
