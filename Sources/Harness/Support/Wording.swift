/// The small pieces of wording every message is made of, in one place: a count with its noun,
/// a list of labels, a field filled.
public enum Wording {
  /// `3 fields`, `1 field`.
  public static func count(_ number: Int, _ noun: String) -> String { String.counting(Int64(number), noun) }

  /// Labels in quotes, a long list shortened.
  static func list(_ labels: [String], limit: Int = 6) -> String {
    if labels.isEmpty { return "none" }
    let shown = String.joined(labels.prefix(limit).map { String.joined("'", $0, "'") }, separator: ", ")
    return labels.count > limit ? shown + " and \(labels.count - limit) more" : shown
  }

  /// `once`, `twice`, `3 times`.
  static func times(_ number: Int) -> String {
    number == 1 ? "once" : number == 2 ? "twice" : "\(number) times"
  }

  /// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
  static func ordinal(_ number: Int) -> String {
    let teen = (number % 100) / 10 == 1
    let suffix = teen ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
    return "\(number)\(suffix)"
  }

  /// `filled 'Full name' (1 of 20)`.
  static func filled(_ label: String, count: Int, of total: Int) -> String {
    String.joined("filled '", label, "' (", String(count), " of ", String(total), ")")
  }
}
