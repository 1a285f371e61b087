import CXML2
import Foundation
import Harness

/// Reads JUnit files for `merge` through libxml2, safely and in bounded memory: the file is
/// fed to libxml2's push parser in pieces and read through SAX callbacks, so no tree is built
/// and no text is kept (only each test case's name and outcome); no network, no DTD, no
/// entity expansion; limits on the file's size, nesting, elements and attributes.
enum JUnitReader {
  /// What merge accepts of a JUnit file. Text has no limit of its own: a file's timelines
  /// share one `system-out` in the strict dialect, as large as its checks make it, and the
  /// reader keeps none of it, so the file's size bounds it.
  struct Limits: Sendable {
    /// The largest file: 1 GiB, some 800,000 checks at the 1.25 KB a check of the benchmark
    /// takes, 650,000 at this project's own checks' 1.6 KB; results.json is larger still.
    var bytes = 1 << 30
    /// Attributes on one element: checkrun writes at most 10 (`testsuite`). libxml2 checks an
    /// element's attributes against each other, so their cost grows with the square of their
    /// number; they are counted before libxml2 reads the element.
    var attributes = 32
    /// The deepest nesting: checkrun writes 4 levels.
    var depth = 64
    /// Elements may number one per `bytesPerElement` bytes of the file (and 1,024 more):
    /// checkrun's smallest, `<system-err></system-err>`, takes 25.
    var bytesPerElement = 16
  }

  /// One test case as the file states it.
  struct TestCase: Equatable, Sendable {
    var name: String
    var classname: String
    /// `failure`, `error`, `skipped`, or nil when it passed.
    var outcome: String?
  }

  /// One test suite as the file states it.
  struct TestSuite: Equatable, Sendable {
    var name: String
    var cases: [TestCase]
  }

  struct Problem: Error, Sendable {
    var message: String
  }

  /// libxml2's options: never the network, never a DTD, never an entity expanded.
  static let options =
    Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOWARNING.rawValue)
    | Int32(XML_PARSE_NOERROR.rawValue)

  /// How much of the file is given to libxml2 at once.
  static let pieceSize = 1 << 18

  /// The suites of the JUnit file at `path` (what a link there points to), or why it cannot
  /// be used.
  static func read(_ path: String, limits: Limits = Limits()) throws(Problem) -> [TestSuite] {
    let file: BoundedFile
    do {
      file = try BoundedFile(path, limit: limits.bytes, what: "JUnit file", advice: BoundedFile.moreShards)
    } catch {
      throw Problem(message: error.message)
    }
    let reading = Reading(path: path, limits: limits, size: file.size)
    return try reading.run { () throws(Problem) in
      do throws(BoundedFile.Problem) {
        return try file.next(pieceSize)
      } catch {
        throw Problem(message: error.message)
      }
    }
  }

  /// The suites of a JUnit document in memory, or why it cannot be used; `path` names it.
  static func parse(_ bytes: [UInt8], path: String, limits: Limits = Limits()) throws(Problem) -> [TestSuite] {
    guard bytes.count <= limits.bytes else {
      throw Problem(
        message: "\(path): "
          + BoundedFile.tooLarge(bytes.count, limit: limits.bytes, what: "JUnit file", advice: BoundedFile.moreShards))
    }
    var offset = 0
    return try Reading(path: path, limits: limits, size: bytes.count).run { () throws(Problem) in
      let piece = Array(bytes[offset..<min(bytes.count, offset + pieceSize)])
      offset += piece.count
      return piece
    }
  }
}
