/// The words a world says that depend only on its app's session and its profile: the
/// warning, its time left, the session's length, and how an announcement the profile does
/// not hear is logged; and the lines of a form filled in order, which depend on nothing. A
/// suite runs many checks of one app and a few profiles, so a thread makes them once for
/// each pair (`Cache`) and its worlds share them: one thread's, so that no two threads count
/// references to the same strings.
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

  /// The words of `app` and `profile`; `filledInOrder`, the fill's lines, which a thread's
  /// cache makes once for every pair.
  init(app: AppModel, profile: Profile, filledInOrder: [String] = FixedWords.filledLines()) {
    let lead = app.session.warningLead.description
    warning = String.joined("Your session ends in ", lead, ".")
    timeLeft = String.joined("Time left: ", lead)
    sessionLength = app.session.length.description
    notHeard = String.joined("not heard by ", profile.description)
    self.filledInOrder = filledInOrder
  }

  /// The long form's lines filled in order.
  static func filledLines() -> [String] {
    let fields = World.longFormFields
    return fields.indices.map { World.filledText(fields[$0].label, count: $0 + 1, of: fields.count) }
  }

  /// Fixed words already made, by what they are made of; one thread's.
  public struct Cache: Sendable {
    private struct Key: Hashable {
      var lead: VirtualDuration
      var length: VirtualDuration
      var profile: [ProfileSetting]
    }

    private var known: [Key: FixedWords] = [:]
    /// The fill's lines, which depend on nothing: made once, when first needed.
    private lazy var filledInOrder = FixedWords.filledLines()

    public init() {}

    /// The words of a world of `app` and `profile`, made when first asked for.
    mutating func words(app: AppModel, profile: Profile) -> FixedWords {
      let key = Key(lead: app.session.warningLead, length: app.session.length, profile: profile.settings)
      if let found = known[key] { return found }
      let made = FixedWords(app: app, profile: profile, filledInOrder: filledInOrder)
      known[key] = made
      return made
    }
  }
}
