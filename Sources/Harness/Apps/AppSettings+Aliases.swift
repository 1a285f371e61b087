extension AppSettings {
  /// Lays an app file's `aliases` over `app`, once every other key is laid: each key is
  /// another name a check may use, each value what it names, as a check names it, by a label,
  /// or by a timer's or a flow screen's stable name. Each problem comes back at its alias.
  static func applyAliases(_ value: ConfigValue, to app: inout AppModel) -> [AppSettingProblem] {
    guard case .object(let entries) = value else {
      return [
        AppSettingProblem(
          path: ["aliases"],
          message:
            "'aliases' must be an object of other names and what each names, such as { \"the inactivity warning\": \"the session warning\" }, not \(value.kindName)"
        )
      ]
    }
    var problems: [AppSettingProblem] = []
    var aliases: [NounAlias] = []
    for alias in entries.keys.sorted() where !isComment(alias) {
      guard case .string(let target) = entries[alias], !target.allSatisfy(\.isWhitespace) else {
        problems.append(
          AppSettingProblem(
            path: ["aliases", alias],
            message: "'aliases.\(alias)' must be text: what the alias names, as a check names it"))
        continue
      }
      aliases.append(NounAlias(alias, names: target))
    }
    guard problems.isEmpty else { return problems }
    app.aliases = aliases
    return Nouns.aliasProblems(of: app).map { problem in
      AppSettingProblem(path: ["aliases", problem.alias], message: "'aliases.\(problem.alias)': \(problem.message)")
    }
  }
}
