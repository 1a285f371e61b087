import CXML2
import Foundation
import Harness

/// libxml2's xmlTextWriter, writing pieces of the JUnit document into memory: a check's test
/// case, its properties, the head of a file's element. It is opened `depth` elements deep, so
/// that what it writes is laid out as at that depth of the whole document, and pieces written
/// on different threads join into one document, the bytes one writer would have written.
///
/// Every string is made safe and cleared of secrets (`CleanText`) before libxml2 sees it;
/// libxml2 escapes it. Each thread keeps its own writers (`XMLWriter.pieces`).
final class XMLWriter {
  private let buffer: xmlBufferPtr
  private let writer: xmlTextWriterPtr
  /// Whether libxml2 failed a call (it could not allocate); what was written is then not
  /// to be trusted.
  private(set) var failed = false

  /// A writer inside `depth` elements whose start tags are already written: its first element
  /// starts on a line of its own, indented by `depth` levels. At depth 0 it writes a document
  /// from its start.
  init?(depth: Int) {
    JUnitWriter.libxml2Ready
    guard let buffer = xmlBufferCreate() else { return nil }
    guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
      xmlBufferFree(buffer)
      return nil
    }
    (self.buffer, self.writer) = (buffer, writer)
    check(xmlTextWriterSetIndent(writer, 1))
    check(xmlTextWriterSetIndentString(writer, "  "))
    // The document says it is UTF-8, so libxml2 keeps characters beyond ASCII in an
    // attribute value as they are, not as character references.
    check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil))
    if depth > 0 {
      for _ in 0..<depth { check(xmlTextWriterStartElement(writer, "x")) }
      // Ends the innermost start tag, as its first piece of content would.
      endStartTag()
      _ = take()
    }
  }

  deinit {
    xmlFreeTextWriter(writer)
    xmlBufferFree(buffer)
  }

  private func check(_ result: Int32) {
    if result < 0 { failed = true }
  }

  /// The bytes written since the last take.
  func take() -> [UInt8] {
    check(xmlTextWriterFlush(writer))
    let length = Int(xmlBufferLength(buffer))
    guard length > 0, let content = xmlBufferContent(buffer) else { return [] }
    defer { xmlBufferEmpty(buffer) }
    return Array(UnsafeBufferPointer(start: content, count: length))
  }

  func start(_ name: StaticString) {
    check(xmlTextWriterStartElement(writer, name.utf8Start))
  }

  /// Ends the element started last: `<x/>` when it holds nothing.
  func end() {
    check(xmlTextWriterEndElement(writer))
  }

  /// Ends the element started last with an end tag, even when it holds nothing.
  func fullEnd() {
    check(xmlTextWriterFullEndElement(writer))
  }

  /// An attribute whose value is `value`, made safe first.
  func attribute(_ name: StaticString, _ value: String) {
    safe(value) { check(xmlTextWriterWriteAttribute(writer, name.utf8Start, $0)) }
  }

  /// An attribute whose value is `first`, already made safe and cleared of secrets, and
  /// `second` one after the other. When `second` has no byte of any class (nothing to escape,
  /// refuse or end a secret), nothing in it can join with `first` to make something to clean or
  /// take out, so each is given to libxml2 in turn, with no string made of the two.
  func attribute(_ name: StaticString, clean first: String, _ second: String) {
    guard ByteClass.of(second).isEmpty else { return attribute(name, String.joined(first, second)) }
    check(xmlTextWriterStartAttribute(writer, name.utf8Start))
    first.withCString { check(xmlTextWriterWriteString(writer, xmlText($0))) }
    second.withCString { check(xmlTextWriterWriteString(writer, xmlText($0))) }
    check(xmlTextWriterEndAttribute(writer))
  }

  /// How finely a run time is written: to the microsecond (a test case's), or to the
  /// millisecond (a suite's: Jenkins' xunit schema takes at most three decimals there).
  enum TimePrecision: Int {
    case milliseconds = 3
    case microseconds = 6
  }

  /// An attribute whose value is run time in seconds, from `microseconds`, with as many
  /// decimals as `precision` says, rounded to the nearest: `0.000412`, `0.004`.
  func attribute(_ name: StaticString, seconds microseconds: Int64, to precision: TimePrecision) {
    let decimals = precision.rawValue
    let scale: Int64 = precision == .microseconds ? 1 : 1000
    let clamped = max(0, microseconds)
    let units = clamped / scale + (clamped % scale >= (scale + 1) / 2 ? 1 : 0)
    var power: Int64 = 1
    for _ in 0..<decimals { power *= 10 }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digits in
      digits[31] = 0
      var fraction = units % power
      for place in ((31 - decimals)...30).reversed() {
        digits[place] = 0x30 + UInt8(fraction % 10)
        fraction /= 10
      }
      digits[30 - decimals] = 0x2E
      let start = (units / power).writeDigits(into: digits, endingAt: 30 - decimals)
      check(xmlTextWriterWriteAttribute(writer, name.utf8Start, digits.baseAddress.map { $0 + start }))
    }
  }

  /// Text content, made safe first.
  func text(_ value: String) {
    safe(value) { check(xmlTextWriterWriteString(writer, $0)) }
  }

  /// Text already made safe and escaped as libxml2 escapes text: a check's timeline, escaped
  /// once for every report (a test holds the JUnit to libxml2 escaping it). Given none, it
  /// ends the start tag of the element being written, as text does.
  func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return endStartTag() }
    check(xmlTextWriterWriteRawLen(writer, base, Int32(bytes.count)))
  }

  /// Ends the start tag of the element being written, as its text would, with none: an
  /// element that holds text, even none, keeps its end tag on a line of its own.
  func endStartTag() {
    check(xmlTextWriterWriteRawLen(writer, "", 0))
  }

  /// Calls `body` with `value` made safe and cleared of secrets, as a C string. Most values
  /// need neither, and `CleanText` hands them back as they are after one look at their bytes.
  private func safe(_ value: String, _ body: (UnsafePointer<xmlChar>) -> Void) {
    CleanText(value).text.withCString { body(xmlText($0)) }
  }

  private func xmlText(_ chars: UnsafePointer<CChar>) -> UnsafePointer<xmlChar> {
    UnsafeRawPointer(chars).assumingMemoryBound(to: xmlChar.self)
  }
}

