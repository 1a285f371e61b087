import Foundation
import Harness
import Testing

@testable import CheckrunKit

@Suite("Language reference and the spec")
struct ReferenceTests {
  @Test("docs/language.md is the reference that 'checkrun steps --format markdown' writes")
  func referenceIsCurrent() throws {
    let path = LibXML.root.appendingPathComponent("docs/language.md")
    let committed = try String(contentsOf: path, encoding: .utf8)
    let generated = StepsReference.markdown()
    if committed != generated {
      let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
      let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
      let line = Array(zip(old, new)).firstIndex { $0.0 != $0.1 } ?? min(old.count, new.count)
      Issue.record(
        "docs/language.md is stale from line \(line + 1); regenerate it with 'swift run checkrun steps --format markdown > docs/language.md'"
      )
    }
  }

  @Test("the reference says what each family's probe may do, from its budget")
  func probesNamed() throws {
    let families = Vocabulary.expectations
    let slot = try #require(families.first { $0.examples.contains("the slot is held for 5 minutes") })
    #expect(StepsReference.probes(of: slot) == ["judged on what the task left: no wait, no act"])
    let works = try #require(families.first { $0.name == "\"LABEL\" works" })
    #expect(
      StepsReference.probes(of: works) == ["may wait, and do at most: activating the control it names, passing Face ID"]
    )
    let notice = try #require(families.first { $0.examples.contains("the notice can be dismissed by tapping outside") })
    #expect(StepsReference.probes(of: notice).count == 2)
    let text = StepsReference.text()
    #expect(text.components(separatedBy: "\n    probe ").count - 1 == families.count)
  }

  /// The backticked phrases of one table of ../shared/spec/language.md, with parameters filled in.
  static func specExamples(section: String, column: Int) throws -> [String] {
    let spec = Shared.folder.appendingPathComponent("spec/language.md")
    let text = try String(contentsOf: spec, encoding: .utf8)
    guard let start = text.range(of: "## \(section)") else { return [] }
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    var phrases: [String] = []
    for line in rest[..<end].split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("|---") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count > column + 1 else { continue }
      let cell = cells[column + 1]
      let pieces = cell.split(separator: "`", omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() where index % 2 == 1 {
        phrases.append(fill(String(piece)))
      }
    }
    return phrases
  }

  /// A spec phrase with its CAPITAL parameters replaced by real values.
  static func fill(_ phrase: String) -> String {
    var text = phrase
    if text.hasPrefix("… ") { text = "the notice can be dismissed " + text.dropFirst(2) }
    let values = [
      ("DURATION", "2 minutes"), ("\"LABEL\"", "\"Stay signed in\""), ("\"TEXT\"", "\"Code expired\""),
      ("\"WORD\"", "\"biometric\""), (" N ", " 3 "),
    ]
    for (name, value) in values { text = text.replacingAll(name, with: value) }
    return text
  }

  @Test("every task example in the spec resolves", .enabled(if: Shared.isPresent, Shared.absent))
  func specTasks() throws {
    let examples = try Self.specExamples(section: "Task steps", column: 1)
    #expect(examples.count >= 40)
    for example in examples where example != "until EVENT" {
      let resolved = Resolver.steps(in: Located(example, at: SourceLocation(path: "spec", line: 1, column: 1)))
      #expect((try? resolved.get())?.isEmpty == false, "spec task '\(example)' does not resolve")
    }
  }

  @Test("every expectation in the spec resolves", .enabled(if: Shared.isPresent, Shared.absent))
  func specExpectations() throws {
    let examples = try Self.specExamples(section: "Expected", column: 0)
    #expect(examples.count >= 25)
    for example in examples {
      let check = Check(
        location: SourceLocation(path: "spec", line: 1, column: 1),
        profile: Located("VoiceOver", at: SourceLocation(path: "spec", line: 1, column: 1)),
        task: [Located("wait 1 minute", at: SourceLocation(path: "spec", line: 2, column: 1))],
        expected: [Located(example, at: SourceLocation(path: "spec", line: 3, column: 1))])
      let resolved = Resolver().resolve(check)
      if case .failure(let list) = resolved {
        Issue.record("spec expectation '\(example)': \(list.diagnostics.map(\.message))")
      }
    }
  }

  @Test("the spec's profile names and spellings resolve")
  func specProfiles() {
    for name in [
      "Touch", "VoiceOver", "Switch Control", "Voice Control", "Full Keyboard Access", "Larger Text AX1",
      "Larger Text AX5", "AX5 text", "Cognitive", "cognitive disability", "VoiceOver + Larger Text AX3",
      "Switch Control and Cognitive", "VoiceOver, AX2 text",
    ] {
      let parsed = ProfileNames.parse(Located(name, at: SourceLocation(path: "spec", line: 1, column: 1)))
      #expect((try? parsed.get()) != nil, "profile '\(name)'")
    }
  }
}
