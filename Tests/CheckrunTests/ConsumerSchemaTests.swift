import Foundation
import Testing

@testable import CheckrunKit

/// JUnit held to what its consumers require: checkrun's own schema on any clone, and the
/// consumers' own schemas where `../shared` is beside the project.
@Suite("JUnit and its consumers' schemas")
struct ConsumerSchemaTests {
  let scratch = Scratch("schemas")

  /// The JUnit file of a run of the project's checks against `app`.
  func junit(app: String) throws -> String {
    let path = scratch.path("\(app).xml")
    let run = Invocation([
      "--app", app, "--junit", path, "--report", scratch.path("report-\(app)"),
      LibXML.root.appendingPathComponent("checks").path,
    ])
    #expect(run.code == (app == "fixed" ? .passed : .failed), "\(run.stderr)")
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test("checkrun's own schema takes the files of both apps", arguments: ["fixed", "before"])
  func ownSchemaTakesRuns(_ app: String) throws {
    let valid = LibXML.isValid(Array(try junit(app: app).utf8), schemaPath: LibXML.ownSchema)
    #expect(valid)
  }

  /// Edits of a valid file that some consumer refuses, each with what it breaks.
  static let refused: [(String, String, String)] = [
    ("a test case without a classname", #" classname="[^"]*""#, ""),
    ("a count that is not a whole number", #" tests="[0-9]+""#, #" tests="four""#),
    ("a timestamp with a time zone", #" timestamp="([^"]*)""#, #" timestamp="$1Z""#),
    ("a suite without its hostname", #" hostname="[^"]*""#, ""),
    ("a negative time", #"<testcase ([^>]*) time="[^"]*""#, #"<testcase $1 time="-1""#),
    ("properties after the test cases", #"(?s)(<properties>.*?</properties>)(.*?)(<system-out)"#, "$2$1$3"),
    ("a failure without a type", #"(<failure [^>]*) type="[^"]*""#, "$1"),
    ("two outcomes in one test case", #"(<failure [^>]*>)"#, "$1</failure><failure type=\"x\">"),
    ("a file and line on a test case (the rich dialect)", #"<testcase "#, #"<testcase file="a.check" line="2" "#),
    (
      "a suite's time in more than three decimals (Jenkins)", #"(<testsuite [^>]* time="[0-9]+)\.([0-9]{3})""#,
      #"$1.0$2""#
    ),
    (
      "the run's properties in every suite (xunitparser)", #"<properties>"#,
      #"<properties><property name="app" value="x"/>"#
    ),
  ]

  @Test("checkrun's own schema refuses what a consumer refuses")
  func ownSchemaRefuses() throws {
    let valid = try junit(app: "before")
    let taken = LibXML.isValid(Array(valid.utf8), schemaPath: LibXML.ownSchema)
    #expect(taken)
    for (what, pattern, replacement) in Self.refused {
      let edited = valid.replacingOccurrences(
        of: pattern, with: replacement, options: .regularExpression)
      // Worked out apart, so that a failure names the edit rather than printing the file.
      let changed = edited != valid
      let taken = LibXML.isValid(Array(edited.utf8), schemaPath: LibXML.ownSchema)
      #expect(changed, "the edit for \(what) changed nothing")
      #expect(!taken, "\(what) was taken")
    }
  }

  @Test(
    "the files of both apps are valid against the consumers' own schemas",
    .enabled(if: Shared.isPresent, Shared.absent),
    arguments: ["fixed", "before"])
  func consumerSchemasTakeRuns(_ app: String) throws {
    let bytes = Array(try junit(app: app).utf8)
    for schema in LibXML.consumerSchemas {
      let valid = LibXML.isValid(bytes, schemaPath: schema)
      #expect(valid, "not valid against \(schema)")
    }
  }
}

/// The tests' own comparison of bytes, which must fail as text.
@Suite("Comparing bytes in tests")
struct SameBytesTests {
  @Test("a difference is recorded as the line where the two part, as text")
  func differenceAsText() {
    withKnownIssue {
      expectSameBytes(Array("one\ntwo\nthree".utf8), Array("one\ntwice\nthree".utf8), "file")
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("they part at byte 6, line 2") && text.contains("got:      two")
        && text.contains("expected: twice")
    }
  }
}
