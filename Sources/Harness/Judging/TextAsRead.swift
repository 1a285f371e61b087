import Foundation

extension String {
  /// Whether the text holds `phrase` as a reader reads both (`asRead`): a byte search when both
  /// are ASCII (nearly always), otherwise a search of both read.
  func holds(_ phrase: String) -> Bool {
    Phrase(phrase).found(in: self)
  }

  /// The text as a reader reads it, for comparing what an app showed or said with what a check
  /// names: compatibility forms as the plain letters they show (NFKC: a fullwidth letter, a
  /// ligature, a no-break or thin space), case folded, every run of white space of any kind (a
  /// line break, a tab, a no-break space) one space, and the characters that draw nothing (a
  /// soft hyphen, a zero-width space or joiner) taken out; white space at either end is none,
  /// and letters that show as blanks (the Hangul fillers, the blank Braille pattern) are white
  /// space. Two texts a person reads alike read alike here, so a negative claim cannot pass on
  /// a space of another kind.
  var asRead: String {
    if let ascii = asciiRead { return ascii }
    let folded = precomposedStringWithCompatibilityMapping.folding(options: [.caseInsensitive], locale: nil)
    var read = String.UnicodeScalarView()
    var space = false
    for scalar in folded.unicodeScalars {
      if scalar.properties.isWhitespace || scalar.showsAsBlank {
        space = !read.isEmpty
      } else if !scalar.properties.isDefaultIgnorableCodePoint {
        if space { read.append(" ") }
        space = false
        read.append(scalar)
      }
    }
    return String(read)
  }

  /// `asRead` for an ASCII text, done on its bytes; nil when the text is not ASCII.
  private var asciiRead: String? {
    withUTF8Bytes { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var read = [UInt8]()
      read.reserveCapacity(bytes.count)
      var space = false
      for byte in bytes {
        if byte.isASCIISpace {
          space = !read.isEmpty
        } else {
          if space { read.append(0x20) }
          space = false
          read.append(byte.asciiLowercased)
        }
      }
      return String(decoding: read, as: UTF8.self)
    }
  }
}

/// A phrase looked for in texts as a reader reads them (`String.asRead`); its bytes, read, made
/// once for the search.
struct Phrase {
  let text: String
  /// The phrase as read (`asRead`).
  let read: String
  /// The phrase's bytes as read, when they are ASCII: each space stands for a run of white space.
  private let lowered: [UInt8]?

  init(_ text: String) {
    self.text = text
    read = text.asRead
    lowered = read.utf8.allSatisfy { $0 < 0x80 } ? Array(read.utf8) : nil
  }

  /// Whether `haystack` holds the phrase as read (`String.holds`): a phrase looked for in many
  /// texts is made once.
  func found(in haystack: String) -> Bool {
    asciiFound(in: haystack) ?? haystack.asRead.contains(read)
  }

  /// Whether `haystack` holds the phrase as read, by a byte search in one pass (a space of the
  /// phrase matches any run of ASCII white space, letters match in either case); nil when
  /// either is not ASCII (reading it is then a matter for Unicode).
  func asciiFound(in haystack: String) -> Bool? {
    guard let needle = lowered else { return nil }
    return haystack.withUTF8Bytes { bytes -> Bool? in
      needle.withUnsafeBufferPointer { needle -> Bool? in
        // Any byte beyond ASCII, looked for eight bytes at a time.
        var high: UInt64 = 0
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
          high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          index += 8
        }
        while index < bytes.count {
          high |= UInt64(bytes[index])
          index += 1
        }
        guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
        guard let first = needle.first else { return true }
        // The phrase's first byte in both cases, so most bytes are passed over with two compares.
        let firstUpper = first >= 0x61 && first <= 0x7A ? first - 0x20 : first
        for start in bytes.indices {
          let byte = bytes[start]
          guard byte == first || byte == firstUpper || (first == 0x20 && byte.isASCIISpace) else { continue }
          var at = start
          var matched = 0
          while matched < needle.count, at < bytes.count {
            if needle[matched] == 0x20 {
              guard bytes[at].isASCIISpace else { break }
              while at < bytes.count, bytes[at].isASCIISpace { at += 1 }
            } else {
              guard bytes[at].asciiLowercased == needle[matched] else { break }
              at += 1
            }
            matched += 1
          }
          if matched == needle.count { return true }
        }
        return false
      }
    }
  }
}

extension UInt8 {
  /// A space, a tab, a line feed, a vertical tab, a form feed or a carriage return.
  var isASCIISpace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }
}

extension Unicode.Scalar {
  /// One of the Hangul fillers: letters that show as blanks.
  package var isHangulFiller: Bool { [0x115F, 0x1160, 0x3164, 0xFFA0].contains(value) }

  /// A letter or symbol that shows as a blank: the Hangul fillers and the blank Braille pattern.
  var showsAsBlank: Bool { isHangulFiller || value == 0x2800 }
}

extension Phrase {
  /// Whether `text` holds this phrase as whole words, both as a reader reads them (`asRead`).
  func foundAsWords(in text: String) -> Bool {
    // Most texts do not hold the phrase at all: an ASCII search, ignoring case, before splitting.
    if asciiFound(in: text) == false { return false }
    let words = text.asRead.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    let target = read.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard !target.isEmpty, words.count >= target.count else { return false }
    return (0...(words.count - target.count)).contains { Array(words[$0..<($0 + target.count)]) == target }
  }
}
