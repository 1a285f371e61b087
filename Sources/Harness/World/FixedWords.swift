/// The words a world says that depend only on its app's session and its profile: the
/// warning, its time left, the session's length, and how an announcement the profile does
/// not hear is logged. A suite runs many checks of one app and a few profiles, so a thread
/// makes them once for each pair (`Cache`) and its worlds share them.
public struct FixedWords: Sendable {
  /// `Your session ends in 2 minutes.`
  let warning: String
  /// `Time left: 2 minutes`: the modal warning's second line.
  let timeLeft: String
  /// `15 minutes`.
  let sessionLength: String
  /// `not heard by Touch`.
  let notHeard: String

  init(app: AppModel, profile: Profile) {
    let lead = app.session.warningLead.description
    warning = String.joined("Your session ends in ", lead, ".")
    timeLeft = String.joined("Time left: ", lead)
    sessionLength = app.session.length.description
    notHeard = String.joined("not heard by ", profile.description)
  }

  /// Fixed words already made, by what they are made of; one thread's.
  public struct Cache: Sendable {
    private struct Key: Hashable {
      var lead: VirtualDuration
      var length: VirtualDuration
      var profile: [ProfileSetting]
    }

    private var known: [Key: FixedWords] = [:]

    public init() {}

    /// The words of a world of `app` and `profile`, made when first asked for.
    mutating func words(app: AppModel, profile: Profile) -> FixedWords {
      let key = Key(lead: app.session.warningLead, length: app.session.length, profile: profile.settings)
      if let found = known[key] { return found }
      let made = FixedWords(app: app, profile: profile)
      known[key] = made
      return made
    }
  }
}
