/// How a person reaches the controls on screen.
public enum Navigation: String, Codable, Sendable, Hashable, Comparable, CaseIterable {
  /// Points at anything visible (touch).
  case direct
  /// Speaks a visible label (Voice Control).
  case voice
  /// Moves through elements in tab order (Full Keyboard Access).
  case tab
  /// Swipes through accessibility elements in focus order (VoiceOver).
  case swipe
  /// Scans interactive elements in order, one step at a time (Switch Control).
  case scan

  /// Combined profiles use the most constraining way in; this is the order of constraint.
  public static func < (lhs: Navigation, rhs: Navigation) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .direct: 0
    case .voice: 1
    case .tab: 2
    case .swipe: 3
    case .scan: 4
    }
  }
}

/// One assistive-technology setting a check's `Profile:` can name.
public enum ProfileSetting: Codable, Hashable, Sendable, CustomStringConvertible {
  case touch
  case voiceOver
  case switchControl
  case voiceControl
  case fullKeyboardAccess
  /// Larger Text at accessibility size 1 to 5.
  case largerText(Int)
  case cognitive

  public var description: String {
    switch self {
    case .touch: "Touch"
    case .voiceOver: "VoiceOver"
    case .switchControl: "Switch Control"
    case .voiceControl: "Voice Control"
    case .fullKeyboardAccess: "Full Keyboard Access"
    case .largerText(let size): "Larger Text AX\(size)"
    case .cognitive: "Cognitive"
    }
  }

  /// Every setting, in the order the documentation lists them.
  public static let all: [ProfileSetting] =
    [.touch, .voiceOver, .switchControl, .voiceControl, .fullKeyboardAccess]
    + (1...5).map { .largerText($0) } + [.cognitive]
}

/// The pace at which a person gets through the app; every number is a documented default.
public struct Pace: Codable, Hashable, Sendable {
  /// Entering one form field, from reaching it to leaving it.
  public var perField: VirtualDuration
  /// Activating a control once it is reached (tap, double tap, select).
  public var perAction: VirtualDuration
  /// One swipe, scan or tab step towards a control.
  public var perStep: VirtualDuration
  /// Reading visible text, in words per minute.
  public var readingWordsPerMinute: Double
  /// Speech rate of announcements, in words per minute.
  public var speechWordsPerMinute: Double

  public init(
    perField: VirtualDuration, perAction: VirtualDuration, perStep: VirtualDuration,
    readingWordsPerMinute: Double, speechWordsPerMinute: Double
  ) {
    self.perField = perField
    self.perAction = perAction
    self.perStep = perStep
    self.readingWordsPerMinute = readingWordsPerMinute
    self.speechWordsPerMinute = speechWordsPerMinute
  }

  /// The slower of two paces, measure by measure.
  func combined(with other: Pace) -> Pace {
    Pace(
      perField: max(perField, other.perField),
      perAction: max(perAction, other.perAction),
      perStep: max(perStep, other.perStep),
      readingWordsPerMinute: min(readingWordsPerMinute, other.readingWordsPerMinute),
      speechWordsPerMinute: min(speechWordsPerMinute, other.speechWordsPerMinute)
    )
  }

  /// This pace made slower by `factor` (a task done `slowly`).
  func slowed(by factor: Double) -> Pace {
    Pace(
      perField: perField * factor, perAction: perAction * factor, perStep: perStep * factor,
      readingWordsPerMinute: readingWordsPerMinute / factor,
      speechWordsPerMinute: speechWordsPerMinute
    )
  }
}

/// A person's assistive-technology profile: settings, pace and perception.
public struct Profile: Codable, Hashable, Sendable, CustomStringConvertible {
  public var settings: [ProfileSetting]
  public var pace: Pace
  public var navigation: Navigation
  /// Hears announcements (VoiceOver speaks them).
  public var hearsAnnouncements: Bool
  /// Relies on what is drawn on screen (everyone but a VoiceOver user).
  public var seesScreen: Bool
  /// Needs messages in plain words.
  public var needsPlainLanguage: Bool

  /// The profile that combines `settings`: the slowest pace wins, plus what each adds.
  public init(_ settings: [ProfileSetting], paces overrides: [ProfileSetting: Pace] = [:]) {
    let settings = settings.isEmpty ? [.touch] : settings
    self.settings = settings
    let paceOf = { (setting: ProfileSetting) in overrides[setting] ?? PaceTable.pace(for: setting) }
    pace = settings.map(paceOf).reduce(paceOf(.touch)) { $0.combined(with: $1) }
    navigation = settings.map(\.navigation).max() ?? .direct
    hearsAnnouncements = settings.contains(.voiceOver)
    seesScreen = !settings.contains(.voiceOver)
    needsPlainLanguage = settings.contains(.cognitive)
  }

  public var description: String {
    settings.count == 1 ? settings[0].description : String.joined(settings.map(\.description), separator: " + ")
  }
}

extension ProfileSetting {
  var navigation: Navigation {
    switch self {
    case .voiceOver: .swipe
    case .switchControl: .scan
    case .voiceControl: .voice
    case .fullKeyboardAccess: .tab
    case .touch, .largerText, .cognitive: .direct
    }
  }
}
