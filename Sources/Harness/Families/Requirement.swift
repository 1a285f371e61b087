/// What a phrase needs, of the app it runs against or of its own numbers, for it to mean what
/// it says. A family lists its own (`ExpectationFamily.requirements`, `TaskFamily.requirements`);
/// the resolver checks each against the app and says what is missing, at the phrase.
public enum Requirement: Hashable, Sendable {
  /// A number of the long form's fields that the form has.
  case fieldsOfTheForm(Int)
  /// A number of times that is at least 1: `fail Face ID 0 times` is never read as once.
  case atLeastOnce(Int)
  /// A duration that is not zero: at least no time always holds, so the phrase could never fail.
  case notZero(VirtualDuration)
  /// The app runs the built-in flows: a team's logic has no one-time code, Face ID, passcode
  /// or slot of the engine's own. `instead` says what to write for an app that runs its own
  /// (`write 'pass Face ID'`).
  case builtInFlows(instead: String)
  /// A team's logic marks a control as the one that signs in.
  case signInControl
  /// A team's logic sets a timer of this name; `fix` says how to give it one.
  case timer(TimerName, fix: String)
  /// The app has a control with this label.
  case control(String)
  /// Every control with this label states its effect (a flow's `does`, a logic's action other
  /// than `.named`), which `"LABEL" works` judges: one that states none could not "work".
  case statedEffect(String)
  /// A quoted text some text of the app could hold, for a claim that it is not met: one that
  /// none could names nothing the person could meet, and its claim could never fail.
  case quotedText(String)
  /// A timer of this name that the app's own flow or Swift logic sets; the built-in apps' timers
  /// have phrases of their own.
  case namedTimer(TimerName)
  /// A timer whose length a phrase measures: one of the built-in flows' (`subject` names it
  /// in the message), or one the app's own flow or Swift logic sets.
  case measuredTimer(TimerName, subject: String)
  /// A thing the app has, named in a check's words, of which `state` can be said.
  case thing(String, Claim.State)
  /// A field of the long form, named in a check's words (`the card number`).
  case formField(String)

  /// Whether it is about the phrase's own numbers, whatever the app: checked once for the
  /// words of a line (`phraseProblem`), where the app's are checked for each check.
  var ofThePhrase: Bool {
    switch self {
    case .atLeastOnce, .notZero: true
    case .fieldsOfTheForm, .builtInFlows, .signInControl, .timer, .control, .statedEffect, .quotedText, .namedTimer,
      .measuredTimer, .thing, .formField:
      false
    }
  }

  /// The problem with `found`'s own numbers, on `line`; nil when they hold, and for a
  /// requirement of the app.
  func phraseProblem<Value>(_ found: Resolved<Value>, line: Located<String>) -> Diagnostic? {
    switch self {
    case .atLeastOnce(let times):
      guard times < 1 else { return nil }
      return Diagnostic(.malformedNumber, at: found.location, "'\(found.text)': write a number of times of at least 1")
    case .notZero(let duration):
      guard duration == .zero else { return nil }
      return Requirement.zeroDuration(found, line: line)
    case .fieldsOfTheForm, .builtInFlows, .signInControl, .timer, .control, .statedEffect, .quotedText, .namedTimer,
      .measuredTimer, .thing, .formField:
      return nil
    }
  }

