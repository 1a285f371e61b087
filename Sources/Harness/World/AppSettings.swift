/// A value read from an app file, before it is understood.
public indirect enum ConfigValue: Hashable, Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case object([String: ConfigValue])
  case array([ConfigValue])
  case null

  /// What kind of value this is, for messages.
  public var kindName: String {
    switch self {
    case .string: "text"
    case .number: "a number"
    case .bool: "true or false"
    case .object: "an object"
    case .array: "a list"
    case .null: "null"
    }
  }
}

/// A problem with one key of an app file: where (`session.length`) and what is wrong.
public struct AppSettingProblem: Hashable, Sendable, Error {
  /// The keys from the top of the file to the one at fault.
  public var path: [String]
  public var message: String

  public init(path: [String], message: String) {
    self.path = path
    self.message = message
  }
}

/// Every problem with an app file, as one error value.
public struct AppSettingProblems: Error, Hashable, Sendable {
  public var problems: [AppSettingProblem]
}

/// Reads app files' keys into an `AppModel`: which keys exist, what each takes, what is possible.
public enum AppSettings {
  /// Keys whose name starts with `//` are comments.
  static func isComment(_ key: String) -> Bool { key.hasPrefix("//") }

  typealias Setter = @Sendable (inout AppModel, ConfigValue) throws(AppSettingProblem) -> Void

  /// Every section and key an app file may set, with how to set it.
  static let sections: [String: [String: Setter]] = [
    "session": [
      "length": { app, value throws(AppSettingProblem) in app.session.length = try duration(value, positive: true) },
      "warning": { app, value throws(AppSettingProblem) in
        switch try choice(value, ["view", "toast", "none"]) {
        case "view": app.session.warning = .view
        case "toast": app.session.warning = .toast(.seconds(4))
        default: app.session.warning = .none
        }
      },
      "toastFor": { app, value throws(AppSettingProblem) in
        app.session.warning = .toast(try duration(value, positive: true))
      },
      "warningLead": { app, value throws(AppSettingProblem) in
        app.session.warningLead = try duration(value, positive: false)
      },
      "announcesWarning": { app, value throws(AppSettingProblem) in app.session.announcesWarning = try bool(value) },
      "countdownAnnounced": { app, value throws(AppSettingProblem) in app.session.countdownAnnounced = try bool(value)
      },
      "extend": { app, value throws(AppSettingProblem) in
        app.session.extend = try enumeration(value, SessionBehaviour.Extend.self)
      },
      "drafts": { app, value throws(AppSettingProblem) in
        app.session.drafts = try enumeration(value, SessionBehaviour.Drafts.self)
      },
      "explainsExpiry": { app, value throws(AppSettingProblem) in app.session.explainsExpiry = try bool(value) },
      "formAtExpiry": { app, value throws(AppSettingProblem) in
        app.session.formAtExpiry = try enumeration(value, SessionBehaviour.FormAtExpiry.self)
      },
      "renewal": { app, value throws(AppSettingProblem) in
        app.session.renewal = try enumeration(value, SessionBehaviour.Renewal.self)
      },
      "maximum": { app, value throws(AppSettingProblem) in
        app.session.maximum = try orNone(value) { value throws(AppSettingProblem) in
          try duration(value, positive: true)
        }
      },
      "extensionLimit": { app, value throws(AppSettingProblem) in
        app.session.extensionLimit = try orNone(value) { value throws(AppSettingProblem) in
          try count(value, atLeast: 0)
        }
      },
      "draftKeptFor": { app, value throws(AppSettingProblem) in
        app.session.draftKeptFor = try orNone(value) { value throws(AppSettingProblem) in
          try duration(value, positive: true)
        }
      },
      "onReturn": { app, value throws(AppSettingProblem) in
        app.session.onReturn = try enumeration(value, SessionBehaviour.OnReturn.self)
      },
    ],
    "oneTimeCode": [
      "lifetime": { app, value throws(AppSettingProblem) in
        app.oneTimeCode.lifetime = try duration(value, positive: true)
      },
      "resend": { app, value throws(AppSettingProblem) in
        app.oneTimeCode.resend = try enumeration(value, CodeBehaviour.Resend.self)
      },
      "keepsProgress": { app, value throws(AppSettingProblem) in app.oneTimeCode.keepsProgress = try bool(value) },
    ],
    "slot": [
      "hold": { app, value throws(AppSettingProblem) in app.slot.hold = try duration(value, positive: false) }
    ],
    "biometric": [
      "tokenLifetime": { app, value throws(AppSettingProblem) in
        app.biometric.tokenLifetime = try duration(value, positive: true)
      },
      "attempts": { app, value throws(AppSettingProblem) in app.biometric.attempts = try count(value, atLeast: 1) },
      "atExpiry": { app, value throws(AppSettingProblem) in
        app.biometric.atExpiry = try enumeration(value, BiometricBehaviour.AtExpiry.self)
      },
      "timeoutScreen": { app, value throws(AppSettingProblem) in
        app.biometric.timeoutScreen = try enumeration(value, BiometricBehaviour.Wording.self)
      },
    ],
    "passcode": [
      "dismissal": { app, value throws(AppSettingProblem) in
        app.passcode.dismissal = try enumeration(value, PasscodeBehaviour.Dismissal.self)
      },
      "announcementCompletes": { app, value throws(AppSettingProblem) in
        app.passcode.announcementCompletes = try bool(value)
      },
      "focusAfterDismissal": { app, value throws(AppSettingProblem) in
        app.passcode.focusAfterDismissal = try enumeration(value, PasscodeBehaviour.FocusAfterDismissal.self)
      },
    ],
  ]

