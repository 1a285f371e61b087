/// Reads a `Profile:` value such as `VoiceOver + Larger Text AX3` into settings.
public enum ProfileNames {
  /// Spellings, squeezed (lowercase, no spaces, `-` or `_`), for each setting.
  static let spellings: [String: ProfileSetting] = {
    var table: [String: ProfileSetting] = [
      "touch": .touch, "voiceover": .voiceOver, "vo": .voiceOver,
      "switchcontrol": .switchControl, "switch": .switchControl,
      "voicecontrol": .voiceControl, "fullkeyboardaccess": .fullKeyboardAccess,
      "keyboard": .fullKeyboardAccess, "fka": .fullKeyboardAccess,
      "cognitive": .cognitive, "cognitivedisability": .cognitive,
    ]
    for size in 1...5 {
      for spelling in ["largertextax\(size)", "ax\(size)text", "ax\(size)", "largertext\(size)", "textsizeax\(size)"] {
        table[spelling] = .largerText(size)
      }
    }
    return table
  }()

  /// The names shown as suggestions.
  static let canonical: [String] = ProfileSetting.all.map(\.description)

  /// The settings named in `value`, or diagnostics for the names that are not known.
  public static func parse(_ value: Located<String>) -> Result<[ProfileSetting], DiagnosticList> {
    var settings: [ProfileSetting] = []
    var problems: [Diagnostic] = []
    for (name, offset) in split(value.value) {
      let squeezed = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
      if let setting = spellings[squeezed] {
        if !settings.contains(setting) { settings.append(setting) }
        continue
      }
      let close = Similarity.closest(to: name, among: canonical, cutoff: 0.5)
      let hint =
        close.isEmpty
        ? "; known profiles are \(canonical.map { "'\($0)'" }.joined(separator: ", "))" : Similarity.suggestion(close)
      problems.append(
        Diagnostic(.unknownProfile, at: value.location.advanced(by: offset), "unknown profile '\(name)'\(hint)"))
    }
    if problems.isEmpty && settings.isEmpty {
      problems.append(Diagnostic(.unknownProfile, at: value.location, "'Profile:' names no profile"))
    }
    return problems.isEmpty ? .success(settings) : .failure(DiagnosticList(problems))
  }

  /// The words that join two profiles in a sentence: `VoiceOver with Larger Text AX3`.
  static let joiners = ["and", "with", "plus"]

  /// The names in a profile value with their column offsets; `+`, `,`, `and`, `with` and
  /// `plus` join them.
  static func split(_ text: String) -> [(String, Int)] {
    var parts: [(String, Int)] = []
    var current = ""
    var start = 0
    let characters = Array(text)
    var index = 0
    func flush() {
      let trimmed = current.trimmingWhitespace()
      if !trimmed.isEmpty {
        let lead = current.prefix { $0 == " " || $0 == "\t" }.count
        parts.append((trimmed, start + lead))
      }
      current = ""
    }
    while index < characters.count {
      let character = characters[index]
      if character == "+" || character == "," {
        flush()
        start = index + 1
        index += 1
      } else if character == " ", index > 0,
        let joiner = joiners.first(where: { joiner in
          let end = index + 1 + joiner.count
          return end < characters.count && characters[end] == " "
            && String(characters[(index + 1)..<end]).lowercased() == joiner
        })
      {
        flush()
        start = index + joiner.count + 2
        index += joiner.count + 2
      } else {
        current.append(character)
        index += 1
      }
    }
    flush()
    return parts
  }
}

/// Several diagnostics as one error value.
public struct DiagnosticList: Error, Hashable, Sendable {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}
