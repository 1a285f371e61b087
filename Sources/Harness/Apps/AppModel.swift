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
  /// The words and forms, and the screens made of them.
  var content: AppContent
  /// The team's own logic that runs this app, when one does (`init(named:logic:)`); a
  /// record of a run writes the app's name and words, never the logic.
  var logic: LogicBox?
  /// Other names a check may give the app's things (an app file's `aliases`). Setting them
  /// starts the app's nouns afresh: a copy without them must not find them.
  public var aliases: [NounAlias] = [] {
    didSet {
      content = AppContent(words: content.words, forms: content.forms)
      if let logic { self.logic = LogicBox(logic.initial, identity: logic.identity) }
    }
  }

  /// An app of these behaviours, with the words and forms of `words` and `forms`.
  public init(
    name: String, session: SessionBehaviour, oneTimeCode: CodeBehaviour, slot: SlotBehaviour,
    biometric: BiometricBehaviour, passcode: PasscodeBehaviour, paces: [ProfileSetting: Pace] = [:],
    words: AppWords, forms: AppForms
  ) {
    self.paces = paces
    content = AppContent(words: words, forms: forms)
    self.name = name
    self.session = session
    self.oneTimeCode = oneTimeCode
    self.slot = slot
    self.biometric = biometric
    self.passcode = passcode
  }

  /// Everything as the seeds recommend: `Apps/fixed.json`.
  public static let fixed = AppModel.described(PackageResources.fixed_json, path: "fixed.json")

  /// The seeds' "Before" and the problems they describe: `Apps/before.json`.
  public static let before = AppModel.described(PackageResources.before_json, path: "before.json")

  /// The built-in apps by name.
  public static let builtIn: [String: AppModel] = ["fixed": .fixed, "before": .before]

  /// A built-in app's description, read as an app file is; a test reads each one, so one
  /// that does not read stops the tests rather than a user's run.
  private static func described(_ bytes: [UInt8], path: String) -> AppModel {
    switch AppFile.parse(bytes, path: path) {
    case .success(let app): return app
    case .failure(let list): preconditionFailure("built-in \(path) does not read: \(list)")
    }
  }

  /// The words the app says, by name: every label, text, message and announcement.
  public var words: AppWords {
    get { content.words }
    set { content = AppContent(words: newValue, forms: content.forms) }
  }

  /// The app's forms and their fields.
  public var forms: AppForms {
    get { content.forms }
    set { content = AppContent(words: content.words, forms: newValue) }
  }
}

