/// Reading a flow's screens and the elements they show, each problem at its keys.
extension FlowReader {
  /// What the rules and effects may name.
  struct Context {
    var form: [Field]
    var screens: Set<String>
    /// Every element's label on any screen, lowercased, with whether it is a button.
    var labels: [String: Bool]
    var started: Set<String> = []
    /// Whether the flow declares a session (`flow.session`), which `restart` needs.
    var session = false
    /// Each timer a rule waits for or an effect extends or cancels, with where: each must be
    /// one an effect starts.
    var timerUses: [(timer: String, verb: String, path: [String], place: String)] = []
    /// Each counter an announcement says (`{COUNTER}`), with where: each must be one an
    /// effect adds to, or the declared session's `session.extensions`.
    var counterUses: [(counter: String, path: [String], place: String)] = []
  }

  static func labels(of screens: [Flow.Screen], form: [Field]) -> [String: Bool] {
    var labels: [String: Bool] = [:]
    for field in form { labels[field.label.lowercased()] = false }
    for screen in screens {
      for case .element(let element, _) in screen.shows {
        labels[element.label.lowercased()] = (labels[element.label.lowercased()] ?? false) || element.role == .button
      }
    }
    return labels
  }

  // MARK: Screens

  mutating func screens(_ value: ConfigValue, form: [Field]) -> [Flow.Screen] {
    guard case .object(let entries) = value, !entries.keys.filter({ !AppSettings.isComment($0) }).isEmpty else {
      problem(["screens"], "'flow.screens' must be an object of screens by name, with at least one")
      return []
    }
    let names = entries.keys.filter { !AppSettings.isComment($0) }.sorted()
    guard names.count <= AppSettings.flowLimits.screens else {
      problem(["screens"], "'flow.screens' has \(names.count) screens; a flow may have at most 100")
      return []
    }
    return names.compactMap { name in screen(name, entries[name] ?? .null, form: form) }
  }

  mutating func screen(_ name: String, _ value: ConfigValue, form: [Field]) -> Flow.Screen? {
    let path = ["screens", name]
    guard Self.isName(name) else {
      problem(path, "the screen name '\(name)' must be letters and digits, starting with a letter (\"checkout\")")
      return nil
    }
    guard case .object(let keys) = value else {
      problem(path, "the screen '\(name)' must be an object: { \"title\": …, \"shows\": [ … ] }")
      return nil
    }
    for key in keys.keys.sorted() where !AppSettings.isComment(key) && key != "title" && key != "shows" {
      let hint = Similarity.suggestion(Similarity.closest(to: key, among: ["title", "shows"], cutoff: 0.5))
      problem(path + [key], "unknown key '\(key)' in the screen '\(name)'\(hint)")
    }
    var title = "the \(name) screen"
    if let given = keys["title"] {
      if case .string(let text) = given {
        if let wrong = AppSettings.wordProblem(text, placeholders: []) {
          problem(path + ["title"], "the title of the screen '\(name)' \(wrong)")
        } else {
          title = text
        }
      } else {
        problem(path + ["title"], "the title of the screen '\(name)' must be text, not \(given.kindName)")
      }
    }
    guard case .array(let items)? = keys["shows"], items.count <= AppSettings.flowLimits.elements else {
      problem(
        path,
        "the screen '\(name)' needs 'shows': a list of \"form\", { \"text\": … } and { \"button\": … }, at most 200")
      return nil
    }
    var shows: [Flow.Shown] = []
    var kinds: [String] = []
    // Each control's label as read, with the first that had it: two controls with one label on
    // a screen could not be told apart by the person or by a check, whatever their `if`.
    var controls: [String: String] = [:]
    for (index, item) in items.enumerated() {
      let place = "item \(index + 1) of the screen '\(name)'"
      if case .string("form") = item {
        kinds.append("form")
        shows.append(.form)
        for field in form {
          if let first = controls.updateValue("the field '\(field.label)'", forKey: field.label.asRead) {
            problem(path + ["shows"] + kinds, sharedLabel(field.label, first: first, screen: name))
          }
        }
        continue
      }
      if case .object(let element) = item, let given = element["fields"] {
        kinds.append("fields")
        let at = path + ["shows"] + kinds
        if let extra = element.keys.sorted().first(where: { !AppSettings.isComment($0) && $0 != "fields" }) {
          problem(at, "\(place) has '\(extra)' beside 'fields'; a page of the form takes only its fields")
          continue
        }
        guard case .array(let labels) = given, !labels.isEmpty else {
          problem(at, "'fields' in \(place) must be a list of the labels of 'flow.form' it shows")
          continue
        }
        var shown: [String] = []
        for label in labels {
          guard case .string(let text) = label,
            let field = form.first(where: { $0.label.lowercased() == text.lowercased() })
          else {
            var hint = ""
            if case .string(let text) = label {
              hint = Similarity.suggestion(Similarity.closest(to: text, among: form.map(\.label), cutoff: 0.5))
            }
            let given = AppSettings.describe(label)
            problem(at, "'fields' in \(place) names \(given), which 'flow.form' does not have\(hint)")
            continue
          }
          if let first = controls.updateValue("the field '\(field.label)'", forKey: field.label.asRead) {
            problem(at, sharedLabel(field.label, first: first, screen: name))
            continue
          }
          shown.append(field.label)
        }
        shows.append(.fields(shown))
        continue
      }
      guard case .object(let element) = item, let kind = ["text", "button"].first(where: { element[$0] != nil }) else {
        var hint = ""
        if case .object(let element) = item, let key = element.keys.sorted().first {
          hint = Similarity.suggestion(Similarity.closest(to: key, among: ["text", "button"], cutoff: 0.5))
        } else if case .string(let word) = item {
          hint = Similarity.suggestion(Similarity.closest(to: word, among: ["form"], cutoff: 0.5))
        }
        problem(path + ["shows"] + kinds, "\(place) must be \"form\", { \"text\": … } or { \"button\": … }\(hint)")
        continue
      }
      kinds.append(kind)
      if let shown = self.element(element, kind: kind, at: path + ["shows"] + kinds, place: place) {
        shows.append(shown)
        if case .element(let control, _) = shown, control.role != .text,
          let first = controls.updateValue("the button '\(control.label)'", forKey: control.label.asRead)
        {
          problem(path + ["shows"] + kinds, sharedLabel(control.label, first: first, screen: name))
        }
      }
    }
    return Flow.Screen(name: name, title: title, shows: shows)
  }

