/// A named piece of an app's words: a label, a text on a screen, a message or an
/// announcement. App descriptions give each one under its name (`"session.staySignedIn":
/// "Stay signed in"`); the engine says only names, so no word of any app is written in Swift.
public enum Word: String, CaseIterable, Hashable, Sendable, Codable {
  case sessionWarning = "session.warning"
  case sessionTimeLeft = "session.timeLeft"
  case staySignedIn = "session.staySignedIn"
  case saveAndSignOut = "session.saveAndSignOut"
  case countdown = "session.countdown"
  case sessionExpired = "session.expired"
  case sessionExpiredNothingSaved = "session.expiredNothingSaved"
  case signedOut = "session.signedOut"
  case formTitle = "form.title"
  case signInPassword = "signIn.password"
  case signInButton = "signIn.button"
  case signInUsePassword = "signIn.usePassword"
  case codeDetailsTitle = "code.detailsTitle"
  case codeSend = "code.send"
  case codeEntryTitle = "code.entryTitle"
  case codeField = "code.field"
  case codeVerify = "code.verify"
  case codeExpired = "code.expired"
  case codeExpiredAnnouncement = "code.expiredAnnouncement"
  case codeResend = "code.resend"
  case codeStartAgain = "code.startAgain"
  case codeVerified = "code.verified"
  case slotTitle = "slot.title"
  case slotFirst = "slot.first"
  case slotSecond = "slot.second"
  case slotSelected = "slot.selected"
  case slotBook = "slot.book"
  case faceIDTitle = "faceID.title"
  case faceIDInstruction = "faceID.instruction"
  case faceIDCancel = "faceID.cancel"
  case timeoutTitle = "timeout.title"
  case timeoutBody = "timeout.body"
  case timeoutErrorCode = "timeout.errorCode"
  case timeoutBiometricBody = "timeout.biometricBody"
  case timeoutGenericTitle = "timeout.genericTitle"
  case timeoutGenericBody = "timeout.genericBody"
  case timeoutLogInAgain = "timeout.logInAgain"
  case biometricErrorText = "biometricError.text"
  case biometricErrorTryAgain = "biometricError.tryAgain"
  case passcodeInstructions = "passcode.instructions"
  case passcodeField = "passcode.field"
  case passcodeNotice = "passcode.notice"
  case passcodeClose = "passcode.close"
  case unlockedTitle = "unlocked.title"

  /// The placeholders this word may hold besides the app's durations: the countdown's time
  /// left, the selected slot's label.
  var ownPlaceholders: [String] {
    switch self {
    case .countdown: ["left"]
    case .slotSelected: ["slot"]
    default: []
    }
  }

  /// Whether the word is the label of something a person activates or types into: it must
  /// not be empty, and no two such labels on a screen may be the same.
  var isLabel: Bool {
    switch self {
    case .staySignedIn, .saveAndSignOut, .signInPassword, .signInButton, .codeSend, .codeField, .codeVerify,
      .codeResend, .codeStartAgain, .slotFirst, .slotSecond, .slotBook, .faceIDCancel, .timeoutLogInAgain,
      .biometricErrorTryAgain, .passcodeField, .passcodeClose:
      true
    default: false
    }
  }

  /// Whether the word labels a field rather than a control.
  var isField: Bool { self == .signInPassword || self == .codeField || self == .passcodeField }

  /// The placeholders every word may hold: the app's durations, in words.
  static let durationPlaceholders = [
    "session.length", "session.lead", "code.lifetime", "slot.hold", "token.lifetime",
  ]
}

/// Every word of an app, by name, as its description gives them; `{session.lead}` and the
/// like stand for the app's durations, filled in when the word is said.
public struct AppWords: Hashable, Sendable {
  /// The words in `Word.allCases` order.
  private var texts: [String]
  /// Which words hold a placeholder, so that the rest are used as they are.
  private var templated: [Bool]

  /// Words from a table that has every name; nil when one is missing.
  init?(_ table: [Word: String]) {
    var texts: [String] = []
    texts.reserveCapacity(Word.allCases.count)
    for word in Word.allCases {
      guard let text = table[word] else { return nil }
      texts.append(text)
    }
    self.texts = texts
    templated = texts.map { $0.contains("{") }
  }

  /// Every word empty: where a complete description starts.
  static let blank = AppWords(empty: ())

  private init(empty: Void) {
    texts = Array(repeating: "", count: Word.allCases.count)
    templated = Array(repeating: false, count: Word.allCases.count)
  }

  /// The word as written, placeholders and all.
  public subscript(_ word: Word) -> String {
    get { texts[word.index] }
    set {
      texts[word.index] = newValue
      templated[word.index] = newValue.contains("{")
    }
  }

  /// The word with its placeholders filled in: the app's durations, and `own` for the
  /// word's own (`left`, `slot`).
  func said(_ word: Word, durations: [String: String], own: [String: String] = [:]) -> String {
    let text = texts[word.index]
    guard templated[word.index] else { return text }
    return AppWords.fill(text) { name in own[name] ?? durations[name] }
  }

  /// `text` with each `{name}` that `value` knows replaced by it; others left as written.
  static func fill(_ text: String, _ value: (String) -> String?) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      result += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      result += value(name) ?? String(rest[open...close])
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The names of the placeholders in `text`, in order.
  static func placeholders(in text: String) -> [String] {
    var names: [String] = []
    _ = fill(text) { name in
      names.append(name)
      return nil
    }
    return names
  }
}

extension Word {
  /// The word's place in `Word.allCases`: a case without a payload is stored as its place
  /// in the declaration, which is the order of `allCases`, in one byte. Read so, not hashed
  /// (a String-backed enum hashes its raw value), since every label the engine draws is a
  /// lookup; `WordIndexTests` holds the two orders equal.
  var index: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}

/// The forms the app shows: the long form of seed 000, and the details asked for before a
/// one-time code is sent.
public struct AppForms: Hashable, Sendable {
  public var long: [Field]
  public var details: [Field]

  public init(long: [Field], details: [Field]) {
    self.long = long
    self.details = details
  }
}

extension AppWords: Codable {
  public init(from decoder: any Decoder) throws {
    let table = try decoder.singleValueContainer().decode([String: String].self)
    var words: [Word: String] = [:]
    for (key, text) in table {
      if let word = Word(rawValue: key) { words[word] = text }
    }
    guard let made = AppWords(words) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a word is missing"))
    }
    self = made
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Dictionary(uniqueKeysWithValues: Word.allCases.map { ($0.rawValue, self[$0]) }))
  }
}

extension AppForms: Codable {}