  /// The measures a `pace` entry may set for a profile setting.
  static let paceKeys = ["perField", "perAction", "perStep", "readingWordsPerMinute", "speechWordsPerMinute"]

  /// Keys a setting of its own makes needless: a shorthand for another key's value.
  static let shorthands: Set<String> = ["session.toastFor"]

  /// The app an app file describes, or every problem with it.
  public static func app(from object: [String: ConfigValue], name: String) -> Result<AppModel, AppSettingProblems> {
    var problems: [AppSettingProblem] = []
    // With `"base": "none"`, the file describes the whole app: every key must be given. The
    // built-in apps are such files, so no other is looked at before the base is known.
    let complete = object["base"] == .string("none")
    var app = complete ? AppModel.blank : AppModel.fixed
    if let base = object["base"], !complete {
      switch base {
      case .string(let text) where AppModel.builtIn[text.lowercased()] != nil:
        app = AppModel.builtIn[text.lowercased()] ?? .fixed
      default:
        problems.append(
          AppSettingProblem(path: ["base"], message: "'base' must be \"fixed\", \"before\" or \"none\""))
      }
    }
    app.name = name
    for key in object.keys.sorted() where key != "base" && !isComment(key) {
      let value = object[key] ?? .null
      switch key {
      case "name":
        if case .string(let text) = value, !text.isEmpty {
          app.name = text
        } else {
          problems.append(AppSettingProblem(path: ["name"], message: "'name' must be text"))
        }
      case "pace":
        problems += applyPace(value, to: &app)
      case "words":
        problems += applyWords(value, to: &app, complete: complete)
      case "forms":
        problems += applyForms(value, to: &app, complete: complete)
      default:
        guard let setters = sections[key] else {
          let known = ["base", "name", "pace", "words", "forms"] + sections.keys.sorted()
          let hint = Similarity.suggestion(Similarity.closest(to: key, among: known, cutoff: 0.5))
          problems.append(AppSettingProblem(path: [key], message: "unknown key '\(key)'\(hint)"))
          continue
        }
        guard case .object(let entries) = value else {
          problems.append(
            AppSettingProblem(path: [key], message: "'\(key)' must be an object of settings, not \(value.kindName)"))
          continue
        }
        for entry in entries.keys.sorted() where !isComment(entry) {
          guard let set = setters[entry] else {
            let hint = Similarity.suggestion(Similarity.closest(to: entry, among: setters.keys.sorted(), cutoff: 0.5))
            problems.append(AppSettingProblem(path: [key, entry], message: "unknown key '\(key).\(entry)'\(hint)"))
            continue
          }
          do {
            try set(&app, entries[entry] ?? .null)
          } catch {
            problems.append(AppSettingProblem(path: [key, entry], message: "'\(key).\(entry)' \(error.message)"))
          }
        }
      }
    }
    if complete { problems += missing(from: object) }
    problems += impossibilities(app)
    return problems.isEmpty ? .success(app) : .failure(AppSettingProblems(problems: problems))
  }

