/// What running one check gave: a verdict, each step and expectation, and the timeline.
public struct CheckResult: Codable, Hashable, Sendable {
  public enum Verdict: String, Codable, Hashable, Sendable {
    case passed
    case failed
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
    public var passed: Bool
    /// What happened, in plain words: why it held, or what was expected and what happened instead.
    public var message: String
    /// The timeline entries that show it, the probe's own actions included.
    public var evidence: [LogEntry]
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
  /// Where accessibility focus moved during the task.
  public var focusMoves: [FocusMove]

  public var verdict: Verdict {
    steps.allSatisfy { $0.failure == nil } && expectations.allSatisfy(\.passed) ? .passed : .failed
  }

  /// The step that failed, if one did.
  public var failedStep: StepOutcome? { steps.first { $0.failure != nil } }

  public var failedExpectations: [ExpectationOutcome] { expectations.filter { !$0.passed } }
}
