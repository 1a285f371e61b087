import Foundation
import Testing

@testable import Harness

/// QA's own words (issue 43, items 1, 6 and 7): the synonyms table, a step in the third
/// person, and lines joined by "and". A synonym never maps to another evidence rule: each is
/// held to give the value its phrase's own words give.
@Suite("Synonyms, the third person and joined lines")
struct SynonymTests {
  static func resolve(task: String = "wait 1 minute", expected: String = "no error code is shown") throws
    -> RunnableCheck
  {
    let source = "Check: s\nProfile: VoiceOver\nTask: \(task)\nExpected: \(expected)\n"
    let check = try #require(Parser(mode: .checkFile).parse(source, path: "s.check").checks.first)
    return try Resolver(defaultApp: .fixed).resolve(check).get()
  }

  /// `text` with `means` (outside quotes, any case) in `written`'s place; nil when absent.
  static func written(_ text: String, _ means: String, as written: String) -> String? {
    let unquoted = text.split(separator: "\"", omittingEmptySubsequences: false)
    var found = false
    let parts = unquoted.enumerated().map { index, part -> String in
      let words = "\\b\(NSRegularExpression.escapedPattern(for: means))\\b"
      guard index % 2 == 0, !found, let range = part.range(of: words, options: [.caseInsensitive, .regularExpression])
      else {
        return String(part)
      }
      found = true
      return part.replacingCharacters(in: range, with: written)
    }
    return found ? parts.joined(separator: "\"") : nil
  }

  @Test("each synonym, put in a phrase's example in place of its own words, gives that phrase's value")
  func everySynonymKeepsTheValue() throws {
    for entry in Synonyms.table {
      let own =
        entry.role == .step
        ? Vocabulary.tasks.flatMap { $0.examples } : Vocabulary.expectations.flatMap { $0.examples }
      let examples = own.map { AppModel.fixed.filling($0) }
      // A synonym that means nothing more (`without scanning`) is said after a wait.
      let pairs =
        entry.means.isEmpty
        ? examples.filter { $0.hasPrefix("wait ") && !$0.contains("\"") }.map { ($0, "\($0) \(entry.written)") }
        : examples.compactMap { example in
          Self.written(example, entry.means, as: entry.written).map { (example, $0) }
        }
      try #require(!pairs.isEmpty, "no example says '\(entry.means)'")
      for (own, synonym) in pairs {
        if entry.role == .step {
          // An example of a team's own app (`wait until the timer "bank.request" runs out`)
          // does not run on fixed, in either words.
          guard let a = try? Self.resolve(task: own) else { continue }
          let b = try Self.resolve(task: synonym)
          #expect(a.steps.map(\.value) == b.steps.map(\.value), "'\(synonym)' is not '\(own)'")
          #expect(b.steps.first?.text == synonym, "the step keeps its own words")
        } else {
          let (a, b) = (try Self.resolve(expected: own), try Self.resolve(expected: synonym))
          // A general sentence keeps its noun as written: the same thing of the app, found.
          func meaning(_ check: RunnableCheck) -> [String] {
            check.expectations.map { found in
              guard var sentence = found.value.value as? ThingState else { return "\(found.value)" }
              let thing = sentence.found(in: .fixed)?.thing
              sentence.noun = ""
              return "\(sentence) \(String(describing: thing))"
            }
          }
          #expect(meaning(a) == meaning(b), "'\(synonym)' is not '\(own)'")
        }
      }
    }
  }

  @Test("a step in the third person is the imperative's: 'the person selects', 'selects', 'the user fails'")
  func thirdPerson() throws {
    let own = try Self.resolve(task: "select an appointment slot, then fail Face ID twice")
    for task in [
      "the person selects an appointment slot, then the user fails Face ID twice",
      "selects an appointment slot; fails Face ID twice", "they select an appointment slot, then fail Face ID twice",
    ] {
      #expect(try Self.resolve(task: task).steps.map(\.value) == own.steps.map(\.value), "\(task)")
    }
    #expect(Synonyms.imperative("passes", verbs: ["pass"]) == "pass")
    #expect(Synonyms.imperative("tries", verbs: ["try"]) == "try")
    #expect(Synonyms.imperative("fills", verbs: ["fill"]) == "fill")
    #expect(Synonyms.imperative("news", verbs: ["fill"]) == nil)
  }

  @Test("steps and expectations joined by 'and' are each their own; a phrase with 'and' in it stays whole")
  func joined() throws {
    let steps = try Self.resolve(task: "sign in and fill 3 fields, and then wait 1 minute").steps
    #expect(steps.map(\.text) == ["sign in", "fill 3 fields", "wait 1 minute"])
    let both = try Self.resolve(expected: "the warning is announced and \"Stay signed in\" works").expectations
    #expect(both.map(\.text) == ["the warning is announced", "\"Stay signed in\" works"])
    #expect(both.map(\.location.column) == [11, 40])
    let whole = try Self.resolve(expected: "card numbers and passwords are never saved").expectations
    #expect(whole.count == 1)
    // "or" is no conjunction of claims, and a part not understood leaves the line an error.
    #expect(throws: DiagnosticList.self) {
      try Self.resolve(expected: "the warning is announced or \"Stay signed in\" works")
    }
    #expect(throws: DiagnosticList.self) { try Self.resolve(expected: "the warning is announced and the moon is full") }
  }

  @Test("a word with another evidence rule is no synonym: 'is read' is not 'is announced'")
  func notSynonyms() {
    #expect(throws: DiagnosticList.self) { try Self.resolve(expected: "\"Your session ends in 2 minutes.\" is read") }
    #expect(!Synonyms.table.contains { $0.written.contains("read") })
  }
}
