import Testing

@testable import Harness

/// Bounds on one check, and what a continuation line or a quoted label may hold (issue 24).
@Suite("Bounds on one check")
struct BlockBoundsTests {
  /// Every problem `text` gives, parsed and resolved, as `path:line:col: error: message`.
  func problems(_ text: String) -> [String] {
    let parsed = Parser(mode: .checkFile).parse(text, path: "t.check")
    let resolved = parsed.checks.flatMap { check -> [Diagnostic] in
      guard case .failure(let list) = Resolver().resolve(check) else { return [] }
      return list.diagnostics
    }
    return (parsed.diagnostics + resolved).map(\.description)
  }

  /// A check whose `Expected:` is continued so that it has `count` expectations.
  func expectations(_ count: Int) -> String {
    "Profile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n"
      + String(repeating: "  the warning is announced\n", count: count - 1)
  }

  @Test("a check may have 1000 expectations, and one more is an error at its line")
  func expectationLimit() {
    #expect(problems(expectations(Resolver.maximumExpectations)) == [])
    #expect(
      problems(expectations(Resolver.maximumExpectations + 1)) == [
        "t.check:1003:3: error: a check may have at most 1000 expectations; split it into several checks"
      ])
    // 400,000 give the one problem, found without resolving the rest.
    #expect(problems(expectations(400_000)).count == 1)
  }

  @Test("a check may have 10000 task steps however its lines split, and one more is an error at the step")
  func stepLimit() {
    let line = Array(repeating: "wait 1 second", count: 100).joined(separator: ", then ")
    func task(lines: Int, extra: String) -> String {
      "Profile: Touch\nTask: wait 1 second\n" + String(repeating: "  \(line)\n", count: lines) + extra
        + "Expected: no error code is shown\n"
    }
    // 1 + 99 lines of 100 + 99 steps: 10000 exactly.
    let ninetyNine = Array(repeating: "wait 1 second", count: 99).joined(separator: "; ")
    #expect(problems(task(lines: 99, extra: "  \(ninetyNine)\n")) == [])
    #expect(
      problems(task(lines: 99, extra: "  \(ninetyNine); wait 2 seconds\n")) == [
        "t.check:102:\(3 + ninetyNine.count + 2): error: a check may have at most 10000 task steps; split it into several checks"
      ])
    #expect(problems(task(lines: 5_000, extra: "")).count == 1)
  }
}

extension BlockBoundsTests {
  @Test(
    "an empty quoted label is an error at its column, in a step or an expectation",
    arguments: [
      ("Expected: focus moves to \"\"", "t.check:3:26: error: a label in quotes cannot be empty"),
      ("Expected: the word \"\" is not shown", "t.check:3:20: error: a label in quotes cannot be empty"),
      ("Expected: the word \"  \" is never shown", "t.check:3:20: error: a label in quotes cannot be empty"),
      (
        "Expected: \"Code expired\" is followed by a reachable \"\"",
        "t.check:3:53: error: a label in quotes cannot be empty"
      ),
    ])
  func emptyLabel(_ line: String, _ golden: String) {
    #expect(problems("Profile: Touch\nTask: wait 1 minute\n\(line)\n") == [golden])
  }

  @Test("an empty label in a task step is an error at its column; a label with text resolves")
  func emptyLabelInStep() {
    #expect(
      problems("Profile: Touch\nTask: wait 1 minute, then tap \"\"\nExpected: no error code is shown\n") == [
        "t.check:2:31: error: a label in quotes cannot be empty"
      ])
    #expect(problems("Profile: Touch\nTask: wait 1 minute\nExpected: the word \"x\" is not shown\n") == [])
  }
}

extension BlockBoundsTests {
  @Test(
    "an indented line after 'Id:' or 'Tags:' is an error at its line, and the check is not built",
    arguments: [("Id: q", "Id:"), ("Tags: session", "Tags:"), ("id: q", "Id:")])
  func oneLineKeys(_ key: String, _ spelled: String) {
    let text =
      "Profile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n\(key)\n  the warning is announced\n"
    let parsed = Parser(mode: .checkFile).parse(text, path: "t.check")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "t.check:5:3: error: '\(spelled)' takes one line; an indented line here continues nothing"
      ])
    #expect(parsed.checks.isEmpty)
    #expect(parsed.rejected.count == 1)
    // Before `Profile:` too.
    let before = Parser(mode: .checkFile).parse(
      "\(key)\n  more\nProfile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n", path: "t.check")
    #expect(before.checks.isEmpty && before.diagnostics.count == 1)
  }

  @Test("a 'Check:' name may still go on over indented lines")
  func longNames() {
    let parsed = Parser(mode: .checkFile).parse(
      "Check: a long\n  name\nProfile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n", path: "t.check")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.checks.first?.name?.value == "a long name")
  }
}
