import Foundation

/// Takes out every value the model typed into a sensitive field, wherever it might appear,
/// as a reader would read it: a secret is matched on its letters and digits alone, compared
/// without case, with whatever else stands between them passed over (spaces of any width,
/// line breaks, which a page shows as spaces, dashes, combining marks, zero-width and other
/// invisible characters, control characters). Fullwidth, superscript and other
/// compatibility forms, accented letters, the decimal digits of every script, and the letters
/// and signs UTS #39 counts as confusable with ASCII ones (`Confusables`: Cyrillic, Greek,
/// Armenian, Cherokee, small capitals, 0 and O, 1, l and I) are read as the ASCII they stand
/// for. What is taken out runs from the secret's first character to its last, with the marks
/// and invisible characters attached to that last one.
package enum Redaction {
  package static let mark = "[redacted]"

  private static let markBytes = Array(mark.utf8)

  /// Whether `text` holds the mark: a byte search, where `String.contains` would build a
  /// searcher for each text.
  package static func holdsMark(_ text: String) -> Bool {
    text.withUTF8Bytes { haystack in
      let needle = markBytes
      guard haystack.count >= needle.count else { return false }
      return (0...(haystack.count - needle.count)).contains { start in
        haystack[start] == needle[0] && (1..<needle.count).allSatisfy { haystack[start + $0] == needle[$0] }
      }
    }
  }

  /// The secrets as their letters and digits, lowercased.
  private static let secrets: [[UInt8]] = Field.sensitiveValues.map { secret in
    secret.utf8.compactMap { Fold.ascii($0).character }
  }

  /// For each byte value, a mask of the secrets that end with it (both cases of a letter): a
  /// text is searched once, looking back from each byte that ends a secret.
  private static let endingWith: [UInt64] = (0..<256).map { value in
    var mask: UInt64 = 0
    let folded = Fold.ascii(UInt8(value)).character
    for (index, secret) in secrets.enumerated() where index < 64 && folded != nil && secret.last == folded {
      mask |= 1 << UInt64(index)
    }
    return mask
  }

  /// Whether some secret ends with `byte`.
  package static func endsASecret(_ byte: UInt8) -> Bool { endingWith[Int(byte)] != 0 }

  /// Whether `text` may hold a secret: a byte search of ASCII text; any other text may.
  package static func mightHold(_ text: String) -> Bool {
    text.withUTF8Bytes { haystack in
      haystack.indices.contains {
        haystack[$0] >= 0x80 || (endingWith[Int(haystack[$0])] != 0 && secretEnds(at: $0, in: haystack))
      }
    }
  }

  /// Whether a secret may end at byte `end` of `haystack`: looking back from it over the
  /// bytes a reader passes over. A byte outside ASCII on the way may be one of those too, and
  /// a bar may be read as the letter l, so either answers yes, and the text is searched whole
  /// (`replaced`).
  package static func secretEnds(at end: Int, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    var mask = endingWith[Int(haystack[end])]
    while mask != 0 {
      let secret = secrets[mask.trailingZeroBitCount]
      mask &= mask - 1
      var position = end
      var remaining = secret.count
      matching: while remaining > 0, position >= 0 {
        let byte = haystack[position]
        if byte >= 0x80 || byte == UInt8(ascii: "|") { return true }
        switch Fold.ascii(byte) {
        case .character(let folded):
          guard folded == secret[remaining - 1] else { break matching }
          remaining -= 1
        case .other: break matching
        case .passedOver: break
        }
        position -= 1
      }
      if remaining == 0 { return true }
    }
    return false
  }

  package static func apply(_ text: String) -> String {
    mightHold(text) ? replaced(text) : text
  }

  /// Every secret in `text` replaced by the mark. A bar (`|`) reads two ways: as a separator
  /// passed over (`4929|1234|…`), and as UTS #39 reads it, the letter l and so the digit 1
  /// (`4929 |234 …`); a text holding one is searched both ways.
  package static func replaced(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let barred = scalars.contains { $0 == "|" || $0 == "\u{FF5C}" }
    var taken: [Range<Int>] = []
    for barAsL in barred ? [false, true] : [false] { taken += secrets(in: scalars, barAsL: barAsL) }
    guard !taken.isEmpty else { return text }
    taken.sort { $0.lowerBound < $1.lowerBound }
    var out = String.UnicodeScalarView()
    var next = 0
    for range in taken where range.upperBound > next {
      out.append(contentsOf: scalars[next..<max(next, range.lowerBound)])
      if range.lowerBound >= next { out.append(contentsOf: mark.unicodeScalars) }
      next = range.upperBound
    }
    out.append(contentsOf: scalars[next...])
    return String(out)
  }

  /// Where the secrets stand in `scalars`, read with a bar as the letter l or passed over.
  private static func secrets(in scalars: [Unicode.Scalar], barAsL: Bool) -> [Range<Int>] {
    // The letters and digits as a reader reads them, each with the scalar it came from.
    var folded: [UInt8] = []
    var origin: [Int] = []
    folded.reserveCapacity(scalars.count)
    origin.reserveCapacity(scalars.count)
    for (index, scalar) in scalars.enumerated() {
      Fold.of(scalar, barAsL: barAsL) { piece in
        folded.append(piece)
        origin.append(index)
      }
    }
    var taken: [Range<Int>] = []
    for secret in secrets where folded.count >= secret.count {
      var start = 0
      while start + secret.count <= folded.count {
        guard folded[start..<start + secret.count].elementsEqual(secret) else {
          start += 1
          continue
        }
        var end = origin[start + secret.count - 1] + 1
        while end < scalars.count, Fold.isAttached(scalars[end]) { end += 1 }
        taken.append(origin[start]..<end)
        start += secret.count
      }
    }
    return taken
  }
}

