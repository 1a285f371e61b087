import CXML2
import Foundation
import Harness

extension JUnitReader {
  /// One JUnit file being read: libxml2's push parser, fed piece by piece, calls back for each
  /// element's start and end; this keeps the suites and test cases found, and stops the
  /// parser at the first limit passed.
  final class Reading {
    let path: String
    let limits: Limits
    /// The most elements the file may hold, from its size.
    let maximumElements: Int
    private var scanner = TagScanner()
    private var context: xmlParserCtxtPtr?
    private(set) var problem: Problem?
    private var suites: [TestSuite] = []
    private var suite: TestSuite?
    private var testcase: TestCase?
    /// The outcome elements (`failure`, `error`, `skipped`) in the current test case.
    private var outcomes: Set<String> = []
    private var depth = 0
    /// The depth of the current suite's element, and of the current test case's; 0 outside.
    private var suiteDepth = 0
    private var caseDepth = 0
    private var elements = 0

    init(path: String, limits: Limits, size: Int) {
      self.path = path
      self.limits = limits
      maximumElements = 1024 + size / max(1, limits.bytesPerElement)
    }

    /// Reads the document given by `next`, a piece at a time until it gives none.
    func run(_ next: () throws(Problem) -> [UInt8]) throws(Problem) -> [TestSuite] {
      JUnitWriter.libxml2Ready
      var handler = xmlSAXHandler()
      handler.initialized = UInt32(XML_SAX2_MAGIC)
      handler.startElementNs = { user, name, _, _, _, _, count, _, attributes in
        guard let user, let name else { return }
        Unmanaged<Reading>.fromOpaque(user).takeUnretainedValue().start(name, count: count, attributes)
      }
      handler.endElementNs = { user, _, _, _ in
        guard let user else { return }
        Unmanaged<Reading>.fromOpaque(user).takeUnretainedValue().end()
      }
      handler.internalSubset = { user, _, _, _ in
        guard let user else { return }
        Unmanaged<Reading>.fromOpaque(user).takeUnretainedValue().stop(
          "has a DOCTYPE; JUnit files have none, and merge reads no DTD, no external entity and no entity expansion")
      }
      let user = Unmanaged.passUnretained(self).toOpaque()
      guard let context = xmlCreatePushParserCtxt(&handler, user, nil, 0, path) else {
        throw Problem(message: "\(path): libxml2 could not start reading the file")
      }
      self.context = context
      defer {
        self.context = nil
        xmlFreeParserCtxt(context)
      }
      // The reader's own limits stand in for libxml2's: a checkrun file's attribute (a long
      // check name's) may pass libxml2's 10 MB.
      xmlCtxtUseOptions(context, JUnitReader.options | Int32(XML_PARSE_HUGE.rawValue))
      while problem == nil {
        let piece = try next()
        if piece.isEmpty { break }
        if let found = scanner.scan(piece, limit: limits.attributes) {
          stop(found)
          break
        }
        let status = piece.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { xmlParseChunk(context, $0.baseAddress, Int32($0.count), 0) }
        }
        if status != 0 { break }
      }
      if problem == nil { xmlParseChunk(context, nil, 0, 1) }
      if let problem { throw problem }
      guard context.pointee.wellFormed != 0 else {
        // The push parser calls any document that stops short "extra content at the end".
        let endedEarly = xmlCtxtGetLastError(context)?.pointee.code == Int32(XML_ERR_DOCUMENT_END.rawValue)
        let reason =
          endedEarly && elements == 0
          ? "the document is empty" : endedEarly && depth > 0 ? "the document ends before its elements do" : nil
        throw Problem(message: "\(path): not a JUnit file: \(reason ?? lastError(context) ?? "not well-formed XML")")
      }
      guard depth == 0, elements > 0 else { throw Problem(message: "\(path): not a JUnit file: no root element") }
      return suites
    }

    /// Stops the parser with `message`, the first problem found.
    func stop(_ message: String) {
      if problem == nil { problem = Problem(message: "\(path): \(message)") }
      if let context { xmlStopParser(context) }
    }

