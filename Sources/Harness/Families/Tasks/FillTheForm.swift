/// `fill the long form [slowly] [until …]`, `fill N fields`: the person types into the long
/// form's empty fields, in order.
struct FillTheForm: TaskFamily {
  static let name = "fill the form"
  static let patterns = [
    "fill [in] [the] [long] form [slowly] \(Awaited.untilPhrase)",
    "fill [in] {n} (fields | field) [slowly] \(Awaited.untilPhrase)",
  ]
  static let examples = [
    "fill the long form", "fill the long form slowly", "fill 5 fields",
    "fill the form until the warning appears", "fill the long form slowly until the warning appears",
  ]
  static let recordKey: String? = "fill"

  /// How many fields; nil for all of them.
  var count: Int?
  var slowly: Bool
  /// What makes the person stop, when it comes first.
  var until: Awaited?

  init(count: Int?, slowly: Bool, until: Awaited?) { (self.count, self.slowly, self.until) = (count, slowly, until) }

  init?(_ captures: Pattern.Captures) {
    self.init(count: captures.counts.first, slowly: captures.has("slowly"), until: Awaited(captures))
  }

  var requirements: [Requirement] { count.map { [.fieldsOfTheForm($0)] } ?? [] }

  func perform(on world: inout World) throws(StepFailure) {
    try world.fill(count: count, slowly: slowly, until: until)
  }
}

extension TaskStep {
  static func fill(count: Int?, slowly: Bool, until: Awaited?) -> TaskStep {
    TaskStep(FillTheForm(count: count, slowly: slowly, until: until))
  }
}