  /// The keys a complete description (`"base": "none"`) leaves out, a problem a section.
  static func missing(from object: [String: ConfigValue]) -> [AppSettingProblem] {
    var problems: [AppSettingProblem] = []
    for section in sections.keys.sorted() {
      let given: [String: ConfigValue]
      if case .object(let entries) = object[section] { given = entries } else { given = [:] }
      let absent = sections[section, default: [:]].keys.sorted().filter {
        given[$0] == nil && !shorthands.contains("\(section).\($0)")
      }
      guard !absent.isEmpty else { continue }
      problems.append(
        AppSettingProblem(
          path: given.isEmpty ? ["base"] : [section],
          message:
            "a complete description (\"base\": \"none\") gives every key; '\(section)' lacks \(absent.map { "'\($0)'" }.joined(separator: ", "))"
        ))
    }
    for (key, needed) in [("forms", "'forms.long' and 'forms.details'"), ("words", "every word")]
    where object[key] == nil {
      problems.append(
        AppSettingProblem(
          path: ["base"],
          message: "a complete description (\"base\": \"none\") gives every key; it lacks '\(key)' (\(needed))"))
    }
    return problems
  }

  /// Settings that are each fine but cannot hold together.
  static func impossibilities(_ app: AppModel) -> [AppSettingProblem] {
    var problems: [AppSettingProblem] = []
    if app.session.warning != .none && app.session.warningLead >= app.session.length {
      problems.append(
        AppSettingProblem(
          path: ["session", "warningLead"],
          message:
            "'session.warningLead' (\(app.session.warningLead)) must be shorter than 'session.length' (\(app.session.length))"
        ))
    }
    return problems
  }

  static func applyPace(_ value: ConfigValue, to app: inout AppModel) -> [AppSettingProblem] {
    guard case .object(let profiles) = value else {
      return [AppSettingProblem(path: ["pace"], message: "'pace' must be an object keyed by profile name")]
    }
    var problems: [AppSettingProblem] = []
    for name in profiles.keys.sorted() where !isComment(name) {
      let squeezed = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
      guard let setting = ProfileNames.spellings[squeezed] else {
        let hint = Similarity.suggestion(Similarity.closest(to: name, among: ProfileNames.canonical, cutoff: 0.5))
        problems.append(AppSettingProblem(path: ["pace", name], message: "unknown profile '\(name)'\(hint)"))
        continue
      }
      guard case .object(let measures) = profiles[name] ?? .null else {
        problems.append(
          AppSettingProblem(path: ["pace", name], message: "'pace.\(name)' must be an object of measures"))
        continue
      }
      var pace = app.paces[setting] ?? PaceTable.pace(for: setting)
      for measure in measures.keys.sorted() where !isComment(measure) {
        let value = measures[measure] ?? .null
        do throws(AppSettingProblem) {
          switch measure {
          case "perField": pace.perField = try atLeast(.seconds(0.5), try duration(value, positive: true))
          case "perAction": pace.perAction = try atLeast(.seconds(0.1), try duration(value, positive: true))
          case "perStep": pace.perStep = try duration(value, positive: false)
          case "readingWordsPerMinute": pace.readingWordsPerMinute = try rate(value)
          case "speechWordsPerMinute": pace.speechWordsPerMinute = try rate(value)
          default:
            let hint = Similarity.suggestion(Similarity.closest(to: measure, among: paceKeys, cutoff: 0.5))
            throw AppSettingProblem(path: [], message: "is not a measure\(hint)")
          }
        } catch {
          problems.append(
            AppSettingProblem(path: ["pace", name, measure], message: "'pace.\(name).\(measure)' \(error.message)"))
        }
      }
      app.paces[setting] = pace
    }
    return problems
  }

