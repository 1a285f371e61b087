import Foundation
import Testing

@testable import Harness

/// WCAG, honestly (issue 44, item 2): every expectation family's citations are the lines
/// docs/wcag.md gives under its heading, word for word; each cites a criterion of the one
/// table, with its level, or no criterion and whose rule it checks.
@Suite("WCAG citations")
struct WCAGTests {
  /// docs/wcag.md's bullets under each family's heading (`### NAME`): `- **CITATION**: why`.
  static func documented() throws -> [String: [String]] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("docs/wcag.md"), encoding: .utf8)
    var sections: [String: [String]] = [:]
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { current = nil }
      if line.hasPrefix("### ") {
        current = String(line.dropFirst(4))
        sections[current ?? ""] = []
      } else if let name = current, line.hasPrefix("- **"), let end = line.range(of: "**: ") {
        sections[name, default: []].append(String(line[line.index(line.startIndex, offsetBy: 4)..<end.lowerBound]))
      }
    }
    return sections
  }

  @Test("each family's citations are docs/wcag.md's, under a heading of its name, and every heading is a family's")
  func familiesMatchTheDocument() throws {
    let documented = try Self.documented()
    for family in Families.expectations {
      #expect(documented[family.name] == family.criteria, "\(family.name)")
      #expect(!family.citations.isEmpty, "\(family.name) cites nothing, not even no criterion")
    }
    let names = Set(Families.expectations.map { family in family.name })
    #expect(Set(documented.keys) == names)
  }

  @Test("a citation says the criterion's number, name and level, then the technique, or 'avoids' a failure")
  func citationWords() {
    #expect(Citation.meets("2.2.1", technique: "SCR16").text == "2.2.1 Timing Adjustable (A), SCR16")
    #expect(Citation.avoids("2.2.5", failure: "F12").text == "2.2.5 Re-authenticating (AAA), avoids F12")
    #expect(Citation.meets("4.1.3").text == "4.1.3 Status Messages (AA)")
    #expect(Citation.noCriterion("seed 001, two attempts").text == "no WCAG criterion: seed 001, two attempts")
    let parts = Citation.parts(of: "4.1.2 Name, Role, Value (A), G108")
    #expect(parts.criterion == "4.1.2 Name, Role, Value (A)" && parts.detail == "G108")
    #expect(Citation.parts(of: "2.4.3 Focus Order (A)").detail == nil)
    #expect(Citation.parts(of: "no WCAG criterion: seed 000").criterion == nil)
  }

  @Test("the corrections hold: no family cites 2.2.6 or 3.3.4, F12 only as avoided, SCR1 only for extending")
  func corrections() {
    let all = Families.expectations.flatMap { family in family.citations.map { (family.name, $0) } }
    for (name, citation) in all {
      let text = citation.text
      #expect(!text.hasPrefix("2.2.6") && !text.hasPrefix("3.3.4") && !text.hasPrefix("3.1.5"), "\(name): \(text)")
      #expect(!text.hasSuffix(", F12"), "\(name): \(text)")
      if text.hasSuffix("SCR1") { #expect(name == "extend repeatedly", "\(name): \(text)") }
    }
    #expect(SensitiveNotSaved.citations.allSatisfy { if case .noCriterion = $0 { true } else { false } })
    #expect(FocusMoves.criteria == ["2.4.3 Focus Order (A)"])
    #expect(WordNotShown.criteria == ["3.1.3 Unusual Words (AAA)"])
  }
}
