import Harness

extension RunComparison {
  /// The comparison as a section of the report page (`--previous`): the two runs, the
  /// counts, and each kind of change that has a check, the first `RunTally.attentionLimit`
  /// of each listed and the rest counted.
  func htmlSection() -> String {
    let code = { (text: String) in "<code>\(HTML.escape(text))</code>" }
    var out = "<section aria-labelledby=\"compared-h\">\n<h2 id=\"compared-h\">\(RunComparison.title)</h2>\n"
    out += "<p>Earlier: \(old.described(quote: code, escape: HTML.escape)); "
    out += "now: \(new.described(quote: code, escape: HTML.escape)).</p>\n"
    out += "<p><strong>\(HTML.escape(counts))</strong></p>\n"
    for kind in Kind.allCases {
      let items = items(kind)
      guard !items.isEmpty else { continue }
      out += "<h3>\(HTML.escape(kind.title)): \(items.count)</h3>\n<ul>\n"
      for item in items.prefix(RunTally.attentionLimit) {
        let mark = item.mark
        let note = kind.note(item).map { ": \(HTML.escape($0))" } ?? ""
        out += "<li>\(HTML.escape(mark.name)) (\(code(mark.id)), \(code("\(mark.path):\(mark.line)")))\(note)</li>\n"
      }
      out += "</ul>\n"
      if items.count > RunTally.attentionLimit {
        out += "<p>… and \(items.count - RunTally.attentionLimit) more.</p>\n"
      }
    }
    return out + "</section>\n"
  }
}
