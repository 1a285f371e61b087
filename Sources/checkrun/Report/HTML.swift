/// Escaping for HTML text and attributes, with secrets taken out first.
enum HTML {
  static func escape(_ text: String) -> String {
    var out = ByteText(capacity: text.utf8.count + 32)
    out.escaped(text)
    return String(decoding: out.bytes, as: UTF8.self)
  }
}

extension ByteText {
  /// Appends text from a check or the model, escaped for HTML, with secrets taken out.
  mutating func escaped(_ text: String) {
    let clean = CleanText(text)
    if clean.found.isDisjoint(with: [.markup, .apostrophe]) {
      add(clean.text)
    } else {
      add(clean.text, replacing: .html)
    }
  }
}
