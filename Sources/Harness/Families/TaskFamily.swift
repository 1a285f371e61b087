/// A family of task steps: one type, in one file of `Families/Tasks`, that holds everything
/// about one kind of thing the person does. Its phrases and examples, what it needs of the app
/// (checked at resolution), and how the person does it on the world.
///
/// A family is listed once, in `Families.tasks`; the parser, the resolver, the runner and the
/// reference read it from there.
protocol TaskFamily: PhraseFamilyType {
  /// What it needs of the app it runs against, said at resolution when the app lacks it.
  var requirements: [Requirement] { get }
  /// Does the step: the person acts, or lets time pass, on `world`. A team's logic hears of
  /// a built-in flow's act (a code entered, Face ID) as an event of its own (`World.tellLogic`).
  func perform(on world: inout World) throws(StepFailure)
}

extension TaskFamily {
  /// The phrases as the parser matches them, making steps of this family.
  static var phraseFamily: PhraseFamily<TaskStep> {
    PhraseFamily(name, patterns: patterns, examples: examples, general: isGeneral) { captures in
      Self(captures).map(TaskStep.init)
    }
  }
}

/// One step of a task, understood: a value of one of the families `Families.tasks` lists.
public struct TaskStep: FamilyValue {
  let family: any TaskFamily

  init(_ family: some TaskFamily) {
    self.family = family
  }

  /// What it needs of the app it runs against.
  public var requirements: [Requirement] { family.requirements }

  var value: any PhraseFamilyType { family }
  static var families: [any PhraseFamilyType.Type] { Families.tasks }

  init?(value: any PhraseFamilyType) {
    guard let family = value as? any TaskFamily else { return nil }
    self.family = family
  }
}

extension World {
  /// Does one task step; every step counts against the run guard, an idle one too.
  mutating func perform(_ step: TaskStep) throws(StepFailure) {
    try guardStep()
    try step.family.perform(on: &self)
  }

  /// Tells a team's logic of `events` when one runs the app, in place of the built-in flow's
  /// act; whether it did.
  mutating func tellLogic(_ events: [AppEvent]) throws(StepFailure) -> Bool {
    guard logic != nil else { return false }
    for event in events { try tellLogic(event) }
    return true
  }
}
