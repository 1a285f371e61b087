/// `the error is announced in full`: the last error or notice the task brought up was heard to
/// the end.
struct ErrorAnnouncedInFull: ClaimFamily {
  static let name = "the error is announced in full"
  static let patterns = ["the (error | notice) is announced in full"]
  static let examples = ["the error is announced in full"]
  static let citations: [Citation] = [.meets("3.3.1"), .meets("4.1.3")]
  static let recordKey: String? = "errorAnnouncedInFull"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] { [] }

  func claim(in app: AppModel) -> Claim {
    .errorHeardInFull(
      ifNone:
        "no error or notice was announced; the task brought none up; add a step that brings one up, such as 'enter an incorrect passcode'"
    )
  }

  func budget(in app: AppModel) -> ProbeBudget { .wait }
  func awaitEvidence(_ world: inout World) { world.listenToAnnouncements() }
}
