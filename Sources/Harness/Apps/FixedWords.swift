/// The words a world says that depend only on its app and its profile: the warning, its
/// time left, the session's length, and how an announcement the profile does not hear is
/// logged; and the lines of a form filled in order. A suite runs many checks of one app and
/// a few profiles, so a thread makes them once for each pair (`Cache`) and its worlds share
/// them: one thread's, so that no two threads count references to the same strings.
public struct FixedWords: Sendable {
  /// `Your session ends in 2 minutes.`
  let warning: String
  /// `Time left: 2 minutes`: the modal warning's second line.
  let timeLeft: String
  /// `15 minutes`.
  let sessionLength: String
  /// `not heard by Touch`.
  let notHeard: String
  /// What the sign-in screen says after an expiry, with a draft kept and with none.
  let expired: (kept: String, nothingSaved: String)
  /// The countdown's announcements, by the seconds left they say (`countdownSeconds`).
  let countdowns: [String]
  /// The timeout screen's texts, in the app's wording.
  let timeoutTexts: [String]
  /// The seconds left at which the countdown is announced, in the order of `countdowns`.
  static let countdownSeconds = [60, 30]

  /// The words of `app` and `profile`.
  init(app: AppModel, profile: Profile) {
    warning = app.said(.sessionWarning)
    timeLeft = app.said(.sessionTimeLeft)
    sessionLength = app.session.length.description
    notHeard = String.joined("not heard by ", profile.description)
    expired = (app.said(.sessionExpired), app.said(.sessionExpiredNothingSaved))
    timeoutTexts = app.tokenTimeoutTexts(app.biometric.timeoutScreen)
    countdowns = FixedWords.countdownSeconds.map {
      app.said(.countdown, own: ["left": VirtualDuration.seconds(Double($0)).description])
    }
  }

  /// Fixed words already made, by what they are made of; one thread's.
  public struct Cache: Sendable {
    private struct Key: Hashable {
      var content: ObjectIdentifier
      var lead: VirtualDuration
      var length: VirtualDuration
      /// The other durations a word may name (`{code.lifetime}`, `{slot.hold}`, `{token.lifetime}`).
      var others: [VirtualDuration]
      /// How the timeout screen words it, which picks its texts.
      var wording: BiometricBehaviour.Wording
      var profile: [ProfileSetting]
    }

    /// The words, with the content they were made of, which keeps its identity unshared.
    private var known: [Key: (words: FixedWords, content: AppContent)] = [:]

    public init() {}

    /// The words of a world of `app` and `profile`, made when first asked for.
    mutating func words(app: AppModel, profile: Profile) -> FixedWords {
      let key = Key(
        content: ObjectIdentifier(app.content), lead: app.session.warningLead, length: app.session.length,
        others: [app.oneTimeCode.lifetime, app.slot.hold, app.biometric.tokenLifetime],
        wording: app.biometric.timeoutScreen, profile: profile.settings)
      if let found = known[key] { return found.words }
      let made = FixedWords(app: app, profile: profile)
      known[key] = (made, app.content)
      return made
    }
  }
}
