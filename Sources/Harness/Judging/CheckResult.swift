/// What running one check gave: a verdict, each step and expectation, and the timeline.
public struct CheckResult: Codable, Hashable, Sendable {
  /// The verdict on a check: it passed, it failed (a step could not be done or an expectation
  /// failed), or it cannot be judged (an expectation is about something its task never
  /// brought up, and nothing failed). A failure wins over an expectation that cannot be judged.
  public enum Verdict: String, Codable, Hashable, Sendable {
    case passed
    case failed
    case cannotBeJudged = "cannot-be-judged"

    /// The verdict in words: `passed`, `failed`, `cannot be judged`.
    public var words: String { self == .cannotBeJudged ? "cannot be judged" : rawValue }
  }

  /// The verdict on one expectation: it held, it failed, or it cannot be judged, since the
  /// task never brought up what it is about (nothing typed, no warning came, no notice was up).
  /// That is neither a pass nor a failure of the app, but a check whose task must add a step.
  public enum Judgement: String, Codable, Hashable, Sendable {
    case passed
    case failed
    case cannotBeJudged = "cannot-be-judged"

    /// The judgement in words: `passed`, `failed`, `cannot be judged`.
    public var words: String { self == .cannotBeJudged ? "cannot be judged" : rawValue }
  }

  /// How one step of the task went.
  public struct StepOutcome: Codable, Hashable, Sendable {
    public var step: Resolved<TaskStep>
    /// Why it could not be done; nil when it was.
    public var failure: String?
    public var startedAt: VirtualInstant
    public var endedAt: VirtualInstant
  }

  /// The verdict on one expectation, with the part of the timeline that shows why.
  public struct ExpectationOutcome: Codable, Hashable, Sendable {
    public var expectation: Resolved<Expectation>
    public var judgement: Judgement
    /// What happened, in plain words: why it held, what was expected and what happened
    /// instead, or, when it cannot be judged, what the task never brought up and must add.
    public var message: String
    /// The timeline entries that show it, the probe's own actions included.
    public var evidence: [LogEntry]

    /// Whether the expectation held.
    public var passed: Bool { judgement == .passed }

    public init(expectation: Resolved<Expectation>, judgement: Judgement, message: String, evidence: [LogEntry]) {
      (self.expectation, self.judgement, self.message, self.evidence) = (expectation, judgement, message, evidence)
    }

    private enum CodingKeys: String, CodingKey {
      case expectation, passed, judgement, message, evidence
    }

    /// Reads an outcome; one written before there were three judgements has `passed` alone.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      expectation = try container.decode(Resolved<Expectation>.self, forKey: .expectation)
      if let judgement = try container.decodeIfPresent(Judgement.self, forKey: .judgement) {
        self.judgement = judgement
      } else {
        judgement = try container.decode(Bool.self, forKey: .passed) ? .passed : .failed
      }
      message = try container.decode(String.self, forKey: .message)
      evidence = try container.decode([LogEntry].self, forKey: .evidence)
    }

    /// Writes the judgement, and `passed` beside it as records before the third judgement had it.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(expectation, forKey: .expectation)
      try container.encode(passed, forKey: .passed)
      try container.encode(judgement, forKey: .judgement)
      try container.encode(message, forKey: .message)
      try container.encode(evidence, forKey: .evidence)
    }
  }

  public var check: RunnableCheck
  public var steps: [StepOutcome]
  public var expectations: [ExpectationOutcome]
  /// Everything that happened during the task.
  public var timeline: [LogEntry]
  /// Virtual time the task took.
  public var simulated: VirtualDuration
  /// Every announcement of the task, with whether it was heard to the end.
  public var announcements: [Announcement]
  /// Where accessibility focus moved during the task, and up to `listenedUntil`.
  public var focusMoves: [FocusMove]
  /// When announcements still being spoken as the task ended had been heard to their end or
  /// cut off, as a probe that listens finds them: where the record of `announcements` ends;
  /// nil when none was being spoken then (it ends with the task).
  public var listenedUntil: VirtualInstant? = nil
  /// The time limits the app set during the task, and how much of each the person used: the
  /// report's picture of time needed against time given. A record written before there were
  /// limits has none.
  public var limits: [TimeLimit] = []

  private enum CodingKeys: String, CodingKey {
    case check, steps, expectations, timeline, simulated, announcements, focusMoves, listenedUntil, limits
  }

  public init(
    check: RunnableCheck, steps: [StepOutcome], expectations: [ExpectationOutcome], timeline: [LogEntry],
    simulated: VirtualDuration, announcements: [Announcement], focusMoves: [FocusMove]
  ) {
    (self.check, self.steps, self.expectations, self.timeline) = (check, steps, expectations, timeline)
    (self.simulated, self.announcements, self.focusMoves) = (simulated, announcements, focusMoves)
  }

  /// Reads a record; one written before there were limits has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    check = try container.decode(RunnableCheck.self, forKey: .check)
    steps = try container.decode([StepOutcome].self, forKey: .steps)
    expectations = try container.decode([ExpectationOutcome].self, forKey: .expectations)
    timeline = try container.decode([LogEntry].self, forKey: .timeline)
    simulated = try container.decode(VirtualDuration.self, forKey: .simulated)
    announcements = try container.decode([Announcement].self, forKey: .announcements)
    focusMoves = try container.decode([FocusMove].self, forKey: .focusMoves)
    listenedUntil = try container.decodeIfPresent(VirtualInstant.self, forKey: .listenedUntil)
    limits = try container.decodeIfPresent([TimeLimit].self, forKey: .limits) ?? []
  }

  public var verdict: Verdict {
    // By index: iterating would copy each outcome, and every report asks for the verdict.
    if steps.indices.contains(where: { steps[$0].failure != nil }) { return .failed }
    var unjudged = false
    for index in expectations.indices {
      switch expectations[index].judgement {
      case .failed: return .failed
      case .cannotBeJudged: unjudged = true
      case .passed: break
      }
    }
    return unjudged ? .cannotBeJudged : .passed
  }

  /// The task's announcements as the trace sees them: what cut each off, why one was not
  /// heard, and (on a record written before they were listened to the end) which the task
  /// ended in the middle of.
  public var heardAnnouncements: [Trace.Heard] {
    Trace.Heard.all(
      announcements, focusMoves: focusMoves, profile: check.profile, end: listenedUntil ?? .start + simulated)
  }

  /// The step that failed, if one did.
  public var failedStep: StepOutcome? { steps.indices.first { steps[$0].failure != nil }.map { steps[$0] } }

  /// The expectations that failed; not those that cannot be judged.
  public var failedExpectations: [ExpectationOutcome] { expectations.filter { $0.judgement == .failed } }

  /// The expectations that cannot be judged: their task never brought up what they are about.
  public var unjudgedExpectations: [ExpectationOutcome] {
    expectations.filter { $0.judgement == .cannotBeJudged }
  }

  /// The expectations that did not pass, failed or not judged, in the order they are written.
  public var expectationsNotPassed: [ExpectationOutcome] { expectations.filter { !$0.passed } }
}
