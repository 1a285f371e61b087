/// `open the long form`: a set-up step. The person is where the form's fields are already,
/// as every check starts, so it does nothing, which the timeline notes; anywhere else it
/// fails saying what is showing, since the person would have to do more than open it.
struct OpenTheForm: TaskFamily {
  static let name = "open the form"
  static let patterns = ["(open | go to) [the] [long] form"]
  static let examples = ["open the long form"]
  static let recordKey: String? = "openForm"

  init() {}
  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] { [] }

  func perform(on world: inout World) throws(StepFailure) {
    guard world.formShowing else {
      throw StepFailure("the form is not open: \(world.shownTitle) is showing, and opening the form would take more")
    }
    world.note(.alreadyOnForm)
  }
}
