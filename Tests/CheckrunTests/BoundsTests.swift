import Foundation
import Harness
import Testing

@testable import CheckrunKit

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

extension BoundsTests {
  static let good = "Profile: Touch\nTask: wait 1 minute\nExpected: no error code is shown\n"

  @Test("--report and --junit in a folder named '*.check' inside an input folder are refused, nothing written")
  func reportNamedLikeACheck() throws {
    let checks = scratch.path("suite")
    _ = try write(Self.good, to: "suite/a.check")
    let report = "\(checks)/sub.check"
    let out = Invocation(["--report", report, checks])
    #expect(out.code == .notUnderstood)
    #expect(
      out.stderr.contains(
        "--report '\(report)' is a folder named like a check file inside the input folder '\(checks)'; choose another path"
      ), "\(out.stderr)")
    #expect(!FileManager.default.fileExists(atPath: report))
    let junit = "\(checks)/deep/x.CHECK/junit.xml"
    let other = Invocation(["--report", scratch.path("elsewhere"), "--junit", junit, checks])
    #expect(other.code == .notUnderstood)
    #expect(
      other.stderr.contains(
        "--junit '\(junit)' is in 'x.CHECK', a folder named like a check file inside the input folder '\(checks)'; choose another path"
      ), "\(other.stderr)")
    let audit = Invocation(["audit", "--report", report, checks])
    #expect(audit.code == .notUnderstood)
    #expect(audit.stderr.contains("--report '\(report)' is a folder named like a check file"), "\(audit.stderr)")
    let known = "\(checks)/k.check/known.json"
    let baseline = Invocation(["baseline", "--app", "before", "-o", known, "--expires", "2027-03-31", checks])
    #expect(baseline.code == .notUnderstood)
    #expect(
      baseline.stderr.contains("-o '\(known)' is in 'k.check', a folder named like a check file"), "\(baseline.stderr)")
    #expect(!FileManager.default.fileExists(atPath: report) && !FileManager.default.fileExists(atPath: known))
    // Outside the input folder, or in a folder with another name, it is written.
    #expect(Invocation(["--report", scratch.path("out.check"), checks]).code == .passed)
    #expect(Invocation(["--report", "\(checks)/reports", checks]).code == .passed)
  }

  @Test("a folder named '*.check' in an input folder is walked into, never read as a check file")
  func folderNamedLikeACheck() throws {
    let checks = scratch.path("walk")
    _ = try write(Self.good, to: "walk/a.check")
    _ = try write(Self.good.replacingAll("Touch", with: "VoiceOver"), to: "walk/sub.check/inner.check")
    _ = try write("<html></html>", to: "walk/sub.check/index.html")
    try FileManager.default.createSymbolicLink(atPath: "\(checks)/link.check", withDestinationPath: "sub.check")
    let out = Invocation(["--report", scratch.path("walk-report"), checks])
    #expect(out.code == .passed, "\(out.stdout)\(out.stderr)")
    #expect(!out.stderr.contains("not a regular file"), "\(out.stderr)")
    #expect(out.stdout.hasSuffix("2 passed, 0 failed\n"), "\(out.stdout)")
    #expect(CheckFiles.paths(under: checks) == ["\(checks)/a.check", "\(checks)/sub.check/inner.check"])
  }
}
