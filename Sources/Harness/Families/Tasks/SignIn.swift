/// `sign in [again]`, `re-authenticate with Face ID`: the person signs in with their password,
/// or passes Face ID where the app asks for it. `sign in` is also a set-up step: signed in
/// already, the person has nothing to do, which the timeline notes.
enum SignIn: TaskFamily {
  case signIn
  case reauthenticate

  static let name = "sign in"
  static let patterns = [
    "(sign | log) [back] in [again]", "re-authenticate [with face id]", "reauthenticate [with face id]",
  ]
  static let examples = ["sign in", "sign in again", "log in", "log in again", "re-authenticate with Face ID"]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) {
    self = captures.has("re-authenticate") || captures.has("reauthenticate") ? .reauthenticate : .signIn
  }

  var requirements: [Requirement] {
    switch self {
    case .signIn: [.signInControl]
    case .reauthenticate: [.builtInFlows(instead: "write 'pass Face ID' where its own screen asks for Face ID")]
    }
  }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .signIn:
      // A set-up step: signed in already, with no way to sign in showing, it does nothing.
      if world.signedIn, !world.signInShowing {
        world.note(.alreadySignedIn)
        return
      }
      try world.signIn()
    case .reauthenticate: try world.reauthenticate()
    }
  }
}

extension TaskStep {
  static let signIn = TaskStep(SignIn.signIn)
}
