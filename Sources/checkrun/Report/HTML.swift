/// Escaping for HTML text and attributes, with secrets taken out first.
enum HTML {
  static func escape(_ text: String) -> String {
    if !needsWork(text), !Redaction.mightHold(text) { return text }
    var out: [UInt8] = []
    let safe = XMLText.safe(Redaction.apply(text))
    out.reserveCapacity(safe.utf8.count + 16)
    for byte in safe.utf8 {
      switch byte {
      case 0x26: out.append(contentsOf: "&amp;".utf8)
      case 0x3C: out.append(contentsOf: "&lt;".utf8)
      case 0x3E: out.append(contentsOf: "&gt;".utf8)
      case 0x22: out.append(contentsOf: "&quot;".utf8)
      case 0x27: out.append(contentsOf: "&#39;".utf8)
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether `text` has a character to escape, or anything but printable ASCII and line breaks.
  private static func needsWork(_ text: String) -> Bool {
    text.utf8.contains { byte in
      switch byte {
      case 0x26, 0x3C, 0x3E, 0x22, 0x27: true
      case 0x20..<0x7F, 0x0A, 0x09, 0x0D: false
      default: true
      }
    }
  }
}
