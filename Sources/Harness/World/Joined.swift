extension String {
  /// `parts` one after the other, in a string made at its full length at once: a third of
  /// the instructions of interpolation, which guesses a length and grows (an allocation and
  /// a copy each time) as long values arrive. The log's words are written for every event of
  /// every check, so its longer lines are put together here.
  public static func joined(_ parts: String...) -> String {
    var length = 0
    for part in parts { length += part.utf8.count }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var end = 0
      for part in parts {
        var part = part
        end = part.withUTF8 { bytes in
          guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return end }
          (target + end).initialize(from: source, count: bytes.count)
          return end + bytes.count
        }
      }
      return end
    }
  }
}
