import Foundation
import Testing

@testable import Harness

/// A family is one file behind a registry (issue 41, item 1): every file of
/// `Sources/Harness/Families/Expectations` and `…/Tasks` declares one family named as the file,
/// `Families` lists each of them once, and the generated reference has a section for each.
@Suite("Family registry")
struct FamilyRegistryTests {
  static let families = MigrationRecordTests.root.appendingPathComponent("Sources/Harness/Families")

  /// The family each Swift file of `folder` declares, by file name, as `(file, types)`: the
  /// types declared in it that conform, first, to one of `conformance`.
  static func declared(in folder: String, conformingTo conformance: [String]) throws -> [(
    file: String, types: [String]
  )] {
    let url = families.appendingPathComponent(folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
    return try files.map { file in
      let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
      let types = text.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard words.count >= 3, ["struct", "enum"].contains(words[0]), words[1].hasSuffix(":"),
          conformance.contains(words[2].filter({ $0.isLetter }))
        else { return nil }
        return String(words[1].dropLast())
      }
      return (String(file.dropLast(".swift".count)), types)
    }
  }

  @Test(
    "each family file declares one family named as the file, and the registry lists every one once, in no other way",
    arguments: [
      ("Expectations", ["ExpectationFamily", "ClaimFamily"], Families.expectations.map { String(describing: $0) }),
      ("Tasks", ["TaskFamily"], Families.tasks.map { String(describing: $0) }),
    ])
  func registryWhole(folder: String, conformance: [String], registered: [String]) throws {
    let declared = try Self.declared(in: folder, conformingTo: conformance)
    #expect(declared.count >= 10, "the family files of \(folder)")
    for (file, types) in declared {
      #expect(types == [file], "\(folder)/\(file).swift declares \(types), not one family named \(file)")
    }
    #expect(Set(registered).count == registered.count, "a family listed twice")
    #expect(Set(declared.map(\.file)) == Set(registered), "the registry and the family files differ")
  }

  @Test("every family, and each of its examples, is in the generated reference")
  func inTheReference() throws {
    let reference = try String(
      contentsOf: MigrationRecordTests.root.appendingPathComponent("docs/language.md"), encoding: .utf8)
    let families =
      Vocabulary.tasks.map { ($0.name, $0.examples) } + Vocabulary.expectations.map { ($0.name, $0.examples) }
    for (name, examples) in families {
      #expect(reference.contains("### \(name)\n"), "no section for \(name)")
      for example in examples { #expect(reference.contains("`\(example)`"), "no example \(example)") }
    }
  }

  @Test("a family's value is read back from a record as the same family")
  func codable() throws {
    let values: [Harness.Expectation] = [.warningAnnounced, .canExtend(times: 3), .noticeDismissible(.tapOutside)]
    let steps: [TaskStep] = [.fill(count: 2, slowly: true, until: .warning), .letCodeExpire, .idle(.minutes(2))]
    let data = try JSONEncoder().encode(values)
    #expect(try JSONDecoder().decode([Harness.Expectation].self, from: data) == values)
    #expect(try JSONDecoder().decode([TaskStep].self, from: JSONEncoder().encode(steps)) == steps)
    #expect(values[1] != .canExtend(times: 4) && steps[1] != .letSessionExpire)
  }
}