  /// The problem with `found`, a phrase on `line`, that needs this of `app` (or of its own
  /// numbers); nil when it holds.
  func problem<Value>(_ found: Resolved<Value>, line: Located<String>, app: AppModel) -> Diagnostic? {
    switch self {
    case .fieldsOfTheForm(let count):
      let fields = app.forms.long.count
      guard !(1...max(1, fields)).contains(count) else { return nil }
      return Diagnostic(
        .malformedNumber, at: found.location,
        "'\(found.text)': the long form of app '\(app.name)' has \(fields) fields; fill 1 to \(fields) of them, or write 'fill the long form'"
      )
    case .atLeastOnce, .notZero:
      return phraseProblem(found, line: line)
    case .builtInFlows(let instead):
      guard app.isLogic else { return nil }
      let kind = Value.self == Expectation.self ? "an expectation" : "a step"
      return Diagnostic(
        .unknownPhrase, at: found.location,
        "'\(found.text)' is \(kind) of the built-in flows; app '\(app.name)' runs its own logic: \(instead) ('checkrun app' lists its screens, controls and timers)"
      )
    case .signInControl:
      guard let logic = app.logic?.initial, !logic.vocabulary.contains(where: { $0.action == .signIn }) else {
        return nil
      }
      return Diagnostic(
        .unknownPhrase, at: found.location,
        "'\(found.text)' signs in with the control that does it, and app '\(app.name)' marks none: give its sign-in button \"does\": \"signIn\""
      )
    case .timer(let timer, let fix):
      guard let logic = app.logic?.initial, !logic.timers.contains(where: { $0.name == timer }) else { return nil }
      let timers = logic.timers.map { "'\($0.name)'" }
      return Diagnostic(
        .unknownPhrase, at: found.location,
        "'\(found.text)' waits for the timer '\(timer)' to run out, and app '\(app.name)' sets no timer of that name\(timers.isEmpty ? "" : "; it sets \(timers.joined(separator: ", "))"): \(fix)"
      )
    case .control(let label):
      return Requirement.unknownControl(in: found, label: label, app: app)
    case .statedEffect(let label):
      return Requirement.noStatedEffect(in: found, label: label, app: app)
    case .quotedText(let text):
      return Requirement.unknownText(in: found, text: text, app: app)
    case .measuredTimer(let timer, let subject):
      return Requirement.unmeasured(found, timer: timer, subject: subject, app: app)
    case .thing(let noun, let state):
      return Requirement.unknownThing(in: found, noun: noun, state: state, app: app)
    case .formField(let noun):
      if let problem = Requirement.unknownThing(in: found, noun: noun, state: .cleared, app: app) { return problem }
      let long = app.logic.map { $0.initial.form.map(\.label) } ?? app.forms.long.map(\.label)
      guard case .success(let thing) = Nouns.find(noun, in: app, for: .cleared), case .field(let label) = thing.thing,
        !long.contains(label)
      else { return nil }
      return Diagnostic(
        .unknownControl, at: found.location,
        "'\(found.text)': \(thing.name) is not a field of the long form of app '\(app.name)', so filling the form does not include it"
      )
    case .namedTimer(let timer):
      guard !app.isLogic else {
        return Requirement.timer(timer, fix: "start it in one of the flow's rules, or wait for one it starts")
          .problem(found, line: line, app: app)
      }
      return Diagnostic(
        .unknownPhrase, at: found.location,
        "'\(found.text)' waits for a timer of the app's own, and app '\(app.name)' runs the built-in flows, whose timers have phrases of their own: 'let the session expire', 'let the code expire', 'let the slot expire', 'let the sign-in token expire'"
      )
    }
  }

  /// The problem of measuring `timer`, which `found` names, on `app`: a built-in app has only
  /// its own flows' timers, a team's only those it sets.
  static func unmeasured<Value>(_ found: Resolved<Value>, timer: TimerName, subject: String, app: AppModel)
    -> Diagnostic?
  {
    let builtIn: [TimerName] = [.sessionExpiry, .codeExpiry, .tokenExpiry]
    guard let logic = app.logic?.initial else {
      guard !builtIn.contains(timer) else { return nil }
      return Diagnostic(
        .unknownPhrase, at: found.location,
        "'\(found.text)' measures a timer of the app's own, and app '\(app.name)' runs the built-in flows, whose timers are measured as 'the session lasts', 'the code lasts', 'the sign-in token lasts'"
      )
    }
    guard !logic.timers.contains(where: { $0.name == timer }) else { return nil }
    let timers = logic.timers.map { "'\($0.name)'" }
    return Diagnostic(
      .unknownPhrase, at: found.location,
      "'\(found.text)' measures \(subject), the timer '\(timer)', and app '\(app.name)' sets no timer of that name\(timers.isEmpty ? "" : "; it sets \(timers.joined(separator: ", "))")"
    )
  }

  /// The problem of `"LABEL" works` naming a control of a team's logic or flow that states no
  /// effect: no `does` on a flow's button (or `.named` in Swift), so nothing says what working
  /// is, and any effect would pass. Nil when every control with the label states one, or the
  /// app has none (`control` says so), or it is a built-in app, whose controls all do.
  static func noStatedEffect<T>(in found: Resolved<T>, label: String, app: AppModel) -> Diagnostic? {
    guard let box = app.logic, app.statedByRules(label).isEmpty else { return nil }
    let read = label.asRead
    let unstated = box.initial.vocabulary.filter { element in
      guard element.role == .button, element.label.asRead == read else { return false }
      if case .named = element.action { return true }
      return element.action == nil
    }
    guard let control = unstated.first else { return nil }
    let fix =
      box.identity != nil
      ? "no rule for it starts, extends or stops a timer or saves a draft; give its button \"does\": \"navigate\" when it takes the person to another screen, or one of "
        + String.joined(Flow.does.filter { $0 != "navigate" }.map { "\"\($0)\"" }, separator: ", ")
        + " for what it does"
      : "give its Element an action other than .named: .navigate when it takes the person to another screen, or .staySignedIn, .saveAndSignOut, .signIn or .sendCode"
    return Diagnostic(
      .unknownPhrase, at: found.location,
      "'\(found.text)' judges the effect app '\(app.name)' states for '\(control.label)', and it states none, so any effect would pass: \(fix); or claim what it shows with '\"TEXT\" is shown'"
    )
  }

