/// `select an appointment slot`, `book the slot`: the person picks a slot, and books it.
enum Appointment: TaskFamily {
  case selectSlot
  case bookSlot

  static let name = "appointment"
  static let patterns = [
    "(select | choose | pick) an appointment [slot]", "(select | choose | pick) a slot",
    "book the (slot | appointment)",
  ]
  static let examples = ["select an appointment slot", "book the slot"]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) { self = captures.has("book") ? .bookSlot : .selectSlot }

  var requirements: [Requirement] {
    [
      .builtInFlows(
        instead: "write 'tap \"LABEL\"' with its own controls, and 'let the slot expire' for a hold of "
          + "'slot'")
    ]
  }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .selectSlot: try world.selectSlot()
    case .bookSlot: try world.bookSlot()
    }
  }
}
