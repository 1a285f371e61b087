/// What the app can show; the elements of each come from the world's state, or from a
/// team's logic (`hosted`).
public enum ScreenID: Hashable, Sendable {
  case form
  case signIn
  case codeDetails
  case codeEntry
  case codeExpired
  case verified
  case appointments
  case faceIDPrompt
  case tokenTimeout
  case biometricError
  case passcode
  case unlocked
  /// Another app: the password manager or anything else the person switched to.
  case otherApp
  /// A screen a team's logic draws (`AppScreen`), by its name and its name for messages.
  case hosted(name: String, title: String)

  /// The screen's stable name, the first part of its elements' names (`codeExpired.text1`).
  public var name: String {
    switch self {
    case .form: "form"
    case .signIn: "signIn"
    case .codeDetails: "codeDetails"
    case .codeEntry: "codeEntry"
    case .codeExpired: "codeExpired"
    case .verified: "verified"
    case .appointments: "appointments"
    case .faceIDPrompt: "faceIDPrompt"
    case .tokenTimeout: "tokenTimeout"
    case .biometricError: "biometricError"
    case .passcode: "passcode"
    case .unlocked: "unlocked"
    case .otherApp: "otherApp"
    case .hosted(let name, _): name
    }
  }

  /// A plain name for messages.
  public var title: String {
    switch self {
    case .form: "the long form"
    case .signIn: "the sign-in screen"
    case .codeDetails: "the identity check"
    case .codeEntry: "the code screen"
    case .codeExpired: "the code-expired screen"
    case .verified: "the confirmation screen"
    case .appointments: "the appointment screen"
    case .faceIDPrompt: "the Face ID prompt"
    case .tokenTimeout: "the timeout screen"
    case .biometricError: "the error screen"
    case .passcode: "the passcode screen"
    case .unlocked: "the unlocked app"
    case .otherApp: "another app"
    case .hosted(_, let title): title
    }
  }
}

/// One element on screen: text, a field or a button.
public struct Element: Hashable, Sendable {
  public enum Role: String, Hashable, Sendable {
    case text
    case field
    case button
  }

  /// What a button does when activated.
  public enum Action: Hashable, Sendable {
    case staySignedIn
    case saveAndSignOut
    case signIn
    case sendCode
    case verifyCode
    case resendCode
    case startAgain
    case logInAgain
    case closeNotice
    case selectSlot
    case bookSlot
    case keypad(String)
    /// Takes the person to another screen (a flow's `"does": "navigate"`): what `"LABEL" works`
    /// then judges.
    case navigate
    /// A team's own control (`AppLogic`), by the stable name its element takes: it states no
    /// effect, so `"LABEL" works` is refused for it.
    case named(String)
  }

  public var label: String
  public var role: Role
  public var action: Action?
  /// Whether VoiceOver can focus it.
  public var isAccessibilityElement: Bool

  public init(_ label: String, role: Role, action: Action? = nil, isAccessibilityElement: Bool = true) {
    self.label = label
    self.role = role
    self.action = action
    self.isAccessibilityElement = isAccessibilityElement
  }

  static func text(_ label: String) -> Element { Element(label, role: .text) }
  static func field(_ label: String) -> Element { Element(label, role: .field) }
  static func button(_ label: String, _ action: Action) -> Element {
    Element(label, role: .button, action: action)
  }

  var isInteractive: Bool { role != .text }
}

/// A screen as it was shown for a while: the history expectations look back on.
public struct ScreenVisit: Hashable, Sendable {
  public var screen: ScreenID
  public var elements: [Element]
  public var shownAt: VirtualInstant
  /// When it was replaced, if it was.
  public var endedAt: VirtualInstant?
  /// Whether the app replaced it on its own (a timer), rather than the person.
  public var endedByApp: Bool = false
}

/// A field of a form, with whether its value is sensitive (never saved, never shown).
public struct Field: Hashable, Sendable, Codable {
  public var label: String
  public var isSensitive: Bool
  /// The value the person entered, if any; never logged or reported.
  var value: String?

  public init(_ label: String, sensitive: Bool = false) {
    self.label = label
    self.isSensitive = sensitive
  }

  private enum CodingKeys: String, CodingKey {
    case label
    case isSensitive = "sensitive"
  }

  /// The most sensitive fields an app's forms may have between them: each is typed a
  /// value of its own that every output is searched for.
  public static let sensitiveLimit = 64

  /// Every value the model types into a sensitive field, the first sensitive field of the
  /// forms the first: what no output may ever contain. The first three are a card number, a
  /// security code and a password; the rest are stand-ins of the same kind.
  public static let sensitiveValues =
    ["4929 1234 5678 9012", "secret-cvv-739", "correct-horse-battery-42"]
    + (3..<sensitiveLimit).map { "sentinel-secret-\($0 < 10 ? "0" : "")\($0)-qz" }
}