extension XMLWriter {
  /// One thread's writers of checks' pieces, each at its depth in the document.
  final class Pieces {
    /// A check's `<property>` elements, inside its file's `<properties>` (strict dialect).
    let properties: XMLWriter
    /// A check's `<testcase>` element, inside its file's `<testsuite>`.
    let testcase: XMLWriter
    /// Text inside an element: a check's timeline, in its file's `<system-out>`.
    let text: XMLWriter

    init?() {
      guard let properties = XMLWriter(depth: 3), let testcase = XMLWriter(depth: 2), let text = XMLWriter(depth: 3)
      else { return nil }
      (self.properties, self.testcase, self.text) = (properties, testcase, text)
    }

    var failed: Bool { properties.failed || testcase.failed || text.failed }
  }

  /// The calling thread's writers, made the first time it asks and let go when it ends: a
  /// writer is used by one thread only, and a run's threads write thousands of pieces each.
  static var pieces: Pieces? {
    if let stored = pthread_getspecific(piecesKey) {
      return Unmanaged<Pieces>.fromOpaque(stored).takeUnretainedValue()
    }
    guard let made = Pieces() else { return nil }
    pthread_setspecific(piecesKey, Unmanaged.passRetained(made).toOpaque())
    return made
  }

  private static let piecesKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { stored in
      if let stored { Unmanaged<Pieces>.fromOpaque(stored).release() }
    }
    return key
  }()
}
