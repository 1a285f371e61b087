/// The app under test, described by its behaviours; `fixed` and `before` are built in.
public struct AppModel: Hashable, Sendable {
  /// The name reports show: `fixed`, `before`, or an app file's name.
  public var name: String
  public var session: SessionBehaviour
  public var oneTimeCode: CodeBehaviour
  public var slot: SlotBehaviour
  public var biometric: BiometricBehaviour
  public var passcode: PasscodeBehaviour
  /// Pace overrides for profile settings; a setting not here keeps its default.
  public var paces: [ProfileSetting: Pace]

  public init(
    name: String, session: SessionBehaviour, oneTimeCode: CodeBehaviour, slot: SlotBehaviour,
    biometric: BiometricBehaviour, passcode: PasscodeBehaviour, paces: [ProfileSetting: Pace] = [:]
  ) {
    self.paces = paces
    self.name = name
    self.session = session
    self.oneTimeCode = oneTimeCode
    self.slot = slot
    self.biometric = biometric
    self.passcode = passcode
  }

  /// Everything as the seeds recommend.
  public static let fixed = AppModel(
    name: "fixed",
    session: SessionBehaviour(
      length: .minutes(15), warning: .view, warningLead: .minutes(2), announcesWarning: true,
      countdownAnnounced: true, extend: .afterReauthentication, drafts: .nonSensitive, explainsExpiry: true,
      formAtExpiry: .cleared),
    oneTimeCode: CodeBehaviour(lifetime: .minutes(5), resend: .afterMessage, keepsProgress: true),
    slot: SlotBehaviour(hold: .minutes(5)),
    biometric: BiometricBehaviour(
      tokenLifetime: .seconds(90), attempts: 2, atExpiry: .timeoutScreen, timeoutScreen: .plainWords),
    passcode: PasscodeBehaviour(
      dismissal: .closeButtonOnly, announcementCompletes: true, focusAfterDismissal: .instructions)
  )

  /// The seeds' "Before" and the problems they describe.
  public static let before = AppModel(
    name: "before",
    session: SessionBehaviour(
      length: .minutes(15), warning: .none, warningLead: .minutes(2), announcesWarning: false,
      countdownAnnounced: false, extend: .notAllowed, drafts: .none, explainsExpiry: false, formAtExpiry: .cleared),
    oneTimeCode: CodeBehaviour(lifetime: .minutes(5), resend: .none, keepsProgress: false),
    slot: SlotBehaviour(hold: .zero),
    biometric: BiometricBehaviour(
      tokenLifetime: .seconds(90), attempts: 2, atExpiry: .stalePrompt, timeoutScreen: .plainWords),
    passcode: PasscodeBehaviour(
      dismissal: .tapOutsidePassesThrough, announcementCompletes: false, focusAfterDismissal: .instructions)
  )

  /// The built-in apps by name.
  public static let builtIn: [String: AppModel] = ["fixed": .fixed, "before": .before]
}

extension AppModel: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, session, oneTimeCode, slot, biometric, passcode, paces
  }

  /// A pace override, for encoding the overrides in a stable order.
  private struct PaceOverride: Codable {
    var setting: ProfileSetting
    var pace: Pace
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    session = try container.decode(SessionBehaviour.self, forKey: .session)
    oneTimeCode = try container.decode(CodeBehaviour.self, forKey: .oneTimeCode)
    slot = try container.decode(SlotBehaviour.self, forKey: .slot)
    biometric = try container.decode(BiometricBehaviour.self, forKey: .biometric)
    passcode = try container.decode(PasscodeBehaviour.self, forKey: .passcode)
    let overrides = try container.decode([PaceOverride].self, forKey: .paces)
    paces = Dictionary(overrides.map { ($0.setting, $0.pace) }, uniquingKeysWith: { _, last in last })
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(session, forKey: .session)
    try container.encode(oneTimeCode, forKey: .oneTimeCode)
    try container.encode(slot, forKey: .slot)
    try container.encode(biometric, forKey: .biometric)
    try container.encode(passcode, forKey: .passcode)
    let order = ProfileSetting.all
    let overrides = paces.map { PaceOverride(setting: $0.key, pace: $0.value) }
      .sorted { (order.firstIndex(of: $0.setting) ?? 0) < (order.firstIndex(of: $1.setting) ?? 0) }
    try container.encode(overrides, forKey: .paces)
  }
}

/// How the app times out a signed-in session (seed 000).
public struct SessionBehaviour: Codable, Hashable, Sendable {
  /// How the warning before expiry is presented.
  public enum Warning: Codable, Hashable, Sendable {
    /// A real view with "Stay signed in" and "Save and sign out" that stays until acted on.
    case view
    /// A toast that goes away by itself after the given time.
    case toast(VirtualDuration)
    /// No warning at all.
    case none
  }

  /// Whether and how "Stay signed in" extends the session.
  public enum Extend: String, Codable, Hashable, Sendable, CaseIterable {
    case silently
    case afterReauthentication
    case notAllowed
  }

  /// What the draft store keeps when the session ends.
  public enum Drafts: String, Codable, Hashable, Sendable, CaseIterable {
    case nonSensitive
    case everything
    case none
  }

  /// What happens to the form on screen when the session ends.
  public enum FormAtExpiry: String, Codable, Hashable, Sendable, CaseIterable {
    case cleared
    case kept
  }

