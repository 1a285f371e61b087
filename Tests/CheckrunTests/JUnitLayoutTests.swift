import CXML2
import Foundation
import Testing

@testable import CheckrunKit

/// The JUnit layout every common reader takes whole (issue 25): no property name twice in a
/// document (xunitparser keeps one table for all suites and stops at a name it holds), the
/// run's properties once, and times a reader can share out (junit2html's matrix divides by
/// their sum), a suite's in at most three decimals (Jenkins' xunit schema).
@Suite("JUnit layout for every reader")
struct JUnitLayoutTests {
  let root = LibXML.root.path
  let scratch = Scratch("layout")

  func folder(_ name: String) -> String { scratch.path(name) }

  /// One suite of a JUnit file as the tests see it.
  struct Suite {
    var name: String
    var time: String
    var properties: [(name: String, value: String)]
    var cases: [(name: String, time: String)]

    var caseTimes: [String] { cases.map(\.time) }
  }

  /// Every suite of the JUnit document `bytes`, read through libxml2.
  static func suites(_ path: String) throws -> [Suite] {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let document = try #require(LibXML.parse(bytes))
    defer { xmlFreeDoc(document) }
    func attribute(_ node: xmlNodePtr, _ name: String) -> String {
      guard let value = xmlGetProp(node, name) else { return "" }
      defer { free(value) }
      return String(cString: value)
    }
    func children(_ node: xmlNodePtr?, named name: String) -> [xmlNodePtr] {
      var found: [xmlNodePtr] = []
      var current = node?.pointee.children
      while let here = current {
        if here.pointee.type == XML_ELEMENT_NODE, String(cString: here.pointee.name) == name { found.append(here) }
        current = here.pointee.next
      }
      return found
    }
    return children(xmlDocGetRootElement(document), named: "testsuite").map { suite in
      Suite(
        name: attribute(suite, "name"), time: attribute(suite, "time"),
        properties: children(suite, named: "properties").flatMap { children($0, named: "property") }.map {
          (attribute($0, "name"), attribute($0, "value"))
        },
        cases: children(suite, named: "testcase").map { (attribute($0, "name"), attribute($0, "time")) })
    }
  }

  /// The path a suite's name starts with, before its counts per app: `checks/otp.check` of
  /// `checks/otp.check (fixed: 2 of 2 passed)`.
  static func path(_ name: String) -> String {
    String(name[..<(name.range(of: " (")?.lowerBound ?? name.endIndex)])
  }

  /// A test case's time, `1.000412`, in microseconds; nil unless it has six decimals.
  static func microseconds(_ time: String) -> Int64? {
    guard time.wholeMatch(of: /[0-9]+\.[0-9]{6}/) != nil else { return nil }
    return Int64(time.replacingOccurrences(of: ".", with: ""))
  }

