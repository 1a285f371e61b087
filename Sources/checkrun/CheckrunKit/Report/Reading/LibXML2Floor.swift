import CXML2
import Foundation

/// The benchmark's floor: a JUnit document's elements, attributes and text, read once, then
/// written again by libxml2's xmlTextWriter alone, to the same bytes. Writing costs only what
/// libxml2 needs to lay out and escape the document: nothing is parsed or run, and no string
/// is made safe or redacted (the document already is both).
struct LibXML2Floor: Sendable {
  /// What the writer is asked to do, in order; names and text as NUL-ended UTF-8.
  private enum Step: Sendable {
    case start([CChar])
    case attribute([CChar], [CChar])
    case text([CChar])
    /// The end of an element: `full` when it was written with an end tag, not as `<x/>`.
    case end(full: Bool)
  }

  private var steps: [Step] = []

  struct Failure: Error, Sendable {
    var message: String
  }

  /// Reads `document` through libxml2's text reader (no network, no DTD, no entities).
  init(document: [UInt8]) throws(Failure) {
    JUnitWriter.libxml2Ready
    let reader = document.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        xmlReaderForMemory(
          chars.baseAddress, Int32(chars.count), "floor.xml", "UTF-8",
          JUnitReader.options | Int32(XML_PARSE_HUGE.rawValue))
      }
    }
    guard let reader else { throw Failure(message: "libxml2 could not read the document") }
    defer { xmlFreeTextReader(reader) }
    func chars(_ text: UnsafePointer<xmlChar>?) -> [CChar] {
      guard let text else { return [0] }
      return Array(UnsafeBufferPointer(start: text, count: strlen(text) + 1)).map { CChar(bitPattern: $0) }
    }
    var result: Int32 = 1
    while result == 1 {
      result = xmlTextReaderRead(reader)
      guard result == 1 else { break }
      switch xmlReaderTypes(UInt32(xmlTextReaderNodeType(reader))) {
      case XML_READER_TYPE_ELEMENT:
        steps.append(.start(chars(xmlTextReaderConstName(reader))))
        let empty = xmlTextReaderIsEmptyElement(reader) == 1
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
          steps.append(.attribute(chars(xmlTextReaderConstName(reader)), chars(xmlTextReaderConstValue(reader))))
        }
        xmlTextReaderMoveToElement(reader)
        if empty { steps.append(.end(full: false)) }
      case XML_READER_TYPE_TEXT:
        steps.append(.text(chars(xmlTextReaderConstValue(reader))))
      case XML_READER_TYPE_END_ELEMENT:
        steps.append(.end(full: true))
      default:
        continue
      }
    }
    guard result == 0 else { throw Failure(message: "libxml2 could not read the document") }
  }

  /// Writes the document to `path` with xmlTextWriter, indented by two spaces as checkrun
  /// writes it.
  func write(to path: String) throws(Failure) {
    guard let writer = xmlNewTextWriterFilename(path, 0) else {
      throw Failure(message: "libxml2 could not open \(path)")
    }
    var failed = false
    func check(_ code: Int32) { if code < 0 { failed = true } }
    check(xmlTextWriterSetIndent(writer, 1))
    check(xmlTextWriterSetIndentString(writer, "  "))
    check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil))
    for step in steps {
      switch step {
      case .start(let name):
        check(name.withUnsafeBufferPointer { xmlTextWriterStartElement(writer, xmlText($0)) })
      case .attribute(let name, let value):
        check(
          name.withUnsafeBufferPointer { name in
            value.withUnsafeBufferPointer { xmlTextWriterWriteAttribute(writer, xmlText(name), xmlText($0)) }
          })
      case .text(let text):
        check(text.withUnsafeBufferPointer { xmlTextWriterWriteString(writer, xmlText($0)) })
      case .end(let full):
        check(full ? xmlTextWriterFullEndElement(writer) : xmlTextWriterEndElement(writer))
      }
    }
    check(xmlTextWriterEndDocument(writer))
    xmlFreeTextWriter(writer)
    if failed { throw Failure(message: "libxml2 could not write \(path)") }
  }

  private func xmlText(_ chars: UnsafeBufferPointer<CChar>) -> UnsafePointer<xmlChar>? {
    UnsafeRawPointer(chars.baseAddress)?.assumingMemoryBound(to: xmlChar.self)
  }
}
