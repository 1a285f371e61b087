extension World {
  /// Lets the sign-in token run out if one is running; when it expired, if it did.
  mutating func awaitTokenExpiry() -> VirtualInstant? {
    if tokenExpiredAt == nil, tokenExpiresAt != nil { wait(upTo: World.waitLimit) { $0.tokenExpiredAt != nil } }
    return tokenExpiredAt
  }

  /// Whether `text` holds `phrase` as whole words, ignoring case.
  static func contains(_ text: String, word phrase: Phrase) -> Bool {
    // Most texts do not hold the phrase at all: an ASCII search, ignoring case, before splitting.
    if phrase.asciiFound(in: text) == false { return false }
    let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    let target = phrase.text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard !target.isEmpty, words.count >= target.count else { return false }
    return (0...(words.count - target.count)).contains { Array(words[$0..<($0 + target.count)]) == target }
  }

  /// Judged on the notice the task left: the probe does the act the phrase names once on a
  /// notice that is up, takes the task's own dismissal as its evidence, and never brings up a
  /// notice of its own (a second wrong passcode would test a notice the person never had).
  mutating func noticeDismissible(by way: Dismissal) -> Finding {
    if noticeVisible {
      let from = now
      do { try dismissNotice(by: way) } catch { return .fail(error.message, from: from, to: now) }
    }
    return Claim.dismissed(notice: app.words[.passcodeNotice], by: way).judged(on: trace)
  }
}

extension String {
  /// Whether the text holds `phrase`, ignoring case: a byte search when both are ASCII (nearly
  /// always), otherwise a search of both lower-cased.
  func holds(_ phrase: String) -> Bool {
    Phrase(phrase).found(in: self)
  }
}

/// A phrase looked for in texts, ignoring case; its lower-case bytes made once for the search.
struct Phrase {
  let text: String
  /// The phrase's bytes in lower case; nil when it is not ASCII.
  private let lowered: [UInt8]?

  init(_ text: String) {
    self.text = text
    lowered = text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.map(\.asciiLowercased) : nil
  }

  /// Whether `haystack` holds the phrase, ignoring case (`String.holds`): a phrase looked for
  /// in many texts is made once.
  func found(in haystack: String) -> Bool {
    asciiFound(in: haystack) ?? haystack.lowercased().contains(text.lowercased())
  }

  /// Whether `haystack` holds the phrase, ignoring case, by a byte search in one pass; nil
  /// when either is not ASCII (letters' cases are then a matter for Unicode).
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
        guard bytes.count >= needle.count else { return false }
        // The phrase's first byte in both cases, so most bytes are passed over with two compares.
        let firstUpper = first >= 0x61 && first <= 0x7A ? first - 0x20 : first
        for start in 0...(bytes.count - needle.count) {
          let byte = bytes[start]
          guard byte == first || byte == firstUpper else { continue }
          var matched = 1
          while matched < needle.count, bytes[start + matched].asciiLowercased == needle[matched] { matched += 1 }
          if matched == needle.count { return true }
        }
        return false
      }
    }
  }
}
