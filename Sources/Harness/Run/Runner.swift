/// Runs a check: the task on a fresh world, then each expectation on its own copy.
public enum Runner {
  /// How many timeline entries a piece of evidence shows at most.
  public static let evidenceLimit = 10

  public static func run(_ check: RunnableCheck, guard runGuard: RunGuard = .standard) -> CheckResult {
    var words = FixedWords.Cache()
    return run(check, guard: runGuard, words: &words)
  }

  /// The same, with the words that depend only on the app and the profile taken from `words`,
  /// or made there: a thread running many checks keeps one cache for all of them.
  public static func run(
    _ check: RunnableCheck, guard runGuard: RunGuard = .standard, words: inout FixedWords.Cache
  ) -> CheckResult {
    let (world, outcomes) = task(of: check, guard: runGuard, words: &words)
    var result = CheckResult(
      check: check, steps: outcomes, expectations: [], timeline: world.log, simulated: world.now.sinceStart,
      announcements: world.announcements, focusMoves: world.focusMoves)
    result.expectations.reserveCapacity(check.expectations.count)
    // Each expectation acts on its own copy of the world; the last one is the world's last
    // use, so it is given the world itself, not a copy (`consume` here is refused by this
    // compiler; the optimizer moves it, as the instruction counts show).
    for expectation in check.expectations.dropLast() {
      result.expectations.append(judge(expectation, on: world))
    }
    if let last = check.expectations.last { result.expectations.append(judge(last, on: world)) }
    return result
  }

  /// The world as `check`'s task left it, and how each step went, up to the first that failed.
  static func task(
    of check: RunnableCheck, guard runGuard: RunGuard, words: inout FixedWords.Cache
  ) -> (World, [CheckResult.StepOutcome]) {
    var world = World(
      app: check.app, profile: check.profile, words: words.words(app: check.app, profile: check.profile))
    world.runGuard = runGuard
    var outcomes: [CheckResult.StepOutcome] = []
    outcomes.reserveCapacity(check.steps.count)
    for step in check.steps {
      let started = world.now
      var failure: String?
      do {
        try world.perform(step.value)
      } catch {
        failure = error.message
      }
      // Timers that ran away are why the step ended, whatever it was waiting for.
      if let ranAway = world.ranAway { failure = ranAway }
      outcomes.append(
        CheckResult.StepOutcome(step: step, failure: failure, startedAt: started, endedAt: world.now))
      if failure != nil { break }
    }
    return (world, outcomes)
  }

  /// `expectation` judged by a probe on `world`, and the world as the probe left it.
  static func probe(_ expectation: Expectation, on world: consuming World) -> (Finding, World) {
    world.beginProbe()
    let finding = world.evaluate(expectation)
    return (finding, world)
  }

  /// The outcome of `expectation` judged on `probe`, a world of its own.
  private static func judge(
    _ expectation: Resolved<Expectation>, on world: consuming World
  ) -> CheckResult.ExpectationOutcome {
    var (finding, probed) = probe(expectation.value, on: world)
    // A world whose timers were stopped says nothing of the app after: the runaway is the verdict.
    if let ranAway = probed.ranAway {
      finding = Finding(judgement: .failed, message: ranAway, window: finding.window)
    }
    return CheckResult.ExpectationOutcome(
      expectation: expectation, judgement: finding.judgement, message: finding.message,
      evidence: evidence(in: probed.log, within: finding.window))
  }

  /// The last `evidenceLimit` entries of `log` within `window`, in order: found from the end,
  /// into a list made once, not a filtered copy of the log cut down to its end.
  static func evidence(in log: [LogEntry], within window: ClosedRange<VirtualInstant>) -> [LogEntry] {
    var found: [LogEntry] = []
    found.reserveCapacity(evidenceLimit)
    for entry in log.reversed() where window.contains(entry.at) {
      found.append(entry)
      if found.count == evidenceLimit { break }
    }
    found.reverse()
    return found
  }
}

extension World {
  /// The steps a team's logic hears of as events of its own, in place of a built-in flow's:
  /// a code entered, Face ID, a touch outside.
  static func logicEvents(for step: TaskStep) -> [AppEvent]? {
    switch step {
    case .enterCode, .enterCorrectPasscode: [.entered(correct: true)]
    case .enterIncorrectPasscode: [.entered(correct: false)]
    case .passFaceID: [.faceID(passed: true)]
    case .failFaceID(let times): Array(repeating: .faceID(passed: false), count: max(1, times))
    case .dismissNotice(.tapOutside): [.touchedOutside]
    default: nil
    }
  }

  /// Does one task step.
  mutating func perform(_ step: TaskStep) throws(StepFailure) {
    // Every step counts against the guard, an idle one too.
    try guardStep()
    if logic != nil, let events = World.logicEvents(for: step) {
      for event in events { try tellLogic(event) }
      return
    }
    switch step {
    case .fill(let count, let slowly, let until): try fill(count: count, slowly: slowly, until: until)
    case .idle(let duration): idle(for: duration)
    case .waitUntil(let awaited): try wait(until: awaited)
    case .letSessionExpire: try wait(until: .sessionExpiry)
    case .letCodeExpire: try letCodeExpire()
    case .activate(let label): try activate(label)
    case .signIn: try signIn()
    case .recover: try recover()
    case .requestCode: try requestCode()
    case .enterCode: try enterCode()
    case .switchAway(let place, let duration): try switchAway(to: place, for: duration)
    case .returnToApp: returnToApp()
    case .reauthenticate: try reauthenticate()
    case .selectSlot: try selectSlot()
    case .bookSlot: try bookSlot()
    case .letSlotExpire: try letSlotExpire()
    case .openWithFaceID: openWithFaceID()
    case .failFaceID(let times): for _ in 0..<max(1, times) { try failFaceID() }
    case .passFaceID: try passFaceID()
    case .leavePromptOpen(let duration): try leavePromptOpen(for: duration)
    case .letTokenExpire: try letTokenExpire()
    case .enterIncorrectPasscode: try enterIncorrectPasscode()
    case .enterCorrectPasscode: try enterCorrectPasscode()
    case .dismissNotice(let way): try dismissNotice(by: way)
    }
  }
}
