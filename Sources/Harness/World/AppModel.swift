/// The app under test, described by its behaviours; `fixed` and `before` are built in.
public struct AppModel: Hashable, Sendable {
  /// The name reports show: `fixed`, `before`, or an app file's name.
  public var name: String
  public var session: SessionBehaviour
  public var oneTimeCode: CodeBehaviour

  public init(name: String, session: SessionBehaviour, oneTimeCode: CodeBehaviour) {
    self.name = name
    self.session = session
    self.oneTimeCode = oneTimeCode
  }

  /// Everything as the seeds recommend.
  public static let fixed = AppModel(
    name: "fixed",
    session: SessionBehaviour(
      length: .minutes(15), warning: .view, warningLead: .minutes(2), announcesWarning: true,
      extend: .afterReauthentication, drafts: .nonSensitive, explainsExpiry: true),
    oneTimeCode: CodeBehaviour(lifetime: .minutes(5), resendAfterExpiry: true, keepsProgress: true)
  )

  /// The seeds' "Before": no warning, no extend, form cleared, no draft, bare "Code expired".
  public static let before = AppModel(
    name: "before",
    session: SessionBehaviour(
      length: .minutes(15), warning: .none, warningLead: .minutes(2), announcesWarning: false,
      extend: .notAllowed, drafts: .none, explainsExpiry: false),
    oneTimeCode: CodeBehaviour(lifetime: .minutes(5), resendAfterExpiry: false, keepsProgress: false)
  )

  /// The built-in apps by name.
  public static let builtIn: [String: AppModel] = ["fixed": .fixed, "before": .before]
}

/// How the app times out a signed-in session (seed 000).
public struct SessionBehaviour: Hashable, Sendable {
  /// How the warning before expiry is presented.
  public enum Warning: Hashable, Sendable {
    /// A real view with "Stay signed in" and "Save and sign out" that stays until acted on.
    case view
    /// No warning at all.
    case none
  }

  /// Whether and how "Stay signed in" extends the session.
  public enum Extend: Hashable, Sendable {
    case silently
    case afterReauthentication
    case notAllowed
  }

  /// What the draft store keeps when the session ends.
  public enum Drafts: Hashable, Sendable {
    case nonSensitive
    case everything
    case none
  }

  /// Session length from sign-in or the last extension; typing in fields does not renew it.
  public var length: VirtualDuration
  public var warning: Warning
  /// How long before expiry the warning appears.
  public var warningLead: VirtualDuration
  /// Whether the warning is posted as an announcement.
  public var announcesWarning: Bool
  public var extend: Extend
  public var drafts: Drafts
  /// Whether the sign-in screen says what happened and what was kept.
  public var explainsExpiry: Bool

  public init(
    length: VirtualDuration, warning: Warning, warningLead: VirtualDuration, announcesWarning: Bool,
    extend: Extend, drafts: Drafts, explainsExpiry: Bool
  ) {
    self.length = length
    self.warning = warning
    self.warningLead = warningLead
    self.announcesWarning = announcesWarning
    self.extend = extend
    self.drafts = drafts
    self.explainsExpiry = explainsExpiry
  }
}

/// How the app handles one-time codes (seed 000).
public struct CodeBehaviour: Hashable, Sendable {
  /// How long a code can be used after it is sent.
  public var lifetime: VirtualDuration
  /// Whether "Resend code" stands right after "Code expired".
  public var resendAfterExpiry: Bool
  /// Whether the details entered before the code survive its expiry.
  public var keepsProgress: Bool

  public init(lifetime: VirtualDuration, resendAfterExpiry: Bool, keepsProgress: Bool) {
    self.lifetime = lifetime
    self.resendAfterExpiry = resendAfterExpiry
    self.keepsProgress = keepsProgress
  }
}