/// How a reader reads one character when looking for a secret.
private enum Fold {
  /// A letter or digit, as lowercase ASCII.
  case character(UInt8)
  /// Passed over: spaces, line breaks, punctuation, marks, invisible and control characters.
  case passedOver
  /// A letter or digit that stands for no ASCII one: it ends a match.
  case other

  var character: UInt8? {
    if case .character(let value) = self { value } else { nil }
  }

  /// An ASCII byte, read: lowercase, and as UTS #39's skeletons read ASCII, the digit 0 as the
  /// letter o, and the digit 1 and the capital I as the letter l; case aside, that makes i, l,
  /// I, L and 1 one letter, and o, O and 0 another.
  static func ascii(_ byte: UInt8, barAsL: Bool = false) -> Fold {
    switch byte {
    case UInt8(ascii: "|") where barAsL: .character(UInt8(ascii: "l"))
    case UInt8(ascii: "0"), UInt8(ascii: "O"): .character(UInt8(ascii: "o"))
    case UInt8(ascii: "1"), UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "L"): .character(UInt8(ascii: "l"))
    case UInt8(ascii: "2")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"): .character(byte)
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): .character(byte + 0x20)
    case 0x80...: .other
    default: .passedOver
    }
  }

  /// Calls `body` with each letter or digit that `scalar` reads as; nothing for what is
  /// passed over. A letter of another script is read as a byte no secret has, which ends a
  /// match.
  static func of(_ scalar: Unicode.Scalar, barAsL: Bool = false, _ body: (UInt8) -> Void) {
    if scalar.isASCII {
      switch ascii(UInt8(scalar.value), barAsL: barAsL) {
      case .character(let value): body(value)
      case .other: body(0)
      case .passedOver: break
      }
      return
    }
    if scalar.isHangulFiller { return }
    // A fullwidth bar reads as the bar does.
    if scalar == "\u{FF5C}" {
      if barAsL { body(UInt8(ascii: "l")) }
      return
    }
    let properties = scalar.properties
    // A digit of any script is its value, as a reader of that script reads it.
    if properties.numericType == .decimal, let value = properties.numericValue, (0...9).contains(value) {
      if let digit = ascii(UInt8(ascii: "0") + UInt8(value)).character { body(digit) }
      return
    }
    // What reads as ASCII letters or digits: UTS #39's skeletons and small capitals.
    if let reading = Confusables.readings[scalar.value] ?? lookalikes[scalar.value].map({ [$0] }) {
      for byte in reading { if let read = ascii(byte).character { body(read) } }
      return
    }
    guard properties.isAlphabetic || properties.numericType != nil else { return }
    // Fullwidth, superscript, circled and other compatibility forms, and letters with
    // accents, read as their ASCII (NFKD; the marks it splits off are passed over).
    var any = false
    for piece in String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars {
      guard piece.isASCII else { continue }
      if case .character(let value) = ascii(UInt8(piece.value), barAsL: barAsL) {
        body(value)
        any = true
      }
    }
    if !any { body(0) }
  }

  /// Cyrillic and Greek letters that look like Latin ones, and the Latin letter each reads as:
  /// the hand list that came before the generated table, for the few (κ) whose skeleton is no
  /// ASCII letter.
  static let lookalikes: [UInt32: UInt8] = {
    let pairs: [(String, String)] = [
      ("аеорсухѕіјԁһԛԝӏ", "aeopcyxsijdhqwl"), ("АВЕКМНОРСТХЅІЈУ", "abekmhopctxsijy"),
      ("αοριυνκτ", "aopiuvkt"), ("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "abezhikmnoptyx"),
    ]
    var table: [UInt32: UInt8] = [:]
    for (letters, latin) in pairs {
      for (letter, ascii) in zip(letters.unicodeScalars, latin.utf8) { table[letter.value] = ascii }
    }
    return table
  }()

  /// Whether `scalar` belongs to the character before it: a combining mark, or an invisible
  /// character such as a zero-width joiner or a variation selector.
  static func isAttached(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
    default: return properties.isDefaultIgnorableCodePoint
    }
  }
}
