/// The means a line may say the person uses, at its end: `"Stay signed in" can be reached with
/// the switch`, `the warning is spoken by VoiceOver`, `fill the long form at VoiceOver pace`.
/// The evidence is the profile's, whatever the line says, so the clause changes nothing when
/// the check's profile has that means, and is an error when it has not: a line never claims
/// of a switch what was judged with a finger.
enum Means {
  /// The words naming each means, longest first.
  static let names: [(words: [String], setting: ProfileSetting)] = [
    (["full", "keyboard", "access"], .fullKeyboardAccess),
    (["switch", "control"], .switchControl),
    (["voice", "control"], .voiceControl),
    (["voiceover"], .voiceOver),
    (["voice-over"], .voiceOver),
    (["screen", "reader"], .voiceOver),
    (["switches"], .switchControl),
    (["switch"], .switchControl),
    (["keyboard"], .fullKeyboardAccess),
  ]

  /// The words a means clause opens with.
  static let openers: Set<String> = ["by", "with", "using", "through", "via", "at"]

  /// The tokens before a means clause that ends `tokens`, and the means it names; nil when
  /// they end in none.
  static func clause(ending tokens: [Token]) -> (rest: [Token], setting: ProfileSetting)? {
    // The words of the line, a quoted label standing as an empty word no means is named by.
    var words = tokens.map { $0.word ?? "" }
    // `at VoiceOver pace`, `at the switch user's pace`
    var pace = false
    if words.last == "pace" || words.last == "speed" {
      words.removeLast()
      pace = true
    }
    for (name, setting) in names where words.count > name.count + 1 && Array(words.suffix(name.count)) == name {
      var start = words.count - name.count
      for article in ["the", "a"] where words[start - 1] == article { start -= 1 }
      guard start >= 2, openers.contains(words[start - 1]), (words[start - 1] == "at") == pace else { continue }
      return (Array(tokens[..<(start - 1)]), setting)
    }
    return nil
  }
}