  /// The problem of a second control labelled `label` on the screen `screen`.
  func sharedLabel(_ label: String, first: String, screen: String) -> String {
    "'\(label)' is a second control with one label on the screen '\(screen)' (\(first) is the first); a person, and a check naming the label, could not tell them apart, whatever their 'if': give each a label of its own, and let rules with 'if' decide what one button does"
  }

  mutating func element(_ keys: [String: ConfigValue], kind: String, at path: [String], place: String) -> Flow.Shown? {
    let allowed = kind == "button" ? ["button", "does", "if"] : ["text", "if"]
    for key in keys.keys.sorted() where !AppSettings.isComment(key) && !allowed.contains(key) {
      let hint = Similarity.suggestion(Similarity.closest(to: key, among: allowed, cutoff: 0.5))
      problem(path + [key], "unknown key '\(key)' in \(place)\(hint)")
      return nil
    }
    guard case .string(let label)? = keys[kind] else {
      problem(path, "'\(kind)' in \(place) must be text")
      return nil
    }
    if let wrong = AppSettings.wordProblem(label, placeholders: []) {
      problem(path, "the \(kind) of \(place) \(wrong)")
      return nil
    }
    var action: Element.Action?
    if let does = keys["does"] {
      do {
        action =
          switch try AppSettings.choice(does, Flow.does) {
          case "staySignedIn": .staySignedIn
          case "saveAndSignOut": .saveAndSignOut
          case "sendCode": .sendCode
          case "navigate": .navigate
          default: .signIn
          }
      } catch {
        problem(path + ["does"], "'does' in \(place) \(error.message)")
        return nil
      }
    }
    let condition = keys["if"].map { self.condition($0, at: path + ["if"], place: place) } ?? .always
    if let screen = condition.screen {
      screenConditions.append((screen, path + ["if"], "the \(kind) '\(label)' in \(place)"))
    }
    return .element(Element(label, role: kind == "button" ? .button : .text, action: action), when: condition)
  }
}
