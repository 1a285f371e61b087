import Foundation
import Testing

@testable import checkrun

/// Issue 40, the third pass: a write to standard output that fails is an error, never a
/// success with nothing or a torn document printed.
@Suite("Standard output that cannot be written")
struct StandardOutputTests {
  let scratch = Scratch("stdout")

  /// Where standard output goes: `/dev/full` (a full disk), or a pipe whose reader closed it.
  enum Place: String, CaseIterable, Sendable {
    case fullDisk = "/dev/full"
    case closedPipe = "a closed pipe"
  }

  /// The built binary run with `arguments`, standard output at `place`: its exit status (nil
  /// when a signal ended it) and what it wrote to standard error.
  func run(_ arguments: [String], into place: Place) throws -> (status: Int32?, stderr: String) {
    let binary = LibXML.root.appendingPathComponent(".build/debug/checkrun").path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build the command first: swift build")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = scratch.url
    let output: FileHandle
    switch place {
    case .fullDisk:
      output = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    case .closedPipe:
      // The reader's end is closed before the program starts, so its first write meets no reader.
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      close(ends[0])
      output = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    }
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try output.close()
    return (process.terminationReason == .exit ? process.terminationStatus : nil, said)
  }

  @Test(
    "--format json, --list, a run's console, steps and app: a full disk or a closed pipe is exit 2 with a message",
    arguments: Place.allCases)
  func failedWrite(_ place: Place) throws {
    let good = try scratch.write(Array(OutputSafetyMoreTests.good.utf8), named: "good.check")
    let report = scratch.path("report")
    for arguments in [
      ["--format", "json", "--report", report, good], ["--list", good], ["--report", report, good], ["steps"],
      ["app", "fixed"], ["--version"],
    ] {
      let (status, stderr) = try run(arguments, into: place)
      #expect(status == 2, "\(arguments) into \(place.rawValue): \(status.map(String.init) ?? "killed by a signal")")
      #expect(stderr.contains("checkrun: error: cannot write to standard output ("), "\(arguments): \(stderr)")
    }
    // Where standard output can be written, the same run passes.
    let fine = Invocation(["--format", "json", "--report", report, good], environment: [:])
    #expect(fine.code == .passed && fine.stdout.hasPrefix("{"), "\(fine.stderr)")
  }
}
