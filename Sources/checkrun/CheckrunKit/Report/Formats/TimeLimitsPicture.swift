import Harness

/// Time needed against time given (issue 44, item 7): a check's time limits as one picture,
/// a row a limit, each a bar of the time the app gave with the time the person used over it
/// and a mark where it ran out, and the same in words beside it. Drawn in a 320-unit box that
/// scales to the page, its words on their own lines above each bar, so it reads at 320 CSS
/// pixels.
enum TimeLimitsPicture {
  /// The section of a check's article; nothing when the task set no limit.
  static func render(_ limits: [TimeLimit], id: String, into out: inout ByteText) {
    guard !limits.isEmpty else { return }
    // Two lines of words a limit, what it is and its times, then its bar.
    let rowHeight = 46
    let height = rowHeight * limits.count + 4
    let lines = limits.map { [$0.about, times($0)] }
    // A box wide enough for its longest line (some 6 units a character at this size), never
    // narrower than 320: at 320 CSS pixels nothing reaches past the page's edge.
    let longestLine = lines.joined().map(\.count).max() ?? 0
    let width = max(320, longestLine * 6 + 24)
    // One scale for every bar of the check: the longest given or used.
    let longest = limits.map { max($0.given, $0.used).milliseconds }.max() ?? 1
    let scale = Double(width - 20) / Double(max(longest, 1))
    out.put("<h4>Time given and time used</h4>\n<figure>\n<svg role=\"img\" aria-labelledby=\"")
    out.add(id)
    out.put("-limits-title\" viewBox=\"0 0 ")
    out.add(width)
    out.put(" ")
    out.add(height)
    out.put("\" width=\"100%\"><title id=\"")
    out.add(id)
    out.put("-limits-title\">")
    out.escaped(
      "Time given and time used: "
        + limits.map { "\($0.about) \($0.given.stated) given, \($0.used.stated) used" }
        .joined(separator: "; "))
    out.put("</title>")
    for (row, limit) in limits.enumerated() {
      let top = row * rowHeight
      let given = Double(limit.given.milliseconds) * scale
      let used = Double(min(limit.used, limit.given).milliseconds) * scale
      bar(top: top, lines: lines[row], given: given, used: used, ranOut: limit.end == .ranOut, into: &out)
    }
    out.put("</svg>\n<figcaption>")
    out.put("Bars: the time the app gave (outlined), the time used (filled); a red line where it ran out.")
    out.put("</figcaption>\n</figure>\n<ul>\n")
    for limit in limits {
      out.put("<li>")
      out.escaped(limit.sentence)
      out.put("</li>\n")
    }
    out.put("</ul>\n")
  }

  /// One row: its lines of words, then its bar, the time given outlined and the time used
  /// filled over it (both in the picture's units), and a red line at its end where it ran out.
  static func bar(top: Int, lines: [String], given: Double, used: Double, ranOut: Bool, into out: inout ByteText) {
    for (index, line) in lines.enumerated() {
      out.put("<text x=\"10\" y=\"")
      out.add(top + 12 + 13 * index)
      out.put("\" font-size=\"11\" fill=\"#1b1b1b\">")
      out.escaped(line)
      out.put("</text>")
    }
    out.put("<rect x=\"10\" y=\"")
    out.add(top + 30)
    out.put("\" width=\"")
    out.add(tenths: given)
    out.put("\" height=\"12\" fill=\"#fff\" stroke=\"#595959\"/><rect x=\"10\" y=\"")
    out.add(top + 30)
    out.put("\" width=\"")
    out.add(tenths: used)
    out.put("\" height=\"12\" fill=\"#1f5fa8\"/>")
    guard ranOut else { return }
    out.put("<path d=\"M")
    out.add(tenths: 10 + given)
    out.put(" ")
    out.add(top + 27)
    out.put("v18\" stroke=\"#b42318\" stroke-width=\"3\"/>")
  }

  /// A bar's times, short: `15 min given, ran out at 15:00`, `13 min 45 s of 15 min 45 s used`.
  static func times(_ limit: TimeLimit) -> String {
    switch limit.end {
    case .ranOut: "\(short(limit.given)) given, ran out at \(limit.endedAt)"
    case .stopped: "\(short(limit.used)) of \(short(limit.given)) used"
    case .running: "\(short(limit.used)) of \(short(limit.given)) used, running"
    }
  }

  /// A duration in the picture's short words: `1 h 27 min 1.5 s`, `90 s`, `15 min`.
  static func short(_ duration: VirtualDuration) -> String {
    let tenths = (duration.milliseconds + 50) / 100
    let (hours, minutes, seconds, tenth) = (tenths / 36_000, tenths / 600 % 60, tenths / 10 % 60, tenths % 10)
    var parts: [String] = []
    if hours > 0 { parts.append("\(hours) h") }
    if minutes > 0 { parts.append("\(minutes) min") }
    if seconds > 0 || tenth > 0 || parts.isEmpty { parts.append(tenth > 0 ? "\(seconds).\(tenth) s" : "\(seconds) s") }
    return parts.joined(separator: " ")
  }

}

extension TimeLimitsPicture {
  /// Across profiles, one picture: a row a profile and kind of limit, its bar the time the app
  /// gave (outlined, the whole width) with the largest share of it a person used (filled), and
  /// a red line at its end where one ran out; the table after it says the same in words.
  static func acrossProfiles(_ rows: [(name: String, counts: RunTally.LimitCounts)]) -> String {
    let rowHeight = 46
    let lines = rows.map { name, counts in
      [
        name,
        "ran out \(counts.ranOut) of \(counts.starts); largest share \(short(counts.mostUsed)) of \(short(counts.ofGiven))",
      ]
    }
    let width = max(320, (lines.joined().map(\.count).max() ?? 0) * 6 + 24)
    var out = ByteText(capacity: 256 + 200 * rows.count)
    out.put("<figure>\n<svg role=\"img\" aria-labelledby=\"limits-by-profile-title\" viewBox=\"0 0 ")
    out.add(width)
    out.put(" ")
    out.add(rowHeight * rows.count + 4)
    out.put("\" width=\"100%\"><title id=\"limits-by-profile-title\">")
    out.escaped(
      "Time limits by profile: " + lines.map { $0.joined(separator: ", ") }.joined(separator: "; "))
    out.put("</title>")
    let full = Double(width - 20)
    for (index, (_, counts)) in rows.enumerated() {
      let top = index * rowHeight
      let share =
        counts.ofGiven.milliseconds > 0
        ? min(1, Double(counts.mostUsed.milliseconds) / Double(counts.ofGiven.milliseconds)) : 0
      bar(top: top, lines: lines[index], given: full, used: full * share, ranOut: counts.ranOut > 0, into: &out)
    }
    out.put("</svg>\n<figcaption>Each bar is the time the app gave, the whole width; filled, the largest share ")
    out.put("of it one person used; a red line where one ran out. The table below says the same.</figcaption>\n")
    out.put("</figure>\n")
    return String(decoding: out.take(), as: UTF8.self)
  }
}