  /// The problem with a phrase quoting a text that no text of `app` could hold, in any state
  /// and with any value in its placeholders; nil when one could, or when the app's texts are
  /// not known before it runs (a team's Swift logic).
  static func unknownText<Value>(in found: Resolved<Value>, text: String, app: AppModel) -> Diagnostic? {
    guard let texts = app.texts, app.couldHold(text) == false else { return nil }
    let location = quoteLocation(of: text, in: found)
    let close = Similarity.closest(to: text, among: texts.written, cutoff: 0.3, limit: 3)
    let hint =
      close.isEmpty ? "" : "; the closest it has: \(close.map { "\"\($0)\"" }.joined(separator: ", "))"
    return Diagnostic(
      .unknownControl, at: location,
      "app '\(app.name)' never shows or says a text holding \"\(text)\", so '\(found.text)' could \(Value.self == TaskStep.self ? "wait for" : "judge") nothing the person meets\(hint); quote its words as the app gives them ('checkrun app' lists them)"
    )
  }

  /// The problem with a sentence about `noun` in `app`: a thing it lacks, or one of two, or
  /// one `state` cannot be said of.
  static func unknownThing<T>(in found: Resolved<T>, noun: String, state: Claim.State, app: AppModel) -> Diagnostic? {
    switch Nouns.find(noun, in: app, for: state) {
    case .failure(let problem):
      return Diagnostic(.unknownControl, at: found.location, "'\(found.text)': " + problem.message(app: app.name))
    case .success(let thing):
      guard !state.applies(to: thing.thing) else {
        return state == .restored
          ? Requirement.signInControl.problem(found, line: Located(found.text, at: found.location), app: app) : nil
      }
      let fits = Claim.State.allCases.filter { $0.applies(to: thing.thing) }.map { "'\($0.words)'" }
      return Diagnostic(
        .unknownPhrase, at: found.location,
        "'\(found.text)': \(thing.name) cannot be \(state.words); it can be \(String.joined(fits, separator: ", ")) (run 'checkrun steps' for the sentences)"
      )
    }
  }

  /// Where `label` stands in `found`: at its opening quote when the phrase holds it as written,
  /// else at the phrase.
  static func quoteLocation<T>(of label: String, in found: Resolved<T>) -> SourceLocation {
    var location = found.location
    let text = Array(found.text)
    let quoted = Array("\"\(label)\"")
    if let start = text.indices.first(where: { text[$0...].starts(with: quoted) }) { location.column += start }
    return location
  }

  /// The problem with a phrase of `app` that names a control its words lack.
  static func unknownControl<T>(in found: Resolved<T>, label: String, app: AppModel) -> Diagnostic? {
    guard !app.vocabulary.contains(label.lowercased()) else { return nil }
    let location = quoteLocation(of: label, in: found)
    let controls = app.controls.map { "'\($0)'" }.joined(separator: ", ")
    let rest = app.isLogic ? "" : " and the keypad's digits (run 'checkrun app' for every screen)"
    let close = Similarity.closest(to: label, among: app.controls, cutoff: 0.75, limit: 2)
    let hint = close.isEmpty ? "" : " (did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?)"
    return Diagnostic(
      .unknownControl, at: location,
      "app '\(app.name)' has no control '\(label)'\(hint); its controls are \(controls)\(rest)")
  }

  /// A duration of zero in a phrase (`the slot is held for 0 minutes`), as a diagnostic at the
  /// duration as written on `line`, else at the phrase.
  static func zeroDuration<Value>(_ found: Resolved<Value>, line: Located<String>) -> Diagnostic {
    let words = Token.tokenize(line.value).filter { !$0.isMark }
    let characters = Array(line.value)
    for start in words.indices {
      guard let end = Quantities.durations(in: words, from: start).last(where: { $0.value == .zero })?.end else {
        continue
      }
      let (from, to) = (words[start].offset, words[end - 1].end)
      return Diagnostic(
        .malformedDuration, at: line.location.advanced(by: from),
        "duration '\(String(characters[from..<min(to, characters.count)]))': write a duration of at least 1 millisecond"
      )
    }
    return Diagnostic(
      .malformedDuration, at: found.location, "'\(found.text)': write a duration of at least 1 millisecond")
  }
}
