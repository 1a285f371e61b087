import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// Two checks of one `Id:` would be one check to a baseline and to merge (issue 24).
@Suite("Repeated ids")
struct RepeatedIDTests {
  let scratch = Scratch("ids")

  func check(id: String, task: String = "wait 1 minute") -> String {
    "Id: \(id)\nProfile: Touch\nTask: \(task)\nExpected: no error code is shown\n\n"
  }

  func run(_ arguments: [String]) -> Invocation {
    Invocation(["--report", scratch.path("report-\(UUID().uuidString)")] + arguments)
  }

  @Test("the second check of an id is an error at its 'Id:' naming the first's place, and does not run")
  func inOneFile() throws {
    let path = try scratch.write(
      Array((check(id: "same") + check(id: "other") + check(id: "same", task: "wait 2 minutes")).utf8),
      named: "one.check")
    let out = run([path])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains(
        "\(path):11:5: error: id 'same' is already the id of the check at \(path):1:5; give each check its own id"),
      "\(out.stderr)")
    #expect(out.stdout.contains("2 passed"), "\(out.stdout)")
    #expect(out.stdout.split(separator: "\n").filter { $0.hasPrefix("ERROR") }.count == 1, "\(out.stdout)")
  }

  @Test("an id repeated in another file of the run is refused too; ids that differ only in case are not one")
  func acrossFiles() throws {
    let first = try scratch.write(Array(check(id: "shared").utf8), named: "a.check")
    let second = try scratch.write(Array((check(id: "Shared") + check(id: "shared")).utf8), named: "b.check")
    let out = run([first, second])
    #expect(out.code == .notUnderstood)
    #expect(out.stderr.contains("\(second):6:5: error: id 'shared' is already the id of the check at \(first):1:5"))
    #expect(!out.stderr.contains("'Shared'"))
    #expect(run(["lint", first, second]).code == .notUnderstood)
  }
}
