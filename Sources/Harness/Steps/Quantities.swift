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

  /// A whole number: digits or a number word.
  static func count(_ word: String) -> Int? {
    if let value = Int(word), value >= 0 { return value }
    return numberWords[word]
  }

  /// An amount in a duration: a count, a decimal, or `a`/`an`.
  static func amount(_ word: String) -> Double? {
    if word == "a" || word == "an" { return 1 }
    if let count = count(word) { return Double(count) }
    if let value = Double(word), value >= 0, value.isFinite { return value }
    return nil
  }

  /// A compact duration in one word: `90s`, `2m`, `1m30s`, `1h`, `2min`.
  static func compact(_ word: String) -> VirtualDuration? {
    var total = 0.0
    var digits = ""
    var sawUnit = false
    var rest = Substring(word)
    while let first = rest.first {
      if first.isNumber || first == "." {
        digits.append(first)
        rest = rest.dropFirst()
        continue
      }
      let letters = rest.prefix { $0.isLetter }
      guard let amount = Double(digits), let unit = units[String(letters)] else { return nil }
      total += amount * unit
      digits = ""
      sawUnit = true
      rest = rest.dropFirst(letters.count)
    }
    guard sawUnit, digits.isEmpty else { return nil }
    return .seconds(total)
  }

  /// Every way a duration can be read from `tokens` at `start`: the end index and its value.
  static func durations(in tokens: [Token], from start: Int) -> [(end: Int, value: VirtualDuration)] {
    var results: [(Int, VirtualDuration)] = []
    guard start < tokens.count, let first = tokens[start].word else { return [] }
    if let value = compact(first), value <= longest { results.append((start + 1, value)) }
    var index = start
    var total = 0.0
    while index + 1 < tokens.count, let amountWord = tokens[index].word,
      let amount = amount(amountWord), let unitWord = tokens[index + 1].word,
      let unit = units[unitWord]
    {
      total += amount * unit
      index += 2
      if VirtualDuration.seconds(total) <= longest { results.append((index, .seconds(total))) }
      if index < tokens.count, tokens[index].word == "and" { index += 1 }
    }
    return results
  }
}
