import Harness

extension RunComparison {
  /// The title every output gives the comparison.
  static let title = "Compared with an earlier run"

  /// The comparison for a terminal (`checkrun diff`): the two runs, the counts, then each
  /// kind of change that has a check, a line a check (`  PATH:LINE  ID  NAME (note)`).
  func text() -> String {
    let quote = { (text: String) in "'\(ConsoleText.safe(text))'" }
    var out = "compared \(old.described(quote: quote, escape: ConsoleText.safe))"
    out += " with \(new.described(quote: quote, escape: ConsoleText.safe))\n\(counts)\n"
    for kind in Kind.allCases {
      let items = items(kind)
      guard !items.isEmpty else { continue }
      out += "\n\(kind.title) (\(items.count)):\n"
      for item in items {
        let mark = item.mark
        let note = kind.note(item).map { " (\($0))" } ?? ""
        out += "  " + ConsoleText.safe("\(mark.path):\(mark.line)  \(mark.id)  \(mark.name)") + note + "\n"
      }
    }
    return out
  }

  /// The comparison in Markdown, its title a heading of `level` and each kind of change one
  /// below it: the whole of it for `checkrun diff --format markdown`; for the summary, at most
  /// `limit` checks of a kind and `budget` UTF-16 code units of lines in all (a comment has a
  /// limit), the rest counted. Names, ids and paths are cut at 200 characters.
  func markdown(level: Int, limit: Int = .max, budget: Int = .max) -> String {
    let heading = String(repeating: "#", count: level)
    let code = { (text: String) in MarkdownText.code(SummaryReporter.clipped(text)) }
    var out = "\(heading) \(RunComparison.title)\n\n"
    out += "Earlier: \(old.described(quote: code, escape: MarkdownText.inline)); "
    out += "now: \(new.described(quote: code, escape: MarkdownText.inline)).\n\n**\(counts)**\n\n"
    var used = 0
    for kind in Kind.allCases {
      let items = items(kind)
      guard !items.isEmpty else { continue }
      out += "\(heading)# \(kind.title) (\(items.count))\n\n"
      var listed = 0
      for item in items.prefix(limit) {
        let mark = item.mark
        let note = kind.note(item).map { ": \($0)" } ?? ""
        let line =
          "- **\(MarkdownText.inline(SummaryReporter.clipped(mark.name)))** (\(code(mark.id)), \(MarkdownText.code("\(SummaryReporter.clipped(mark.path)):\(mark.line)")))\(note)\n"
        used += line.utf16.count
        guard used <= budget else { break }
        out += line
        listed += 1
      }
      if items.count > listed { out += "- … and \(items.count - listed) more\n" }
      out += "\n"
    }
    return out
  }
}
