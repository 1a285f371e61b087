/// What an app file's settings are checked for as a whole: a complete description lacking a
/// key, and settings that are each fine but cannot hold together.
extension AppSettings {
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
    // A warning as the session ends warns no one: it is no warning, and should say so.
    if app.session.warning != .none && app.session.warningLead == .zero {
      problems.append(
        AppSettingProblem(
          path: ["session", "warningLead"],
          message:
            "'session.warningLead' is 0 seconds: a warning as the session ends gives no time to act; give a lead such as \"2 minutes\", or write \"warning\": \"none\" for an app with no warning"
        ))
    }
    if app.session.warning != .none && app.session.warningLead >= app.session.length {
      problems.append(
        AppSettingProblem(
          path: ["session", "warningLead"],
          message:
            "'session.warningLead' (\(app.session.warningLead)) must be shorter than 'session.length' (\(app.session.length))"
        ))
    }
    if app.session.warning != .none, let maximum = app.session.maximum, maximum <= app.session.warningLead {
      problems.append(
        AppSettingProblem(
          path: ["session", "maximum"],
          message:
            "'session.maximum' (\(maximum)) must be longer than 'session.warningLead' (\(app.session.warningLead)), or the warning would come before the session starts"
        ))
    }
    return problems
  }
}
