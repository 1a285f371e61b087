/// Escaping for HTML text and attributes, with secrets taken out first.
enum HTML {
  static func escape(_ text: String) -> String {
    let special: Set<UInt8> = [0x26, 0x3C, 0x3E, 0x22, 0x27]
    if XMLText.isPlain(text), !text.utf8.contains(where: special.contains), !Redaction.mightHold(text) { return text }
    var out = ""
    for character in XMLText.safe(Redaction.apply(text)) {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
