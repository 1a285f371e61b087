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

  /// `filled 'Full name' (1 of 20)`.
  static func filled(_ label: String, count: Int, of total: Int) -> String {
    String.joined("filled '", label, "' (", String(count), " of ", String(total), ")")
  }
}