  /// Session length from sign-in or the last extension; typing in fields does not renew it.
  public var length: VirtualDuration
  public var warning: Warning
  /// How long before expiry the warning appears.
  public var warningLead: VirtualDuration
  /// Whether the warning is posted as an announcement.
  public var announcesWarning: Bool
  /// Whether the remaining time is announced as it runs down (one minute and 30 seconds left).
  public var countdownAnnounced: Bool
  public var extend: Extend
  public var drafts: Drafts
  /// Whether the sign-in screen says what happened and what was kept.
  public var explainsExpiry: Bool
  public var formAtExpiry: FormAtExpiry

  public init(
    length: VirtualDuration, warning: Warning, warningLead: VirtualDuration, announcesWarning: Bool,
    countdownAnnounced: Bool, extend: Extend, drafts: Drafts, explainsExpiry: Bool, formAtExpiry: FormAtExpiry
  ) {
    self.length = length
    self.warning = warning
    self.warningLead = warningLead
    self.announcesWarning = announcesWarning
    self.countdownAnnounced = countdownAnnounced
    self.extend = extend
    self.drafts = drafts
    self.explainsExpiry = explainsExpiry
    self.formAtExpiry = formAtExpiry
  }
}

/// How the app handles one-time codes (seed 000).
public struct CodeBehaviour: Codable, Hashable, Sendable {
  /// How long a code can be used after it is sent.
  public var lifetime: VirtualDuration
  /// Where "Resend code" stands on the code-expired screen.
  public enum Resend: String, Codable, Hashable, Sendable, CaseIterable {
    /// Right after "Code expired", first in every order.
    case afterMessage
    /// On the screen, but after "Start again".
    case elsewhere
    /// Not offered: only "Start again".
    case none
  }

  public var resend: Resend
  /// Whether the details entered before the code survive its expiry and starting again.
  public var keepsProgress: Bool

  public init(lifetime: VirtualDuration, resend: Resend, keepsProgress: Bool) {
    self.lifetime = lifetime
    self.resend = resend
    self.keepsProgress = keepsProgress
  }
}

/// How long a selected appointment slot is held (seed 000).
public struct SlotBehaviour: Codable, Hashable, Sendable {
  /// Zero means the slot is not held: someone else takes it after `SlotBehaviour.contention`.
  public var hold: VirtualDuration

  /// How soon someone else books a slot that is not held (the model's busy clinic).
  public static let contention = VirtualDuration.seconds(30)

  public init(hold: VirtualDuration) {
    self.hold = hold
  }
}

/// Biometric sign-in with a short-lived token (seed 001).
public struct BiometricBehaviour: Codable, Hashable, Sendable {
  /// What the app does when the sign-in token expires.
  public enum AtExpiry: String, Codable, Hashable, Sendable, CaseIterable {
    /// A dedicated screen in plain words: timed out for the user's security, no error code.
    case timeoutScreen
    /// The Face ID prompt stays; a later success leads to a generic error with an error code.
    case stalePrompt
  }

  /// How the timeout screen is worded.
  public enum Wording: String, Codable, Hashable, Sendable, CaseIterable {
    /// Timed out for the person's security, nothing went wrong, log in again.
    case plainWords
    /// The same, with the error-screen pattern's technical section and error code.
    case withErrorCode
    /// The same, but naming Face ID as "biometric login".
    case saysBiometric
    /// "There was a problem logging you in": neither the timeout nor the reason.
    case generic
  }

  public var tokenLifetime: VirtualDuration
  /// Failed Face ID attempts before the app falls back to signing in with a password.
  public var attempts: Int
  public var atExpiry: AtExpiry
  public var timeoutScreen: Wording

  public init(tokenLifetime: VirtualDuration, attempts: Int, atExpiry: AtExpiry, timeoutScreen: Wording) {
    self.tokenLifetime = tokenLifetime
    self.attempts = attempts
    self.atExpiry = atExpiry
    self.timeoutScreen = timeoutScreen
  }
}

/// The passcode screen's "Incorrect passcode" notice view (seed 002).
public struct PasscodeBehaviour: Codable, Hashable, Sendable {
  /// The three dismissal options the seed weighs.
  public enum Dismissal: String, Codable, Hashable, Sendable, CaseIterable {
    /// Option 1: a touch outside dismisses; a touch on a control is handled by that control too.
    case tapOutsidePassesThrough
    /// Option 2: a touch outside dismisses and goes no further.
    case tapOutsideSwallowed
    /// Option 3: a touch outside is ignored; only the close button dismisses.
    case closeButtonOnly
  }

  /// Where accessibility focus goes after the notice is dismissed.
  public enum FocusAfterDismissal: String, Codable, Hashable, Sendable, CaseIterable {
    case instructions
    case keypad
  }

  public var dismissal: Dismissal
  /// Whether the error announcement finishes before focus moves (iOS cuts it off).
  public var announcementCompletes: Bool
  public var focusAfterDismissal: FocusAfterDismissal

  public init(dismissal: Dismissal, announcementCompletes: Bool, focusAfterDismissal: FocusAfterDismissal) {
    self.dismissal = dismissal
    self.announcementCompletes = announcementCompletes
    self.focusAfterDismissal = focusAfterDismissal
  }
}