extension AppModel: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, session, oneTimeCode, slot, biometric, passcode, paces, words, forms
  }

  /// Set to `true` in an encoder's `userInfo`, an app is written by its name alone: for a
  /// record that describes each app once elsewhere (`results.json`'s `run.apps`), so a run of
  /// many checks does not write its app again for each, and never writes a flow app as the
  /// behaviours of `fixed` it starts from (its flow is not part of this encoding).
  public static let byName = CodingUserInfoKey(rawValue: "checkrun.app.byName")

  /// A pace override, for encoding the overrides in a stable order.
  private struct PaceOverride: Codable {
    var setting: ProfileSetting
    var pace: Pace
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.session) || !container.contains(.name) else {
      // An app written by its name alone (`byName`): the record holds its name, and its
      // settings are where the record describes its apps. The name is all a reader of the
      // record takes of it.
      self = AppModel.fixed
      name = try container.decode(String.self, forKey: .name)
      return
    }
    name = try container.decode(String.self, forKey: .name)
    session = try container.decode(SessionBehaviour.self, forKey: .session)
    oneTimeCode = try container.decode(CodeBehaviour.self, forKey: .oneTimeCode)
    slot = try container.decode(SlotBehaviour.self, forKey: .slot)
    biometric = try container.decode(BiometricBehaviour.self, forKey: .biometric)
    passcode = try container.decode(PasscodeBehaviour.self, forKey: .passcode)
    let overrides = try container.decode([PaceOverride].self, forKey: .paces)
    paces = Dictionary(overrides.map { ($0.setting, $0.pace) }, uniquingKeysWith: { _, last in last })
    // Words and forms are written only where they differ from `fixed`'s (a record of a run
    // holds an app for each check); a record from before apps had words has none.
    let fixed = AppModel.fixed.content
    var words = fixed.words
    for (key, text) in try container.decodeIfPresent([String: String].self, forKey: .words) ?? [:] {
      if let word = Word(rawValue: key) { words[word] = text }
    }
    content = AppContent(
      words: words, forms: try container.decodeIfPresent(AppForms.self, forKey: .forms) ?? fixed.forms)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    if let key = AppModel.byName, encoder.userInfo[key] as? Bool == true { return }
    try container.encode(session, forKey: .session)
    try container.encode(oneTimeCode, forKey: .oneTimeCode)
    try container.encode(slot, forKey: .slot)
    try container.encode(biometric, forKey: .biometric)
    try container.encode(passcode, forKey: .passcode)
    let order = ProfileSetting.all
    let overrides = paces.map { PaceOverride(setting: $0.key, pace: $0.value) }
      .sorted { (order.firstIndex(of: $0.setting) ?? 0) < (order.firstIndex(of: $1.setting) ?? 0) }
    try container.encode(overrides, forKey: .paces)
    let fixed = AppModel.fixed.content
    if content != fixed {
      let changed = Word.allCases.filter { words[$0] != fixed.words[$0] }
      if !changed.isEmpty {
        try container.encode(
          Dictionary(uniqueKeysWithValues: changed.map { ($0.rawValue, words[$0]) }), forKey: .words)
      }
      if forms != fixed.forms { try container.encode(forms, forKey: .forms) }
    }
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

  /// Session length from sign-in, the last extension or (renewed by activity) the person's last act.
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

  /// How the session's end moves while the person works.
  public enum Renewal: String, Codable, Hashable, Sendable, CaseIterable {
    /// From sign-in or the last extension; typing does not move it.
    case fixed
    /// Each thing the person does in the app (a field entered, a control activated) starts
    /// the session's length again.
    case activity
  }

  /// What the app does about announcements the person missed while in another app.
  public enum OnReturn: String, Codable, Hashable, Sendable, CaseIterable {
    /// Nothing: what was said while away is gone.
    case nothing
    /// The last announcement missed while away is said again, when what it was about is
    /// still on screen.
    case repeatMissed
  }

  /// How the session's end moves: fixed, or renewed by the person's activity.
  public var renewal: Renewal = .fixed
  /// The longest a session may last from sign-in, extensions and renewals included; nil for no limit.
  public var maximum: VirtualDuration?
  /// How many times the session may be extended; nil for no limit.
  public var extensionLimit: Int?
  /// How long the draft store keeps a draft; nil for as long as the app runs.
  public var draftKeptFor: VirtualDuration?
  public var onReturn: OnReturn = .nothing

  private enum CodingKeys: String, CodingKey {
    case length, warning, warningLead, announcesWarning, countdownAnnounced, extend, drafts, explainsExpiry
    case formAtExpiry, renewal, maximum, extensionLimit, draftKeptFor, onReturn
  }

  // The behaviours added with apps as data are written only when they are not the
  // default, and read as the default when absent: a record written before them reads.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    length = try container.decode(VirtualDuration.self, forKey: .length)
    warning = try container.decode(Warning.self, forKey: .warning)
    warningLead = try container.decode(VirtualDuration.self, forKey: .warningLead)
    announcesWarning = try container.decode(Bool.self, forKey: .announcesWarning)
    countdownAnnounced = try container.decode(Bool.self, forKey: .countdownAnnounced)
    extend = try container.decode(Extend.self, forKey: .extend)
    drafts = try container.decode(Drafts.self, forKey: .drafts)
    explainsExpiry = try container.decode(Bool.self, forKey: .explainsExpiry)
    formAtExpiry = try container.decode(FormAtExpiry.self, forKey: .formAtExpiry)
    renewal = try container.decodeIfPresent(Renewal.self, forKey: .renewal) ?? .fixed
    maximum = try container.decodeIfPresent(VirtualDuration.self, forKey: .maximum)
    extensionLimit = try container.decodeIfPresent(Int.self, forKey: .extensionLimit)
    draftKeptFor = try container.decodeIfPresent(VirtualDuration.self, forKey: .draftKeptFor)
    onReturn = try container.decodeIfPresent(OnReturn.self, forKey: .onReturn) ?? .nothing
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(length, forKey: .length)
    try container.encode(warning, forKey: .warning)
    try container.encode(warningLead, forKey: .warningLead)
    try container.encode(announcesWarning, forKey: .announcesWarning)
    try container.encode(countdownAnnounced, forKey: .countdownAnnounced)
    try container.encode(extend, forKey: .extend)
    try container.encode(drafts, forKey: .drafts)
    try container.encode(explainsExpiry, forKey: .explainsExpiry)
    try container.encode(formAtExpiry, forKey: .formAtExpiry)
    if renewal != .fixed { try container.encode(renewal, forKey: .renewal) }
    try container.encodeIfPresent(maximum, forKey: .maximum)
    try container.encodeIfPresent(extensionLimit, forKey: .extensionLimit)
    try container.encodeIfPresent(draftKeptFor, forKey: .draftKeptFor)
    if onReturn != .nothing { try container.encode(onReturn, forKey: .onReturn) }
  }

  public init(
    length: VirtualDuration, warning: Warning, warningLead: VirtualDuration, announcesWarning: Bool,
    countdownAnnounced: Bool, extend: Extend, drafts: Drafts, explainsExpiry: Bool, formAtExpiry: FormAtExpiry,
    renewal: Renewal = .fixed, maximum: VirtualDuration? = nil, extensionLimit: Int? = nil,
    draftKeptFor: VirtualDuration? = nil, onReturn: OnReturn = .nothing
  ) {
    self.renewal = renewal
    self.maximum = maximum
    self.extensionLimit = extensionLimit
    self.draftKeptFor = draftKeptFor
    self.onReturn = onReturn
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
