extension AppSettings {
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
        path: [], message: "must be a whole number from \(minimum) to 999, not \(describe(value))")
    }
    return Int(number)
  }

  static func rate(_ value: ConfigValue) throws(AppSettingProblem) -> Double {
    // At least a word a minute: slower, one announcement would outlast the run's bound on
    // simulated time, and no person reads or hears that slowly.
    guard case .number(let number) = value, number.isFinite, number >= 1, number <= 1000 else {
      throw AppSettingProblem(
        path: [], message: "must be a number of words per minute from 1 to 1000, not \(describe(value))")
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
    switch value {
    case .string(let text): return "\"\(text)\""
    case .number(let number): return written(number)
    case .bool(let flag): return "\(flag)"
    default: return value.kindName
    }
  }
}

extension AppSettings {
  /// Every behaviour of `app` as `key = value` lines in the app-file keys, in a fixed order:
  /// the configuration a report records and hashes.
  public static func describe(_ app: AppModel) -> [(key: String, value: String)] {
    var lines: [(String, String)] = []
    if let logic = app.logic { return describe(logic: logic) + paces(of: app) + aliases(of: app) }
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
    lines += [("forms.long", fields(app.forms.long)), ("forms.details", fields(app.forms.details))]
    // The words that differ from `fixed`'s: `fixed`'s are in its description.
    for word in Word.allCases where app.words[word] != AppModel.fixed.words[word] {
      lines.append(("words.\(word.rawValue)", app.words[word]))
    }
    return lines + paces(of: app) + aliases(of: app)
  }

  /// The aliases an app file gives, one line each: what a check's noun names is the app's.
  static func aliases(of app: AppModel) -> [(key: String, value: String)] {
    app.aliases.map { ("aliases.\($0.alias)", $0.target) }
  }

  /// The paces an app file sets, one line a profile setting.
  static func paces(of app: AppModel) -> [(key: String, value: String)] {
    var lines: [(String, String)] = []
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
