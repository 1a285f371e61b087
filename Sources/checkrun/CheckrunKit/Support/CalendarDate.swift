/// A day of the Gregorian calendar as a baseline writes it, `YYYY-MM-DD` in ASCII digits:
/// read only when it is a real day (no 2026-02-30; 29 February in leap years only) and
/// compared as a day, never as text.
struct CalendarDate: Comparable, Hashable, Sendable, CustomStringConvertible {
  var year: Int
  var month: Int
  var day: Int

  /// The day `text` names, or nil when it is not ten ASCII characters `YYYY-MM-DD` naming one
  /// (Arabic-Indic, fullwidth or superscript digits, combining marks, a 13th month are not).
  init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), year >= 1,
      (1...12).contains(month), (1...CalendarDate.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// How many days `month` (1 to 12) has in `year`.
  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// `YYYY-MM-DD`.
  var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }
}
