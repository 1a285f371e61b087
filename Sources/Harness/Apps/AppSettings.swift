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
    if object["flow"] != nil { return flowApp(from: object, name: name) }
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
    problems += apply(object, to: &app, complete: complete)
    if complete { problems += missing(from: object) } else if problems.isEmpty { problems += needless(object, app) }
    problems += impossibilities(app)
    if problems.isEmpty { problems += sharedLabels(app) }
    // Aliases name what the rest of the file made, so they are laid last.
    if problems.isEmpty, let aliases = object["aliases"] { problems += applyAliases(aliases, to: &app) }
    return problems.isEmpty ? .success(app) : .failure(AppSettingProblems(problems: problems))
  }

  /// Two controls (buttons or fields) with one label, as a person reads it, on one screen in
  /// one of its states: neither the person nor a check naming the label could tell which is
  /// meant. Each is said at the word that gives the second label.
  static func sharedLabels(_ app: AppModel) -> [AppSettingProblem] {
    var problems: [AppSettingProblem] = []
    var said = Set<String>()
    for screen in AppOverview(app).screens {
      var seen: [String: String] = [:]
      for entry in screen.elements where entry.role != .text {
        let read = entry.label.asRead
        guard let first = seen[read] else {
          seen[read] = entry.label
          continue
        }
        guard said.insert(read).inserted else { continue }
        let words = Word.allCases.filter { $0.isLabel && app.words[$0].asRead == read }.map(\.rawValue)
        let fields = (app.forms.long + app.forms.details).filter { $0.label.asRead == read }.map(\.label)
        let path = words.last.map { ["words", $0] } ?? ["forms", fields.last ?? entry.label]
        let names = (words.map { "'\($0)'" } + fields.map { "the field '\($0)'" })
        let shown = screen.title + (screen.state.map { ", \($0)" } ?? "")
        problems.append(
          AppSettingProblem(
            path: path,
            message:
              "two controls would be labelled '\(first)' on the screen '\(shown)' (\(String.joined(names, separator: " and "))); a person, and a check naming the label, could not tell them apart: give each a label of its own"
          ))
      }
    }
    return problems
  }

  /// Lays the keys of `object` over `app` (every key but `base`); each problem comes back.
  /// With `complete`, the words and forms given must be all of them.
  static func apply(_ object: [String: ConfigValue], to app: inout AppModel, complete: Bool) -> [AppSettingProblem] {
    var problems: [AppSettingProblem] = []
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
      case "aliases": continue
      case "words":
        problems += applyWords(value, to: &app, complete: complete)
      case "forms":
        let base = if case .string(let text)? = object["base"] { text.lowercased() } else { "fixed" }
        problems += applyForms(value, to: &app, complete: complete, base: base)
      default:
        guard let setters = sections[key] else {
          let known = ["base", "name", "pace", "words", "forms", "flow", "aliases"] + sections.keys.sorted()
          let hint = Similarity.suggestion(Similarity.closest(to: key, among: known, cutoff: 0.5))
          problems.append(AppSettingProblem(path: [key], message: "unknown key '\(key)'\(hint)"))
          continue
        }
        guard case .object(let entries) = value else {
          problems.append(
            AppSettingProblem(path: [key], message: "'\(key)' must be an object of settings, not \(value.kindName)"))
          continue
        }
        // A shorthand is laid over the key it stands for, whichever order the file gives them:
        // `"warning": "toast"` with `"toastFor": "5 seconds"` is a 5-second toast.
        let ordered =
          entries.keys.sorted().filter { !shorthands.contains("\(key).\($0)") }
          + entries.keys.sorted().filter { shorthands.contains("\(key).\($0)") }
        for entry in ordered where !isComment(entry) {
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
    return problems
  }

  /// The keys a file gives that have no effect with the other keys of the app: each is an
  /// error saying why, so a setting the app does not use is never taken for one it does. (A
  /// complete description gives every key, so it has none of these problems.)
  static func needless(_ object: [String: ConfigValue], _ app: AppModel) -> [AppSettingProblem] {
    func given(_ section: String) -> [String] {
      guard case .object(let entries) = object[section] else { return [] }
      return entries.keys.filter { !isComment($0) }.sorted()
    }
    var problems: [AppSettingProblem] = []
    func needless(_ section: String, _ keys: [String], _ why: String) {
      for key in given(section) where keys.contains(key) {
        problems.append(AppSettingProblem(path: [section, key], message: "'\(section).\(key)' has no effect: \(why)"))
      }
    }
    let session = given("session")
    if session.contains("toastFor"), case .object(let entries) = object["session"],
      let warning = entries["warning"], warning != .string("toast")
    {
      needless(
        "session", ["toastFor"],
        "it makes the warning a toast shown that long, and 'session.warning' is \(describe(warning)); leave one of them out"
      )
    }
    if app.session.warning == .none {
      needless(
        "session", ["warningLead", "announcesWarning", "countdownAnnounced", "extend", "extensionLimit"],
        "the app gives no warning ('session.warning' is \"none\"); leave it out, or give a warning")
    } else if app.session.extend == .notAllowed {
      needless(
        "session", ["extensionLimit"],
        "the session cannot be extended ('session.extend' is \"notAllowed\"); leave it out, or let it be extended")
    }
    if app.session.maximum != nil, app.session.renewal == .fixed,
      app.session.extend == .notAllowed || app.session.warning == .none
    {
      needless(
        "session", ["maximum"],
        "the session can never outlast 'session.length' (it is not renewed by activity, and cannot be extended); leave it out, or let the session be renewed or extended"
      )
    }
    if app.session.drafts == .none {
      needless(
        "session", ["draftKeptFor"],
        "the app keeps no draft ('session.drafts' is \"none\"); leave it out, or keep drafts")
    }
    if app.biometric.atExpiry == .stalePrompt {
      needless(
        "biometric", ["timeoutScreen"],
        "the app shows no timeout screen ('biometric.atExpiry' is \"stalePrompt\"); leave it out, or show the screen")
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
}
