import Foundation
import Testing

@testable import Harness

/// Probes never make their own evidence (issue 26, item 3): every expectation family, by every
/// example the reference gives, judged after every task of the migration corpus on every
/// built-in app and every fault, does only what its `probeBudget` allows.
@Suite("Probe budget")
struct ProbeBudgetTests {
  /// One expectation of each example of every family the reference lists.
  static let expectations: [Resolved<Harness.Expectation>] = {
    let examples = Vocabulary.expectations.flatMap(\.examples)
    let text = "Profile: VoiceOver\nTask: wait 1 minute\nExpected: " + examples.joined(separator: "\n  ") + "\n"
    return runnable(text).first?.expectations ?? []
  }()

  /// Every check of the corpus, resolved against `app`, that resolves.
  static func runnable(_ text: String, app: AppModel = .fixed) -> [RunnableCheck] {
    let parsed = Parser(mode: .checkFile).parse(text, path: "budget.check")
    return parsed.checks.compactMap {
      guard case .success(let check) = Resolver(defaultApp: app).resolve($0) else { return nil }
      return check
    }
  }

  /// The tasks of the corpus, each with its profile once.
  static let tasks: [(profile: String, task: String)] = {
    var seen = Set<String>()
    var tasks: [(profile: String, task: String)] = []
    for source in (try? MigrationRecordTests.corpus()) ?? [] {
      for check in Parser(mode: .checkFile).parse(source.text, path: source.name).checks {
        let task = check.task.map(\.value).joined(separator: ", then ")
        guard !task.isEmpty, seen.insert("\(check.profile.value)|\(task)").inserted else { continue }
        tasks.append((check.profile.value, task))
      }
    }
    return tasks
  }()

  @Test("every family is covered, every example resolves, and the corpus has tasks of every kind")
  func coverage() {
    #expect(Self.expectations.count == Vocabulary.expectations.flatMap(\.examples).count)
    #expect(Set(Self.expectations.map(\.family)).count == Vocabulary.expectations.count)
    #expect(Self.tasks.count > 40)
  }

  @Test(
    "each probe does only the acts its phrase names, and one judged on what the task left lets no time pass",
    arguments: MigrationRecord.apps.map(\.name))
  func heldToBudget(appName: String) throws {
    let app = try #require(MigrationRecord.apps.first { $0.name == appName })
    var words = FixedWords.Cache()
    var probes = 0
    for (profile, task) in Self.tasks {
      let text = "Profile: \(profile)\nTask: \(task)\nExpected: the warning is announced\n"
      guard let check = Self.runnable(text, app: app).first else { continue }
      let (world, _) = Runner.task(of: check, guard: .standard, words: &words)
      #expect(world.probeActs.isEmpty)
      for expectation in Self.expectations {
        let (finding, probed) = Runner.probe(expectation.value, on: world)
        probes += 1
        let budget = expectation.value.probeBudget(in: app)
        let done = probed.probeActs.map(\.kind)
        let excess = budget.excess(in: done)
        #expect(
          excess.isEmpty,
          "'\(expectation.text)' after '\(task)' (\(profile), \(appName)) did \(excess), beyond its budget (\(budget)); it found: \(finding.message)"
        )
        #expect(
          budget.mayWait || probed.now == world.now,
          "'\(expectation.text)' after '\(task)' (\(profile), \(appName)) let time pass, from \(world.now) to \(probed.now)"
        )
        // The task's acts are kept as they were, and come before any of the probe's.
        #expect(Array(probed.acts.prefix(world.acts.count)) == world.acts)
      }
    }
    #expect(probes > 1000)
  }
}

/// The budget itself: what it lets through, and what it names as beyond it.
@Suite("Probe budget arithmetic")
struct ProbeBudgetArithmeticTests {
  @Test("each listed act may be used as many times as it is listed; anything else is excess, in order")
  func excess() {
    let budget = ProbeBudget.acts([.activated(label: "Close")])
    #expect(budget.excess(in: []).isEmpty)
    #expect(budget.excess(in: [.activated(label: "Close")]).isEmpty)
    #expect(
      budget.excess(in: [.enteredPasscode(correct: false), .activated(label: "Close"), .activated(label: "Close")])
        == [.enteredPasscode(correct: false), .activated(label: "Close")])
    #expect(ProbeBudget.none.excess(in: [.faceID(passed: true)]) == [.faceID(passed: true)])
  }

  @Test("the phrase names the act: the close button, a touch outside, a keypad touch")
  func namedActs() {
    #expect(
      Harness.Expectation.noticeDismissible(.closeButton).probeBudget(in: .fixed).acts == [.activated(label: "Close")])
    #expect(Harness.Expectation.noticeDismissible(.tapOutside).probeBudget(in: .fixed).acts == [.touchedOutsideNotice])
    #expect(Harness.Expectation.slotHeld(atLeast: .minutes(5)).probeBudget(in: .fixed) == .none)
    #expect(Harness.Expectation.noErrorCode.probeBudget(in: .fixed) == .wait)
  }
}
