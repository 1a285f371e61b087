/// A check understood and ready to run: its profile, app, steps and expectations.
public struct RunnableCheck: Codable, Hashable, Sendable {
  public var source: Check
  public var profile: Profile
  public var app: AppModel
  public var steps: [Resolved<TaskStep>]
  public var expectations: [Resolved<Expectation>]

  /// The WCAG criteria the check's expectations evidence, each once, in order.
  public var criteria: [String] {
    var result: [String] = []
    result.reserveCapacity(expectations.count * 3)
    for expectation in expectations {
      for criterion in expectation.criteria where !result.contains(criterion) { result.append(criterion) }
    }
    return result
  }
}
