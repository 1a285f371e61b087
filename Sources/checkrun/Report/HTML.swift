/// Escaping for HTML text and attributes, with secrets taken out first.
enum HTML {
  static func escape(_ text: String) -> String {
    let found = ByteClass.of(text)
    if found.isDisjoint(with: [.unusual, .markup, .apostrophe]),
      !found.contains(.endsSecret) || !Redaction.mightHold(text)
    {
      return text
    }
    var safe = XMLText.safe(Redaction.apply(text))
    var out: [UInt8] = []
    out.reserveCapacity(safe.utf8.count + 32)
    safe.withUTF8 { bytes in
      // Runs of ordinary bytes are copied whole; each special byte becomes its entity.
      var start = 0
      for (index, byte) in bytes.enumerated() {
        let entity: StaticString
        switch byte {
        case 0x26: entity = "&amp;"
        case 0x3C: entity = "&lt;"
        case 0x3E: entity = "&gt;"
        case 0x22: entity = "&quot;"
        case 0x27: entity = "&#39;"
        default: continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        out.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
        start = index + 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    return String(decoding: out, as: UTF8.self)
  }
}

extension ByteText {
  /// Appends text from a check or the model, escaped for HTML, with secrets taken out.
  mutating func escaped(_ text: String) {
    add(HTML.escape(text))
  }
}
