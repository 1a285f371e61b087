/// `then recover`: the person does what the app offers to get back to where they were.
struct Recover: TaskFamily {
  static let name = "recover"
  static let patterns = ["[then] recover"]
  static let examples = ["recover", "then recover"]
  static let recordKey: String? = "recover"

  init() {}
  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] {
    [
      .builtInFlows(
        instead: "write 'tap \"LABEL\"' with the control its screen offers")
    ]
  }

  func perform(on world: inout World) throws(StepFailure) { try world.recover() }
}

extension TaskStep {
  static let recover = TaskStep(Recover())
}