  // MARK: Values

  static func duration(_ value: ConfigValue, positive: Bool) throws(AppSettingProblem) -> VirtualDuration {
    let result: VirtualDuration?
    switch value {
    case .string(let text):
      let tokens = Token.tokenize(text)
      result = Quantities.durations(in: tokens, from: 0).last { $0.end == tokens.count }?.value
    case .number(let seconds):
      // Held to the limit before it is made a duration and after: a number too large for the
      // clock is refused, never read as zero or as the limit.
      let longest = VirtualDuration.minutes(7 * 24 * 60)
      guard seconds.isFinite, seconds >= 0, seconds <= longest.seconds else {
        throw AppSettingProblem(
          path: [],
          message: "must be a number of seconds from 0 to \(Int(longest.seconds)) (7 days), not \(written(seconds))")
      }
      let made = VirtualDuration.seconds(seconds)
      guard made > .zero || seconds == 0 else {
        throw AppSettingProblem(path: [], message: "must be at least a millisecond, the clock's smallest step, or 0")
      }
      result = made
    default:
      result = nil
    }
    guard let result, result >= .zero, result <= .minutes(7 * 24 * 60) else {
      throw AppSettingProblem(
        path: [], message: "must be a duration such as \"90 seconds\" or \"15 minutes\", not \(describe(value))")
    }
    if positive && result == .zero { throw AppSettingProblem(path: [], message: "must be longer than zero") }
    return result
  }

  /// `duration`, if it is at least `minimum`: a person is never faster than that.
  static func atLeast(_ minimum: VirtualDuration, _ duration: VirtualDuration) throws(AppSettingProblem)
    -> VirtualDuration
  {
    guard duration >= minimum else {
      throw AppSettingProblem(path: [], message: "must be at least \(minimum); no person is faster")
    }
    return duration
  }

  /// `"none"`, read as nil; anything else as `read` reads it.
  static func orNone<Value>(
    _ value: ConfigValue, _ read: (ConfigValue) throws(AppSettingProblem) -> Value
  ) throws(AppSettingProblem) -> Value? {
    if case .string(let text) = value, text.lowercased() == "none" { return nil }
    do {
      return try read(value)
    } catch {
      throw AppSettingProblem(path: [], message: "\(error.message), or \"none\"")
    }
  }

  static func bool(_ value: ConfigValue) throws(AppSettingProblem) -> Bool {
    guard case .bool(let flag) = value else {
      throw AppSettingProblem(path: [], message: "must be true or false, not \(describe(value))")
    }
    return flag
  }

  static func count(_ value: ConfigValue, atLeast minimum: Int) throws(AppSettingProblem) -> Int {
    guard case .number(let number) = value, number == number.rounded(), number >= Double(minimum), number < 1000 else {
      throw AppSettingProblem(
        path: [], message: "must be a whole number of at least \(minimum), not \(describe(value))")
    }
    return Int(number)
  }

  static func rate(_ value: ConfigValue) throws(AppSettingProblem) -> Double {
    guard case .number(let number) = value, number.isFinite, number > 0, number <= 1000 else {
      throw AppSettingProblem(
        path: [], message: "must be a number of words per minute above zero, not \(describe(value))")
    }
    return number
  }

  static func choice(_ value: ConfigValue, _ choices: [String]) throws(AppSettingProblem) -> String {
    guard case .string(let text) = value, choices.contains(text) else {
      let hint: String
      if case .string(let text) = value {
        hint = Similarity.suggestion(Similarity.closest(to: text, among: choices, cutoff: 0.5))
      } else {
        hint = ""
      }
      throw AppSettingProblem(
        path: [],
        message: "must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), not \(describe(value))\(hint)")
    }
    return text
  }

