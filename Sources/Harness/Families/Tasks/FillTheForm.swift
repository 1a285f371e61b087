/// `fill the long form [slowly] [until …]`, `fill N fields`: the person types into the long
/// form's empty fields, in order. `fill the long form including the card number` is the whole
/// form, which must have that field.
struct FillTheForm: TaskFamily {
  static let name = "fill the form"
  static let patterns = [
    "fill [in] [the] [long] form [slowly] \(Awaited.untilPhrase)",
    "fill [in] {n} (fields | field) [slowly] \(Awaited.untilPhrase)",
    "fill [in] [the] [long] form [slowly] including {noun}",
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
  /// A field the line says the whole form includes (`including the card number`): one of the
  /// long form's, or the line is an error.
  var including: String? = nil

  init(count: Int?, slowly: Bool, until: Awaited?) { (self.count, self.slowly, self.until) = (count, slowly, until) }

  init?(_ captures: Pattern.Captures) {
    self.init(count: captures.counts.first, slowly: captures.has("slowly"), until: Awaited(captures))
    including = captures.nouns.first
  }

  var requirements: [Requirement] {
    (count.map { [.fieldsOfTheForm($0)] } ?? []) + (including.map { [.formField($0)] } ?? [])
  }

  func perform(on world: inout World) throws(StepFailure) {
    try world.fill(count: count, slowly: slowly, until: until)
  }
}

extension TaskStep {
  static func fill(count: Int?, slowly: Bool, until: Awaited?) -> TaskStep {
    TaskStep(FillTheForm(count: count, slowly: slowly, until: until))
  }
}
