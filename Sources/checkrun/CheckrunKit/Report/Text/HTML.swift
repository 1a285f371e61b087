/// Escaping for HTML text and attributes, with secrets taken out first.
enum HTML {
  static func escape(_ text: String) -> String {
    var out = ByteText(capacity: text.utf8.count + 32)
    out.escaped(text)
    return String(decoding: out.bytes, as: UTF8.self)
  }
}
