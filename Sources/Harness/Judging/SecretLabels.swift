/// Labels that name a secret, whatever the app file marks: seed 000's "never card numbers or
/// passwords" is about what a field is, and a team that forgets to mark its card number
/// sensitive must not pass the claim that card numbers are never saved (issue 44's QA).
enum SecretLabels {
  /// The words, as whole words of a label, that name a secret, with what they name.
  static let names: [(words: [String], what: String)] = [
    (["card", "number"], "a card number"), (["card", "no"], "a card number"), (["password"], "a password"),
    (["passcode"], "a passcode"), (["passphrase"], "a passphrase"), (["security", "code"], "a security code"),
    (["cvv"], "a card's security code"), (["cvc"], "a card's security code"), (["pin"], "a PIN"),
  ]

  /// What `label` names that is secret (`a card number`), or nil.
  static func secret(_ label: String) -> String? {
    let words = label.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    for name in names {
      let count = name.words.count
      guard words.count >= count else { continue }
      for start in 0...(words.count - count) where Array(words[start..<(start + count)]) == name.words {
        return name.what
      }
    }
    return nil
  }
}
