import CXML2
import Foundation

/// Reads JUnit files for `merge` through libxml2, safely: no network, no DTD, no entity
/// expansion, a size limit, and libxml2's own limits on text nodes and nesting.
enum JUnitReader {
  /// The largest JUnit file merge reads.
  static let maximumBytes = 256 * 1024 * 1024

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

  /// The suites of the JUnit file at `path`, or why it cannot be used.
  static func read(_ path: String) throws(Problem) -> [TestSuite] {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      throw Problem(message: "\(path): cannot read the file")
    }
    if let size = attributes[.size] as? Int, size > maximumBytes {
      throw Problem(message: "\(path): larger than \(maximumBytes / 1024 / 1024) MB; merge refuses it")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Problem(message: "\(path): cannot read the file")
    }
    return try parse(Array(data), path: path)
  }

  /// libxml2's options: never the network, never a DTD, never an entity expanded.
  static let options =
    Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOWARNING.rawValue)
    | Int32(XML_PARSE_NOERROR.rawValue)

  static func parse(_ bytes: [UInt8], path: String) throws(Problem) -> [TestSuite] {
    JUnitWriter.libxml2Ready
    if bytes.count > maximumBytes { throw Problem(message: "\(path): larger than the limit; merge refuses it") }
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        xmlReadMemory(chars.baseAddress, Int32(chars.count), path, nil, options)
      }
    }
    guard let document else {
      let reason = lastError() ?? "not well-formed XML"
      throw Problem(message: "\(path): not a JUnit file: \(reason)")
    }
    defer { xmlFreeDoc(document) }
    if document.pointee.intSubset != nil || document.pointee.extSubset != nil {
      throw Problem(message: "\(path): has a DOCTYPE; JUnit files have none, and merge does not read DTDs or entities")
    }
    guard let root = xmlDocGetRootElement(document) else { throw Problem(message: "\(path): empty document") }
    try checkSizes(root, path: path)
    let rootName = name(root)
    let suites: [xmlNodePtr]
    switch rootName {
    case "testsuites": suites = children(root, named: "testsuite")
    case "testsuite": suites = [root]
    default: throw Problem(message: "\(path): the root element is <\(rootName)>, not <testsuites> or <testsuite>")
    }
    return try suites.map { suite throws(Problem) in
      if children(suite, named: "testsuite").isEmpty == false {
        throw Problem(message: "\(path): nested test suites are not checkrun's; merge files that checkrun wrote")
      }
      let cases = children(suite, named: "testcase").map { node in
        let outcome = ["failure", "error", "skipped"].first { !children(node, named: $0).isEmpty }
        return TestCase(
          name: attribute(node, "name") ?? "", classname: attribute(node, "classname") ?? "", outcome: outcome)
      }
      return TestSuite(name: attribute(suite, "name") ?? "", cases: cases)
    }
  }

  /// The longest text node merge accepts, and the deepest nesting.
  static let maximumText = 8 * 1024 * 1024
  static let maximumDepth = 64

  /// Refuses text nodes and nesting beyond the limits, before anything is read from them.
  private static func checkSizes(_ root: xmlNodePtr, path: String) throws(Problem) {
    var stack: [(xmlNodePtr, Int)] = [(root, 1)]
    while let (node, depth) = stack.popLast() {
      if depth > maximumDepth { throw Problem(message: "\(path): nested deeper than \(maximumDepth) elements") }
      if node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE,
        let content = node.pointee.content, strlen(content) > maximumText
      {
        throw Problem(
          message:
            "\(path): a text node of \(strlen(content) / 1024 / 1024) MB; merge refuses text over \(maximumText / 1024 / 1024) MB"
        )
      }
      var child = node.pointee.children
      while let current = child {
        stack.append((current, depth + 1))
        child = current.pointee.next
      }
    }
  }

  private static func lastError() -> String? {
    guard let error = xmlGetLastError(), let message = error.pointee.message else { return nil }
    var text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
    if let first = text.first { text = first.lowercased() + text.dropFirst() }
    return "\(text) (line \(error.pointee.line))"
  }

  private static func name(_ node: xmlNodePtr) -> String {
    node.pointee.name.map { String(cString: $0) } ?? ""
  }

  private static func children(_ node: xmlNodePtr, named wanted: String) -> [xmlNodePtr] {
    var found: [xmlNodePtr] = []
    var child = node.pointee.children
    while let current = child {
      if current.pointee.type == XML_ELEMENT_NODE, name(current) == wanted { found.append(current) }
      child = current.pointee.next
    }
    return found
  }

  private static func attribute(_ node: xmlNodePtr, _ attribute: String) -> String? {
    guard let value = xmlGetProp(node, attribute) else { return nil }
    defer { free(value) }
    return String(cString: value)
  }
}
