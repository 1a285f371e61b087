/// `open the app with Face ID`, `fail Face ID [N times]`, `pass Face ID`, `leave the Face ID
/// prompt open for D`.
enum BiometricSignIn: TaskFamily {
  case openWithFaceID
  case failFaceID(times: Int)
  case passFaceID
  case leavePromptOpen(VirtualDuration)

  static let name = "biometric sign-in"
  static let patterns = [
    "open the app with face id",
    "fail face id [(once | twice | {n} times)]",
    "pass face id",
    "leave the face id prompt open for {duration}",
  ]
  static let examples = [
    "open the app with Face ID", "fail Face ID", "fail Face ID twice", "pass Face ID",
    "leave the Face ID prompt open for 2 minutes",
  ]
  static let recordKey: String? = nil

  init?(_ captures: Pattern.Captures) {
    if captures.has("open") && !captures.has("leave") {
      self = .openWithFaceID
    } else if captures.has("fail") {
      self = .failFaceID(times: captures.counts.first ?? (captures.has("twice") ? 2 : 1))
    } else if captures.has("pass") {
      self = .passFaceID
    } else if let duration = captures.durations.first {
      self = .leavePromptOpen(duration)
    } else {
      return nil
    }
  }

  var requirements: [Requirement] {
    switch self {
    case .openWithFaceID, .leavePromptOpen:
      [.builtInFlows(instead: "write 'pass Face ID' or 'fail Face ID' where its own screen asks, or 'wait DURATION'")]
    case .failFaceID(let times): [.atLeastOnce(times)]
    case .passFaceID: []
    }
  }

  func perform(on world: inout World) throws(StepFailure) {
    switch self {
    case .openWithFaceID: world.openWithFaceID()
    case .failFaceID(let times):
      let attempts = max(1, times)
      if try world.tellLogic(Array(repeating: .faceID(passed: false), count: attempts)) { return }
      for _ in 0..<attempts { try world.failFaceID() }
    case .passFaceID: if try !world.tellLogic([.faceID(passed: true)]) { try world.passFaceID() }
    case .leavePromptOpen(let duration): try world.leavePromptOpen(for: duration)
    }
  }
}
