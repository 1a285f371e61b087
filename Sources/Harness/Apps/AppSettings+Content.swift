extension AppSettings {
  /// The most fields a form may have.
  static let fieldLimit = 100
  /// The longest a word or a field's label may be, in characters.
  static let wordLimit = 500

  /// Sets the words an app file's `words` object gives, each checked: text, not empty, not
  /// too long, with only the placeholders that word may hold. With `complete`, every word
  /// must be given.
  static func applyWords(_ value: ConfigValue, to app: inout AppModel, complete: Bool) -> [AppSettingProblem] {
    guard case .object(let entries) = value else {
      return [
        AppSettingProblem(path: ["words"], message: "'words' must be an object of words by name, not \(value.kindName)")
      ]
    }
    var problems: [AppSettingProblem] = []
    var words = app.words
    let names = Word.allCases.map(\.rawValue)
    for key in entries.keys.sorted() where !isComment(key) {
      guard let word = Word(rawValue: key) else {
        let hint = Similarity.suggestion(Similarity.closest(to: key, among: names, cutoff: 0.5))
        problems.append(AppSettingProblem(path: ["words", key], message: "unknown word 'words.\(key)'\(hint)"))
        continue
      }
      guard case .string(let text) = entries[key] ?? .null else {
        problems.append(
          AppSettingProblem(
            path: ["words", key], message: "'words.\(key)' must be text, not \((entries[key] ?? .null).kindName)"))
        continue
      }
      let placeholders = word.isLabel ? [] : Word.durationPlaceholders + word.ownPlaceholders
      if let problem = wordProblem(text, placeholders: placeholders) {
        problems.append(AppSettingProblem(path: ["words", key], message: "'words.\(key)' \(problem)"))
        continue
      }
      words[word] = text
    }
    if complete {
      let absent = names.filter { entries[$0] == nil }
      if !absent.isEmpty {
        problems.append(
          AppSettingProblem(
            path: ["words"],
            message:
              "a complete description (\"base\": \"none\") gives every word; 'words' lacks \(Wording.list(absent, limit: 8))"
          ))
      }
    }
    app.words = words
    return problems
  }

  /// What is wrong with `text` as `word`, if anything.
  static func wordProblem(_ text: String, placeholders allowed: [String]) -> String? {
    if text.allSatisfy(\.isWhitespace) { return "must not be empty" }
    if text.count > wordLimit { return "must be at most \(wordLimit) characters, not \(text.count)" }
    for name in AppWords.placeholders(in: text) where !allowed.contains(name) {
      guard !allowed.isEmpty else { return "cannot hold a placeholder such as '{\(name)}'" }
      let hint = Similarity.suggestion(Similarity.closest(to: name, among: allowed, cutoff: 0.5))
      let listed = allowed.map { "{\($0)}" }.joined(separator: ", ")
      return "has the placeholder '{\(name)}', which it cannot hold\(hint); it may hold \(listed)"
    }
    return nil
  }

  /// Sets the forms an app file's `forms` object gives: `long` and `details`, each a list
  /// of fields, each a label or `{ "label": …, "sensitive": true }`.
  static func applyForms(
    _ value: ConfigValue, to app: inout AppModel, complete: Bool, base: String = "fixed"
  ) -> [AppSettingProblem] {
    guard case .object(let entries) = value else {
      return [AppSettingProblem(path: ["forms"], message: "'forms' must be an object with 'long' and 'details'")]
    }
    var problems: [AppSettingProblem] = []
    var forms = app.forms
    let known = ["long", "details"]
    for key in entries.keys.sorted() where !isComment(key) {
      guard known.contains(key) else {
        let hint = Similarity.suggestion(Similarity.closest(to: key, among: known, cutoff: 0.5))
        problems.append(AppSettingProblem(path: ["forms", key], message: "unknown form 'forms.\(key)'\(hint)"))
        continue
      }
      switch fields(entries[key] ?? .null, form: key) {
      case .success(let fields): if key == "long" { forms.long = fields } else { forms.details = fields }
      case .failure(let problem): problems.append(problem)
      }
    }
    if complete, let absent = known.first(where: { entries[$0] == nil }) {
      problems.append(
        AppSettingProblem(
          path: ["forms"], message: "a complete description (\"base\": \"none\") gives 'forms.\(absent)'"))
    }
    guard problems.isEmpty else { return problems }
    // A label names one field: the draft store and every message know a field by it. A
    // clash says which form holds the other field, and whether this file or its base gave it.
    var seen: [String: String] = [:]
    let given = { (form: String) in entries[form] != nil ? "" : " of the base app '\(base)'" }
    for (form, field) in forms.long.map({ ("long", $0) }) + forms.details.map({ ("details", $0) }) {
      let read = field.label.asRead
      guard let other = seen[read] else {
        seen[read] = form
        continue
      }
      let place =
        other == form
        ? "twice in 'forms.\(form)'" : "in 'forms.\(other)'\(given(other)) and in 'forms.\(form)'\(given(form))"
      problems.append(
        AppSettingProblem(
          path: entries[form] != nil ? ["forms", form] : ["forms", other],
          message: "the field '\(field.label)' is \(place); each field needs a label of its own"))
    }
    let sensitive = (forms.long + forms.details).count(where: \.isSensitive)
    if sensitive > Field.sensitiveLimit {
      problems.append(
        AppSettingProblem(
          path: ["forms"],
          message: "the forms have \(sensitive) sensitive fields; at most \(Field.sensitiveLimit) can be kept secret"))
    }
    if problems.isEmpty { app.forms = forms }
    return problems
  }

  /// The fields of one form's list.
  static func fields(_ value: ConfigValue, form: String, in section: String = "forms") -> Result<
    [Field], AppSettingProblem
  > {
    let name = "\(section).\(form)"
    guard case .array(let items) = value, !items.isEmpty else {
      return .failure(
        AppSettingProblem(
          path: [section, form],
          message: "'\(name)' must be a list of at least one field: a label, or { \"label\": …, \"sensitive\": true }"))
    }
    guard items.count <= fieldLimit else {
      return .failure(
        AppSettingProblem(
          path: [section, form], message: "'\(name)' has \(items.count) fields; a form may have at most \(fieldLimit)"))
    }
    var fields: [Field] = []
    for (index, item) in items.enumerated() {
      let place = "field \(index + 1) of '\(name)'"
      var label: String?
      var sensitive = false
      switch item {
      case .string(let text):
        label = text
      case .object(let entry):
        for key in entry.keys.sorted() where !isComment(key) && key != "label" && key != "sensitive" {
          let hint = Similarity.suggestion(Similarity.closest(to: key, among: ["label", "sensitive"], cutoff: 0.5))
          return .failure(
            AppSettingProblem(path: [section, form, key], message: "unknown key '\(key)' in \(place)\(hint)"))
        }
        if case .string(let text) = entry["label"] { label = text }
        switch entry["sensitive"] {
        case .none: break
        case .bool(let flag)?: sensitive = flag
        case let other?:
          return .failure(
            AppSettingProblem(
              path: [section, form, "sensitive"],
              message: "'sensitive' in \(place) must be true or false, not \(describe(other))"))
        }
      default:
        break
      }
      guard let label else {
        return .failure(
          AppSettingProblem(
            path: [section, form],
            message: "\(place) must be a label, or { \"label\": …, \"sensitive\": true }, not \(item.kindName)"))
      }
      if let problem = wordProblem(label, placeholders: []) {
        return .failure(AppSettingProblem(path: [section, form, label], message: "the label of \(place) \(problem)"))
      }
      fields.append(Field(label, sensitive: sensitive))
    }
    return .success(fields)
  }
}

extension AppModel {
  /// An app of no words and no fields: where a complete description (`"base": "none"`)
  /// starts, every key of which it then gives.
  static let blank = AppModel(
    name: "blank",
    session: SessionBehaviour(
      length: .minutes(1), warning: .none, warningLead: .zero, announcesWarning: false, countdownAnnounced: false,
      extend: .notAllowed, drafts: .none, explainsExpiry: false, formAtExpiry: .cleared),
    oneTimeCode: CodeBehaviour(lifetime: .minutes(1), resend: .none, keepsProgress: false),
    slot: SlotBehaviour(hold: .zero),
    biometric: BiometricBehaviour(
      tokenLifetime: .minutes(1), attempts: 1, atExpiry: .stalePrompt, timeoutScreen: .plainWords),
    passcode: PasscodeBehaviour(
      dismissal: .closeButtonOnly, announcementCompletes: true, focusAfterDismissal: .instructions),
    words: .blank, forms: AppForms(long: [], details: []))
}
