extension UInt8 {
  /// The byte with an ASCII capital letter made small; every other byte as it is. The byte
  /// searches of lines, slugs and phrases fold case with it.
  var asciiLowercased: UInt8 { self >= 0x41 && self <= 0x5A ? self + 0x20 : self }
}

extension String {
  /// Whether the two read the same ignoring case: compared byte by byte when both are ASCII
  /// (labels nearly always are), else as `lowercased()` compares them.
  func sameIgnoringCase(_ other: String) -> Bool {
    let ascii = withUTF8Bytes { a in
      other.withUTF8Bytes { b -> Bool? in
        for (x, y) in zip(a, b) {
          if x >= 0x80 || y >= 0x80 { return nil }
          // Everything before was ASCII: the two differ here, whatever follows.
          if x.asciiLowercased != y.asciiLowercased { return false }
        }
        return a.count == b.count ? true : nil
      }
    }
    return ascii ?? (lowercased() == other.lowercased())
  }
}
