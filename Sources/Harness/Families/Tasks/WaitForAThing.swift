/// `wait until the inactivity warning appears`, `let the bank request expire`: the person waits
/// for a thing of the app named in the check's own words (`Nouns`): a screen, a control or text,
/// or the warning, to be shown; a timer to run out. Tried after every other step, so a seed
/// phrase keeps its own meaning (`let the session expire`). A wait that cannot end fails saying
/// so; one for something that never comes gives up after a day.
struct WaitForAThing: TaskFamily {
  static let name = "wait for a thing of the app"
  static let isGeneral = true
  static let patterns = [
    "wait until {noun} (appears | shows | is shown | is displayed | comes up | has appeared)",
    "wait for {noun} to (appear | show | come up | be shown)",
    "let {noun} (expire | run out | time out)",
    "wait until {noun} (expires | runs out | times out | has expired | has run out)",
    "wait for {noun} to (expire | run out | time out)",
  ]
  static let examples = ["wait until the timeout screen appears", "let the one-time code run out"]
  static let recordKey: String? = "waitForThing"

  /// The thing as written (`the inactivity warning`).
  var noun: String
  /// Whether the wait is for it to run out, rather than to be shown.
  var runsOut: Bool

  init(noun: String, runsOut: Bool) { (self.noun, self.runsOut) = (noun, runsOut) }

  init?(_ captures: Pattern.Captures) {
    guard let noun = captures.nouns.first else { return nil }
    self.noun = noun
    runsOut = ["expire", "expires", "expired", "run", "runs", "out"].contains(where: captures.has)
  }

  var requirements: [Requirement] { [.thing(noun, runsOut ? .expired : .shown)] }

  func perform(on world: inout World) throws(StepFailure) {
    guard let found = try? Nouns.find(noun, in: world.app, for: runsOut ? .expired : .shown).get() else {
      throw StepFailure("app '\(world.app.name)' has no '\(noun)'")
    }
    let awaited: Awaited
    switch found.thing {
    case .warning: awaited = .warning
    case .screen(let id): awaited = .screen(name: id.name, title: id.title)
    case .control(let label), .text(let label), .field(let label): awaited = .text(label)
    case .timer(let timer) where timer == TimerName.sessionExpiry.rawValue: awaited = .sessionExpiry
    case .timer(let timer) where timer == TimerName.codeExpiry.rawValue: awaited = .codeExpiry
    case .timer(let timer) where world.app.isLogic: awaited = .timer(timer)
    case .timer:
      throw StepFailure(
        "\(found.name) runs out by its own step: write 'let the sign-in token expire' or 'wait for the slot hold to run out'"
      )
    case .keypad, .form, .draft:
      throw StepFailure("\(found.name) is not something that appears; wait for a screen, a control or a text")
    }
    try world.wait(until: awaited)
  }
}
