extension World {
  /// Lets the sign-in token run out if one is running; when it expired, if it did.
  mutating func awaitTokenExpiry() -> VirtualInstant? {
    if tokenExpiredAt == nil, tokenExpiresAt != nil { wait(upTo: World.waitLimit) { $0.tokenExpiredAt != nil } }
    return tokenExpiredAt
  }

  /// Whether `text` holds `phrase` as whole words, both as a reader reads them (`asRead`).
  static func contains(_ text: String, word phrase: Phrase) -> Bool {
    // Most texts do not hold the phrase at all: an ASCII search, ignoring case, before splitting.
    if phrase.asciiFound(in: text) == false { return false }
    let words = text.asRead.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    let target = phrase.read.split { !$0.isLetter && !$0.isNumber }.map(String.init)
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
