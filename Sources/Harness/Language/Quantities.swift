/// Numbers and durations as QA writes them: digits, number words, `90 seconds`, `1m30s`.
enum Quantities {
  static let numberWords: [String: Int] = [
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "ninety": 90, "once": 1, "twice": 2,
  ]

  static let units: [String: Double] = [
    "second": 1, "seconds": 1, "sec": 1, "secs": 1, "s": 1,
    "minute": 60, "minutes": 60, "min": 60, "mins": 60, "m": 60,
    "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "h": 3600, "day": 86400, "days": 86400, "d": 86400,
  ]

  /// The longest duration a check may name.
  static let longest = VirtualDuration.minutes(30 * 24 * 60)

  /// Whether `word` is ASCII digits, `0` to `9`, and nothing else: the only digits a check
  /// writes a number in (no sign, no hex, no exponent, no other script's digits).
  static func isDigits(_ word: Substring) -> Bool {
    !word.isEmpty && word.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// A whole number: ASCII digits or a number word; nil for digits too many for an `Int`.
  static func count(_ word: String) -> Int? {
    if isDigits(word[...]) { return Int(word) }
    return numberWords[word]
  }

  /// A decimal as a duration takes it: ASCII digits, then optionally `.` and more digits.
  static func decimal(_ word: Substring) -> Double? {
    let parts = word.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy(isDigits) else { return nil }
    return Double(word)
  }

  /// An amount in a duration: a number word, a decimal, or `a`/`an`.
  static func amount(_ word: String) -> Double? {
    if word == "a" || word == "an" { return 1 }
    if let number = numberWords[word] { return Double(number) }
    return decimal(word[...])
  }

  /// `seconds` as a duration a check may name: checked after it is made, so it is never
  /// silently zero or held at a limit. Nil when it is longer than `longest`, or when a time
  /// that is not zero comes to less than the clock's millisecond.
  static func duration(seconds: Double) -> VirtualDuration? {
    guard seconds.isFinite, seconds >= 0, seconds <= longest.seconds else { return nil }
    let value = VirtualDuration.seconds(seconds)
    guard value <= longest, value > .zero || seconds == 0 else { return nil }
    return value
  }

  /// Why `seconds`, read from a phrase, is not a duration (`duration(seconds:)` is nil).
  static func refusal(seconds: Double) -> String {
    seconds.isFinite && seconds <= longest.seconds
      ? "it is shorter than a millisecond, the clock's smallest step" : "it is longer than the 30-day limit"
  }

  /// Why an amount of a unit that is not a whole number of milliseconds is refused.
  static let fineness = "the clock counts whole milliseconds; write at most three decimals of a second"

  /// Whether `amount` (a word `amount(_:)` reads) of a `unit` of seconds is a whole number of
  /// milliseconds, worked out on its digits: `118.2004 seconds` is not, `0.0001 minutes` is.
  static func isWholeMilliseconds(_ amount: String, unit: Double) -> Bool {
    guard let point = amount.firstIndex(of: ".") else { return true }
    let fraction = amount[amount.index(after: point)...].reversed().drop { $0 == "0" }.reversed()
    // A unit's milliseconds have at most ten 2s and five 5s: more decimals than ten, the last
    // not a zero, are never whole.
    guard fraction.count <= 10 else { return false }
    guard let digits = Int(String(fraction)), fraction.count > 0 else { return true }
    var power = 1
    for _ in 0..<fraction.count { power *= 10 }
    return (digits * Int(unit * 1000)) % power == 0
  }

  /// The amounts and units of a compact duration in one word (`1m30s`), nil when it is not one.
  static func compactParts(_ word: String) -> [(amount: String, unit: Double)]? {
    var parts: [(amount: String, unit: Double)] = []
    var digits = ""
    var rest = Substring(word)
    while let first = rest.first {
      if first.isASCII && (first.isNumber || first == ".") {
        digits.append(first)
        rest = rest.dropFirst()
        continue
      }
      let letters = rest.prefix { $0.isLetter }
      guard decimal(digits[...]) != nil, let unit = units[String(letters)] else { return nil }
      parts.append((digits, unit))
      digits = ""
      rest = rest.dropFirst(letters.count)
    }
    guard !parts.isEmpty, digits.isEmpty else { return nil }
    return parts
  }

  /// The seconds of a compact duration in one word (`90s`, `2m`, `1m30s`, `1h`, `2min`), not
  /// yet held to any limit.
  static func compactSeconds(_ word: String) -> Double? {
    compactParts(word).map(seconds(of:))
  }

  /// The seconds the parts of a compact duration add up to.
  static func seconds(of parts: [(amount: String, unit: Double)]) -> Double {
    parts.reduce(0.0) { $0 + (decimal($1.amount[...]) ?? 0) * $1.unit }
  }

  /// A compact duration in one word, within the limits of `duration(seconds:)`, in whole milliseconds.
  static func compact(_ word: String) -> VirtualDuration? {
    guard let parts = compactParts(word), parts.allSatisfy({ isWholeMilliseconds($0.amount, unit: $0.unit) }) else {
      return nil
    }
    return duration(seconds: seconds(of: parts))
  }

  /// Every way a duration can be read from `tokens` at `start`: the end index and its value.
  static func durations(in tokens: [Token], from start: Int) -> [(end: Int, value: VirtualDuration)] {
    var results: [(Int, VirtualDuration)] = []
    guard start < tokens.count, let first = tokens[start].word else { return [] }
    if let value = compact(first) { results.append((start + 1, value)) }
    var index = start
    var total = 0.0
    while index + 1 < tokens.count, let amountWord = tokens[index].word,
      let amount = amount(amountWord), let unitWord = tokens[index + 1].word,
      let unit = units[unitWord]
    {
      total += amount * unit
      index += 2
      // Each part must be a time of its own: `1 minute and 0.0001 seconds` is refused.
      guard let value = duration(seconds: total), duration(seconds: amount * unit) != nil,
        isWholeMilliseconds(amountWord, unit: unit)
      else { break }
      results.append((index, value))
      if index < tokens.count, tokens[index].word == "and" { index += 1 }
    }
    return results
  }

  /// The first amount and unit of `tokens`, alone or summed with the pairs after it, that is
  /// not a duration a check may name: its words, its offset and why (`refusal`).
  static func refusedDuration(_ tokens: [Token]) -> (text: String, offset: Int, why: String)? {
    for (start, token) in tokens.enumerated() {
      guard let word = token.word else { continue }
      if let seconds = compactSeconds(word), duration(seconds: seconds) == nil {
        return (word, token.offset, refusal(seconds: seconds))
      }
      if let parts = compactParts(word), !parts.allSatisfy({ isWholeMilliseconds($0.amount, unit: $0.unit) }) {
        return (word, token.offset, fineness)
      }
      var (index, total, words) = (start, 0.0, [String]())
      while index + 1 < tokens.count, let amountWord = tokens[index].word, let amount = amount(amountWord),
        let unitWord = tokens[index + 1].word, let unit = units[unitWord]
      {
        words += [amountWord, unitWord]
        total += amount * unit
        for seconds in [amount * unit, total] where duration(seconds: seconds) == nil {
          return (words.joined(separator: " "), token.offset, refusal(seconds: seconds))
        }
        if !isWholeMilliseconds(amountWord, unit: unit) {
          return (words.joined(separator: " "), token.offset, fineness)
        }
        index += 2
        if index < tokens.count, tokens[index].word == "and" {
          words.append("and")
          index += 1
        }
      }
    }
    return nil
  }
}