  static func enumeration<Choice: RawRepresentable & CaseIterable>(
    _ value: ConfigValue, _ type: Choice.Type
  ) throws(AppSettingProblem) -> Choice where Choice.RawValue == String {
    let text = try choice(value, Choice.allCases.map(\.rawValue))
    guard let result = Choice(rawValue: text) else { throw AppSettingProblem(path: [], message: "is not known") }
    return result
  }

  /// A number as a message shows it: `90`, `1.5`, `1e+308`.
  public static func written(_ number: Double) -> String {
    guard number.isFinite else { return "a number too large to hold" }
    return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  static func describe(_ value: ConfigValue) -> String {
    if case .string(let text) = value { return "\"\(text)\"" }
    return value.kindName
  }
}

extension AppSettings {
  /// Every behaviour of `app` as `key = value` lines in the app-file keys, in a fixed order:
  /// the configuration a report records and hashes.
  public static func describe(_ app: AppModel) -> [(key: String, value: String)] {
    var lines: [(String, String)] = []
    let session = app.session
    let warning: String
    switch session.warning {
    case .view: warning = "view"
    case .toast(let visible): warning = "toast for \(visible)"
    case .none: warning = "none"
    }
    lines += [
      ("session.length", "\(session.length)"), ("session.warning", warning),
      ("session.warningLead", "\(session.warningLead)"), ("session.announcesWarning", "\(session.announcesWarning)"),
      ("session.countdownAnnounced", "\(session.countdownAnnounced)"), ("session.extend", session.extend.rawValue),
      ("session.drafts", session.drafts.rawValue), ("session.explainsExpiry", "\(session.explainsExpiry)"),
      ("session.formAtExpiry", session.formAtExpiry.rawValue), ("session.renewal", session.renewal.rawValue),
      ("session.maximum", session.maximum.map(\.description) ?? "none"),
      ("session.extensionLimit", session.extensionLimit.map(String.init) ?? "none"),
      ("session.draftKeptFor", session.draftKeptFor.map(\.description) ?? "none"),
      ("session.onReturn", session.onReturn.rawValue),
      ("oneTimeCode.lifetime", "\(app.oneTimeCode.lifetime)"), ("oneTimeCode.resend", app.oneTimeCode.resend.rawValue),
      ("oneTimeCode.keepsProgress", "\(app.oneTimeCode.keepsProgress)"), ("slot.hold", "\(app.slot.hold)"),
      ("biometric.tokenLifetime", "\(app.biometric.tokenLifetime)"),
      ("biometric.attempts", "\(app.biometric.attempts)"),
      ("biometric.atExpiry", app.biometric.atExpiry.rawValue),
      ("biometric.timeoutScreen", app.biometric.timeoutScreen.rawValue),
      ("passcode.dismissal", app.passcode.dismissal.rawValue),
      ("passcode.announcementCompletes", "\(app.passcode.announcementCompletes)"),
      ("passcode.focusAfterDismissal", app.passcode.focusAfterDismissal.rawValue),
    ]
    func fields(_ form: [Field]) -> String {
      form.map { $0.isSensitive ? "\($0.label) (sensitive)" : $0.label }.joined(separator: ", ")
    }
    lines += [("forms.long", fields(app.forms.long)), ("forms.details", fields(app.forms.details))]
    // The words that differ from `fixed`'s: `fixed`'s are in its description.
    for word in Word.allCases where app.words[word] != AppModel.fixed.words[word] {
      lines.append(("words.\(word.rawValue)", app.words[word]))
    }
    for setting in ProfileSetting.all {
      guard let pace = app.paces[setting] else { continue }
      lines.append(
        (
          "pace.\(setting)",
          "perField \(pace.perField), perAction \(pace.perAction), perStep \(pace.perStep), reading \(pace.readingWordsPerMinute) wpm, speech \(pace.speechWordsPerMinute) wpm"
        ))
    }
    return lines
  }
}
