/// `extending requires re-authentication`: "Stay signed in" moved the session's end out only
/// after Face ID passed.
struct ExtendRequiresReauthentication: ClaimFamily {
  static let name = "extending requires re-authentication"
  static let patterns = ["extending requires re-authentication"]
  static let examples = ["extending requires re-authentication"]
  static let citations: [Citation] = [.noCriterion("seed 000, a security rule: extend after re-authentication")]
  static let recordKey: String? = "extendRequiresReauthentication"

  init?(_ captures: Pattern.Captures) {}

  var requirements: [Requirement] {
    [
      .builtInFlows(
        instead: "write the task as the person does it ('tap \"LABEL\", then pass Face ID') and judge "
          + "what the app does then ('\"LABEL\" works', '\"TEXT\" is shown')")
    ]
  }
  func claim(in app: AppModel) -> Claim { .reauthenticatedBeforeExtending(label: app.words[.staySignedIn]) }
  func budget(in app: AppModel) -> ProbeBudget { .acts(ProbeBudget.extending(app)) }

  /// Waits for the warning and activates "Stay signed in" once; the trace shows whether Face
  /// ID came first.
  func probe(_ world: inout World) -> Finding {
    guard world.awaitWarning() != nil, world.warningVisible else { return world.trace.noWarning() }
    let from = world.now
    do {
      try world.activate(world.app.words[.staySignedIn])
    } catch {
      return .fail(error.message, from: from, to: world.now)
    }
    return claim(in: world.app).judged(on: world.trace)
  }
}
