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
    result.limits = TimeLimit.limits(in: world.timerEvents, until: world.now)
    // An announcement still being spoken when the task ended is heard to its end, or cut off,
    // as an expectation's probe that listens finds it: the report's bars say what the verdicts saw.
    if let heard = world.listenedOn() {
      (result.announcements, result.focusMoves, result.listenedUntil) = heard
    }
    result.expectations.reserveCapacity(check.expectations.count)
    // Each expectation acts on its own copy of the world; the last one is the world's last
    // use, so it is given the world itself, not a copy (`consume` here is refused by this
    // compiler; the optimizer moves it, as the instruction counts show).
    for expectation in check.expectations.dropLast() {
      result.expectations.append(judge(expectation, on: world, drawn: result.timeline))
    }
    if let last = check.expectations.last {
      result.expectations.append(judge(last, on: world, drawn: result.timeline))
    }
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
      // A step only tried that a correct app makes impossible is noted, and the task goes on.
      if step.attempt, let why = failure, world.ranAway == nil {
        world.note(.attemptNotDone(step: String(step.text.dropFirst("try to ".count)), why: why))
        failure = nil
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
    let finding = expectation.family.probe(&world)
    return (finding, world)
  }

  /// The outcome of `expectation` judged on `probe`, a world of its own; `drawn` is the task's
  /// timeline, already in words, which the probe's world begins with.
  private static func judge(
    _ expectation: Resolved<Expectation>, on world: consuming World, drawn: [LogEntry]
  ) -> CheckResult.ExpectationOutcome {
    var (finding, probed) = probe(expectation.value, on: world)
    // A world whose timers were stopped says nothing of the app after: the runaway is the verdict.
    if let ranAway = probed.ranAway {
      finding = Finding(judgement: .failed, message: ranAway, window: finding.window)
    }
    return CheckResult.ExpectationOutcome(
      expectation: expectation, judgement: finding.judgement, message: finding.message,
      evidence: evidence(in: probed.entries, within: finding.window, drawn: drawn, content: probed.app.content))
  }

  /// The last `evidenceLimit` of `entries` within `window`, in order, in words: found from the
  /// end, into a list made once. The first of `entries` are the task's, drawn already in
  /// `drawn`; only a probe's own are drawn here.
  static func evidence(
    in entries: [TraceEntry], within window: ClosedRange<VirtualInstant>, drawn: [LogEntry] = [],
    content: AppContent? = nil
  ) -> [LogEntry] {
    var found: [LogEntry] = []
    found.reserveCapacity(evidenceLimit)
    for index in entries.indices.reversed() where window.contains(entries[index].at) {
      found.append(index < drawn.count ? drawn[index] : entries[index].logEntry(drawnIn: content))
      if found.count == evidenceLimit { break }
    }
    found.reverse()
    return found
  }
}
