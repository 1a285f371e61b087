/// Escaping for HTML text and attributes, with secrets taken out first.
enum HTML {
  static func escape(_ text: String) -> String {
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