    private func start(
      _ localName: UnsafePointer<xmlChar>, count: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
      guard problem == nil else { return }
      elements += 1
      depth += 1
      guard elements <= maximumElements else {
        return stop(
          "holds more than \(BoundedFile.grouped(maximumElements)) elements, more than one for every \(limits.bytesPerElement) bytes; checkrun writes fewer"
        )
      }
      guard depth <= limits.depth else { return stop("nested deeper than \(limits.depth) elements") }
      guard count <= limits.attributes else {
        return stop("an element has \(count) attributes; merge refuses more than \(limits.attributes)")
      }
      let name = String(cString: localName)
      if depth == 1 {
        guard name == "testsuites" || name == "testsuite" else {
          return stop("the root element is <\(name)>, not <testsuites> or <testsuite>")
        }
      }
      if name == "testsuite", suiteDepth == 0, depth <= 2 {
        suiteDepth = depth
        suite = TestSuite(name: value("name", count: count, attributes) ?? "", cases: [])
      } else if name == "testsuite", suiteDepth > 0, depth == suiteDepth + 1 {
        stop("nested test suites are not checkrun's; merge files that checkrun wrote")
      } else if name == "testcase", suiteDepth > 0, depth == suiteDepth + 1 {
        caseDepth = depth
        outcomes = []
        testcase = TestCase(
          name: value("name", count: count, attributes) ?? "",
          classname: value("classname", count: count, attributes) ?? "", outcome: nil)
      } else if caseDepth > 0, depth == caseDepth + 1, ["failure", "error", "skipped"].contains(name) {
        outcomes.insert(name)
      }
    }

    private func end() {
      guard problem == nil else { return }
      if depth == caseDepth, var finished = testcase {
        finished.outcome = ["failure", "error", "skipped"].first { outcomes.contains($0) }
        suite?.cases.append(finished)
        (testcase, caseDepth) = (nil, 0)
      } else if depth == suiteDepth, let finished = suite {
        suites.append(finished)
        (suite, suiteDepth) = (nil, 0)
      }
      depth -= 1
    }

    /// The value of the attribute `wanted` among libxml2's `count` attributes (each five
    /// pointers: its name, prefix, namespace, and its value's start and end), decoded.
    private func value(
      _ wanted: String, count: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> String? {
      guard let attributes else { return nil }
      for index in 0..<Int(count) {
        let base = index * 5
        guard let name = attributes[base], attributes[base + 1] == nil, String(cString: name) == wanted,
          let start = attributes[base + 3], let end = attributes[base + 4]
        else { continue }
        let text = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        // Entities not replaced (never, in merge), libxml2 gives each `&` of a value as `&#38;`
        // and every other character as it is: each `&` starts one, so this is exact.
        return text.contains("&") ? text.replacingOccurrences(of: "&#38;", with: "&") : text
      }
      return nil
    }

    private func lastError(_ context: xmlParserCtxtPtr) -> String? {
      guard let error = xmlCtxtGetLastError(context), let message = error.pointee.message else { return nil }
      var text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
      if let first = text.first { text = first.lowercased() + text.dropFirst() }
      return "\(text) (line \(error.pointee.line))"
    }
  }

  /// Counts each start tag's attributes in the bytes before libxml2 reads them, so an element
  /// with thousands is refused before libxml2 spends the square of their number on it.
  ///
  /// Every `<` starts markup afresh, whatever came before: no attribute value, and no
  /// element's tag, holds one, so each start tag libxml2 reads is scanned from its own `<`
  /// and its attributes counted exactly (an `=` outside its quoted values is one). A `<` in
  /// a comment may be taken for a tag, which only counts more.
  struct TagScanner {
    private enum State {
      case text, open, tag, other
      case quoted(UInt8)
    }

    private var state = State.text
    private var attributes = 0

    /// Why the bytes cannot be read (a start tag with more than `limit` attributes), or nil.
    mutating func scan(_ bytes: [UInt8], limit: Int) -> String? {
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return nil }
        var index = 0
        while index < buffer.count {
          // Text, the most of a file (its timelines), is skipped to its next `<` at once.
          if case .text = state {
            guard let found = memchr(base + index, 0x3C, buffer.count - index) else { return nil }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          }
          if let problem = next(buffer[index], limit: limit) { return problem }
          index += 1
        }
        return nil
      }
    }

    /// Takes one byte; why the bytes cannot be read, or nil.
    private mutating func next(_ byte: UInt8, limit: Int) -> String? {
      if byte == UInt8(ascii: "<") {
        (state, attributes) = (.open, 0)
        return nil
      }
      switch state {
      case .text: break
      case .open:
        // A name starts with a letter, `_`, `:` or a character beyond ASCII.
        let startsName =
          (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x3A
          || byte >= 0x80
        state = startsName ? .tag : .other
      case .tag:
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          state = .quoted(byte)
        } else if byte == UInt8(ascii: "=") {
          attributes += 1
          if attributes > limit { return "an element has more than \(limit) attributes; merge refuses it" }
        } else if byte == UInt8(ascii: ">") {
          state = .text
        }
      case .quoted(let quote):
        if byte == quote { state = .tag }
      case .other:
        if byte == UInt8(ascii: ">") { state = .text }
      }
      return nil
    }
  }
}
