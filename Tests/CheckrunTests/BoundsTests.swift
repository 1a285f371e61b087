import Foundation
import Harness
import Testing

@testable import checkrun

/// Bounds on one check, and folders named like check files (issue 24).
@Suite("Bounds and folders named like check files")
struct BoundsTests {
  let scratch = Scratch("bounds")

  func write(_ text: String, to name: String) throws -> String {
    let path = scratch.path(name)
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
    return try scratch.write(Array(text.utf8), named: name)
  }

  @Test("a check of 20,000 expectations is not run on before: one error, exit 2, a small page")
  func manyExpectations() throws {
    let path = try write(
      "Profile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n"
        + String(repeating: "  the warning is announced\n", count: 19_999), to: "many.check")
    let report = scratch.path("many-report")
    let out = Invocation(["--app", "before", "--report", report, path])
    #expect(out.code == .notUnderstood, "\(out.stdout.prefix(1_000))")
    #expect(
      out.stderr.contains(
        "many.check:1003:3: error: a check may have at most 1000 expectations; split it into several checks"),
      "\(out.stderr.prefix(1_000))")
    #expect(!out.stdout.contains("PASS") && !out.stdout.contains("FAIL"))
    let page = try FileManager.default.attributesOfItem(atPath: "\(report)/index.html")[.size] as? Int ?? .max
    #expect(page < 200_000, "the page is \(page) bytes")
  }
}