  /// Holds the file at `path` to the layout: every property name once in the document, the
  /// run's properties once and in the first suite, each file's SHA-256 in its suite under a
  /// name of its own, the checks' times in microseconds (none nothing when `ran`) and each
  /// suite's in milliseconds, its checks' sum rounded.
  func expectLayout(_ path: String, app: String, ran: Bool = true) throws {
    let suites = try Self.suites(path)
    try #require(suites.count > 1)
    let names = suites.flatMap { $0.properties.map(\.name) }
    #expect(Set(names).count == names.count, "a property name given twice")
    let first = Dictionary(uniqueKeysWithValues: suites[0].properties.map { ($0.name, $0.value) })
    #expect(first["app"] == app && first["tool"]?.hasPrefix("checkrun ") == true && first["app.sha256"]?.count == 64)
    for suite in suites.dropFirst() {
      #expect(!suite.properties.contains { ["app", "app.sha256", "tool", "git.revision"].contains($0.name) })
    }
    for suite in suites {
      // A suite is named by its file's path and, per app, how many of its checks passed.
      let path = Self.path(suite.name)
      if ran { #expect(suite.name.wholeMatch(of: /.+ \(.+: [0-9]+ of [0-9]+ passed\)/) != nil, "\(suite.name)") }
      let file = "\(JUnitWriter.fileHashProperty)\(path)"
      let hash = SHA256.hex([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
      #expect(suite.properties.filter { $0.name == file }.map(\.value) == [hash], "\(suite.name)")
      let times = suite.caseTimes.compactMap(Self.microseconds)
      #expect(times.count == suite.caseTimes.count, "\(suite.caseTimes)")
      if ran { #expect(times.allSatisfy { $0 > 0 }, "\(suite.caseTimes)") }
      let sum = times.reduce(0, +)
      #expect(suite.time.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil, "\(suite.time)")
      #expect(Int64(suite.time.replacingOccurrences(of: ".", with: "")) == (sum + 500) / 1000, "\(suite.name)")
    }
  }

  @Test(
    "each property name is the document's only one, and times are in microseconds and a suite's in milliseconds",
    arguments: JUnitWriter.Dialect.allCases)
  func layout(_ dialect: JUnitWriter.Dialect) throws {
    for app in ["fixed", "before"] {
      let out = Invocation([
        "--app", app, "--junit-dialect", dialect.rawValue, "--report", folder("\(app)-\(dialect)"), "\(root)/checks",
      ])
      #expect(out.code == (app == "fixed" ? .passed : .failed), "\(out.stderr)")
      try expectLayout("\(folder("\(app)-\(dialect)"))/junit.xml", app: app)
    }
  }

  @Test("run times are written to the microsecond for a test case and to the nearest millisecond for a suite")
  func timeFormat() throws {
    func time(_ microseconds: Int64, _ precision: XMLWriter.TimePrecision) throws -> String {
      try JUnitWriterTests.element { $0.attribute("time", seconds: microseconds, to: precision) }
    }
    let cases: [(Int64, XMLWriter.TimePrecision, String)] = [
      (1, .microseconds, "0.000001"), (412, .microseconds, "0.000412"), (61_020_005, .microseconds, "61.020005"),
      (-3, .microseconds, "0.000000"), (Int64.max, .microseconds, "9223372036854.775807"),
      (499, .milliseconds, "0.000"), (500, .milliseconds, "0.001"), (4_400, .milliseconds, "0.004"),
      (61_019_500, .milliseconds, "61.020"), (-3, .milliseconds, "0.000"),
      (Int64.max, .milliseconds, "9223372036854.776"),
    ]
    for (microseconds, precision, written) in cases {
      #expect(try time(microseconds, precision) == "  <p time=\"\(written)\"/>\n", "\(microseconds) \(precision)")
    }
    // A check's time is rounded up to the microsecond, so one that took any time is not 0.
    let elapsed: [(Duration, Int64)] = [
      (.zero, 0), (.nanoseconds(1), 1), (.microseconds(1), 1), (.nanoseconds(1_001), 2), (.seconds(2), 2_000_000),
      (.nanoseconds(-5), 0), (.seconds(Int64.max), .max),
    ]
    for (duration, microseconds) in elapsed { #expect(Executor.microseconds(duration) == microseconds, "\(duration)") }
  }

  @Test("merge writes the same layout, and reads shards an earlier checkrun wrote in the old one")
  func mergeLayout() throws {
    for index in 1...2 {
      let out = Invocation([
        "--app", "before", "--shard", "\(index)/2", "--report", folder("s\(index)"), "\(root)/checks",
      ])
      #expect(out.code == .failed, "\(out.stderr)")
    }
    let merged = Invocation(["merge", "-o", folder("merged"), folder("s1"), folder("s2")])
    #expect(merged.code == .failed, "\(merged.stderr)")
    try expectLayout("\(folder("merged"))/junit.xml", app: "before")
    // The second shard as an earlier checkrun wrote it: the run's properties in every suite,
    // each file's hash as `file.sha256`, times in milliseconds only.
    let junit = "\(folder("s2"))/junit.xml"
    let shard = try String(contentsOfFile: junit, encoding: .utf8)
    let firstSuite = try #require(shard.range(of: "<properties>\n"))
    let runProperties = try #require(
      shard[firstSuite.upperBound...].prefixMatch(
        of: /(?:\s*<property name="(?:app|app\.sha256|tool|git\.revision)"[^\n]*\n)+/))
    var old =
      String(shard[..<firstSuite.upperBound])
      + shard[firstSuite.upperBound...].replacingOccurrences(
        of: "<properties>\n", with: "<properties>\n" + runProperties.0)
    old = old.replacing(#/"file\.sha256\.[^"]*"/#, with: "\"file.sha256\"")
    old = old.replacing(#/time="([0-9]+\.[0-9]{3})[0-9]{3}"/#) { "time=\"\($0.1)\"" }
    #expect(try old.components(separatedBy: "<property name=\"app\" ").count == Self.suites(junit).count + 1)
    try old.write(toFile: junit, atomically: true, encoding: .utf8)
    let results = "\(folder("s2"))/results.json"
    let json = try String(contentsOfFile: results, encoding: .utf8).replacing(
      #/"(?:realM|m)icroseconds":[0-9]+,/#, with: "")
    #expect(!json.contains("icroseconds\":") && json.contains("\"realMilliseconds\":"))
    try json.write(toFile: results, atomically: true, encoding: .utf8)
    let again = Invocation(["merge", "-o", folder("again"), folder("s1"), folder("s2")])
    #expect(again.code == .failed, "\(again.stderr)")
    try expectLayout("\(folder("again"))/junit.xml", app: "before", ran: false)
    // The old shard's checks keep their whole milliseconds; the new shard's, their microseconds.
    // Each check by its file and name (names are unique within a file).
    func times(_ path: String) throws -> [String: Int64] {
      var times: [String: Int64] = [:]
      for suite in try Self.suites(path) {
        for item in suite.cases { times["\(Self.path(suite.name)): \(item.name)"] = Self.microseconds(item.time) ?? -1 }
      }
      return times
    }
    let oldCases = Set(try times(junit).keys)
    let (before, after) = (try times("\(folder("merged"))/junit.xml"), try times("\(folder("again"))/junit.xml"))
    try #require(!oldCases.isEmpty && before.count == after.count)
    for (name, microseconds) in before {
      #expect(after[name] == (oldCases.contains(name) ? microseconds / 1000 * 1000 : microseconds), "\(name)")
    }
  }
}
