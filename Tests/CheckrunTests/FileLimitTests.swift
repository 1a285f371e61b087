import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// Every file a run reads is bounded, sized on what a link points to (issue 24, item 9).
@Suite("File size limits")
struct FileLimitTests {
  let scratch = Scratch("limits")

  /// A sparse file of `size` bytes (no disk used), and a link to it; their paths.
  func huge(_ name: String, size: Int) throws -> (file: String, link: String) {
    let file = try scratch.write([], named: name)
    #expect(truncate(file, off_t(size)) == 0)
    let link = scratch.path("link-\(name)")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
    return (file, link)
  }

  @Test("a check file past 256 MB, or a link to one, is refused unread")
  func checkFile() throws {
    let (file, link) = try huge("big.check", size: CheckFiles.maximumBytes + 1)
    for path in [file, link] {
      let out = Invocation(["--report", scratch.path("r"), path])
      #expect(out.code == .notUnderstood)
      #expect(
        out.stderr.contains(
          "\(path):1:1: error: the check file is 257 MB, over its limit of 256 MB; split it into smaller files"),
        "\(out.stderr)")
    }
  }

  @Test("an app file past 1 MB, or a link to one, is refused unread")
  func appFile() throws {
    let (file, link) = try huge("big.json", size: 2 << 30)
    for path in [file, link] {
      let out = Invocation([
        "--report", scratch.path("r"), "--app", path, LibXML.root.appendingPathComponent("checks").path,
      ])
      #expect(out.code == .notUnderstood)
      #expect(out.stderr.contains("the app file is 2,048 MB, over its limit of"), "\(out.stderr)")
    }
  }
}
