/// Escaping for HTML text and attributes, with secrets taken out first.
enum HTML {
  static func escape(_ text: String) -> String {
    guard let safe = needsEscaping(text) else { return text }
    var out = ByteText(capacity: safe.utf8.count + 32)
    out.add(safe, replacing: .html)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  /// Nil when `text` can be written as it is (the common case, told by one pass); otherwise
  /// the text with secrets taken out and made safe, still to be escaped.
  static func needsEscaping(_ text: String) -> String? {
    let found = ByteClass.of(text)
    if found.isDisjoint(with: [.unusual, .markup, .apostrophe]),
      !found.contains(.endsSecret) || !Redaction.mightHold(text)
    {
      return nil
    }
    return XMLText.safe(Redaction.apply(text))
  }
}

extension ByteText {
  /// Appends text from a check or the model, escaped for HTML, with secrets taken out.
  mutating func escaped(_ text: String) {
    if let safe = HTML.needsEscaping(text) {
      add(safe, replacing: .html)
    } else {
      add(text)
    }
  }
}
