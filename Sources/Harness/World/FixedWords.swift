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
  /// `filled 'Full name' (1 of 20)`: each field of the long form filled, when the fields
  /// before it are filled and no other; the usual case.
  let filledInOrder: [String]

  /// The words of `app` and `profile`.
  init(app: AppModel, profile: Profile) {
    warning = app.said(.sessionWarning)
    timeLeft = app.said(.sessionTimeLeft)
    sessionLength = app.session.length.description
    notHeard = String.joined("not heard by ", profile.description)
    filledInOrder = app.content.filledInOrder.map { String.joined($0) }
  }

  /// Fixed words already made, by what they are made of; one thread's.
  public struct Cache: Sendable {
    private struct Key: Hashable {
      var content: ObjectIdentifier
      var lead: VirtualDuration
      var length: VirtualDuration
      var profile: [ProfileSetting]
    }

    /// The words, with the content they were made of, which keeps its identity unshared.
    private var known: [Key: (words: FixedWords, content: AppContent)] = [:]

    public init() {}

    /// The words of a world of `app` and `profile`, made when first asked for.
    mutating func words(app: AppModel, profile: Profile) -> FixedWords {
      let key = Key(
        content: ObjectIdentifier(app.content), lead: app.session.warningLead, length: app.session.length,
        profile: profile.settings)
      if let found = known[key] { return found.words }
      let made = FixedWords(app: app, profile: profile)
      known[key] = (made, app.content)
      return made
    }
  }
}
