/// A logic's settings as a report's provenance lists them, in a fixed order: what makes two
/// runs of different flows differ in their app hash, and what a reader sees was run.
extension AppSettings {
  static func describe(logic box: LogicBox) -> [(key: String, value: String)] {
    guard let flow = box.identity else {
      let logic = box.initial
      var lines: [(String, String)] = [("logic", "Swift"), ("logic.form", fields(logic.form))]
      for screen in logic.screens {
        lines.append(("logic.screen.\(screen.name)", Flow.describe(screen.title, screen.elements)))
      }
      lines.append(("logic.timers", logic.timers.map { "\($0.name) \($0.after)" }.joined(separator: ", ")))
      return lines
    }
    var lines: [(String, String)] = [("logic", "flow"), ("flow.form", fields(flow.form))]
    for screen in flow.screens {
      let shows = screen.shows.map { shown -> String in
        switch shown {
        case .form: "form"
        case .fields(let labels): "fields " + labels.map { "\"\($0)\"" }.joined(separator: ", ")
        case .element(let element, let condition):
          Flow.describe(element) + (condition == .always ? "" : " if \(condition)")
        }
      }
      lines.append(("flow.screen.\(screen.name)", "\"\(screen.title)\": " + shows.joined(separator: ", ")))
    }
    lines.append(("flow.start", flow.start.map(\.description).joined(separator: "; ")))
    for (index, rule) in flow.rules.enumerated() {
      lines.append(("flow.rule.\(index + 1)", rule.description))
    }
    // Only when given, so a flow without them keeps its app hash.
    let pairs = flow.twins.filter { $0.key.rawValue < $0.value.rawValue }.sorted { $0.key.rawValue < $1.key.rawValue }
    if !pairs.isEmpty {
      lines.append(("flow.sameTimers", pairs.map { "'\($0.key)' is '\($0.value)'" }.joined(separator: ", ")))
    }
    if let session = flow.session {
      var parts = ["length \(session.length)"]
      parts += session.warningLead.map { ["warning lead \($0)"] } ?? []
      parts += session.renewedBy.isEmpty ? [] : ["renewed by " + session.renewedBy.joined(separator: ", ")]
      parts += session.maximum.map { ["maximum \($0)"] } ?? []
      parts += session.maximumWarningLead.map { ["maximum warning lead \($0)"] } ?? []
      parts += session.extensions.map { ["at most \($0) extensions a sign-in"] } ?? []
      lines.append(("flow.session", parts.joined(separator: ", ")))
    }
    if !flow.counterScopes.isEmpty {
      let scopes = flow.counterScopes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.rawValue)" }
      lines.append(("flow.counters", scopes.joined(separator: ", ")))
    }
    return lines
  }

  static func fields(_ form: [Field]) -> String {
    form.map { $0.isSensitive ? "\($0.label) (sensitive)" : $0.label }.joined(separator: ", ")
  }
}

extension Flow {
  static func describe(_ element: Element) -> String {
    let action = element.action.map { " (\($0))" } ?? ""
    return
      "\(element.role == .button ? "button" : element.role == .field ? "field" : "text") \"\(element.label)\"\(action)"
  }

  static func describe(_ title: String, _ elements: [Element]) -> String {
    "\"\(title)\": " + elements.map(describe).joined(separator: ", ")
  }
}

extension Flow.Rule: CustomStringConvertible {
  /// `when "Keep me signed in" activated if extensions below 2: add 1 to extensions; …`.
  public var description: String {
    let condition = condition == .always ? "" : " if \(condition)"
    return "when \(when)\(condition): " + effects.map(\.description).joined(separator: "; ")
  }
}

extension Flow.Condition: CustomStringConvertible {
  /// `screen warning, extensions below 2`: the counters in name order, so the same flow is
  /// always said the same way.
  public var description: String {
    var parts = screen.map { ["screen \($0)"] } ?? []
    parts += notScreen.map { ["screen not \($0)"] } ?? []
    parts += running.map { ["'\($0)' running"] } ?? []
    parts += notRunning.map { ["'\($0)' not running"] } ?? []
    parts += below.sorted { $0.key < $1.key }.map { "\($0.key) below \($0.value)" }
    parts += atLeast.sorted { $0.key < $1.key }.map { "\($0.key) at least \($0.value)" }
    return parts.joined(separator: ", ")
  }
}

extension Flow.Event: CustomStringConvertible {
  public var description: String {
    switch self {
    case .runsOut(let timer): "'\(timer)' runs out"
    case .activated(let label): "\"\(label)\" activated"
    case .typed(let label): label.map { "\"\($0)\" typed" } ?? "a field typed"
    case .left(nil): "left"
    case .left(let app?): "left to \(app.words)"
    case .returned(let app, let outcome):
      "returned" + (app.map { " from \($0.words)" } ?? "") + (outcome.map { " (\($0.words))" } ?? "")
    case .touchedOutside: "touched outside"
    case .entered(let correct): correct ? "the correct code entered" : "an incorrect code entered"
    case .faceID(let passed): passed ? "Face ID passed" : "Face ID failed"
    }
  }
}

extension Flow.HandOffOutcome {
  var words: String {
    switch self {
    case .approved: "approved"
    case .declined: "declined"
    case .noAnswer: "no answer"
    }
  }
}

extension Flow.Fields: CustomStringConvertible {
  public var description: String {
    switch self {
    case .all: "all"
    case .nonSensitive: "nonSensitive"
    case .labels(let labels): labels.map { "\"\($0)\"" }.joined(separator: ", ")
    }
  }
}

extension Flow.Effect: CustomStringConvertible {
  public var description: String {
    switch self {
    case .show(let screen): "show \(screen)"
    case .overlay(let screen): "overlay \(screen)"
    case .close(let screen): "close \(screen)"
    case .announce(let text): "announce \"\(text)\""
    case .focus(let label, nil): "focus \"\(label)\""
    case .focus(let label, let after?): "focus \"\(label)\" after \(after)"
    case .start(let timer, let after): "start '\(timer)' for \(after)"
    case .extend(let timer, let by): "extend '\(timer)' by \(by)"
    case .cancel(let timer): "cancel '\(timer)'"
    case .save(let fields): "save \(fields)"
    case .clear(let fields): "clear \(fields)"
    case .restore(let fields): "restore \(fields)"
    case .add(let counter): "add 1 to \(counter)"
    case .reset(let counter): "reset \(counter) to 0"
    case .restartSession: "restart the session"
    case .only(let condition, let effect): "\(effect) only if \(condition)"
    }
  }
}
