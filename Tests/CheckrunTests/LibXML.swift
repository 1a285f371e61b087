import CXML2
import Foundation

@testable import CheckrunKit

/// libxml2 as the tests use it: re-parsing what checkrun wrote, and validating it.
enum LibXML {
  /// The project folder, found from this file's place.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// checkrun's own schema of what the JUnit consumers require, in the repository.
  static let ownSchema = root.appendingPathComponent("Tests/Schemas/junit.xsd").path

  /// The JUnit schemas that CI consumers enforce, beside the project in `../shared/junit`
  /// when it is there.
  static let consumerSchemas = ["jenkins-xunit-junit-10.xsd", "windyroad-JUnit.xsd"].map {
    Shared.folder.appendingPathComponent("junit/\($0)").path
  }

  /// The schemas a written file is held to: checkrun's own always, the consumers' own as well
  /// where `../shared` is beside the project.
  static let schemas = [ownSchema] + (Shared.isPresent ? consumerSchemas : [])

  /// Parses `bytes` without the network, DTDs or entity expansion; nil when not well-formed.
  static func parse(_ bytes: [UInt8]) -> xmlDocPtr? {
    JUnitWriter.libxml2Ready
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        xmlReadMemory(chars.baseAddress, Int32(chars.count), "junit.xml", "UTF-8", Int32(XML_PARSE_NONET.rawValue))
      }
    }
  }

  /// Whether `bytes` is well-formed and valid against the schema at `schemaPath`.
  static func isValid(_ bytes: [UInt8], schemaPath: String) -> Bool {
    JUnitWriter.libxml2Ready
    guard let document = parse(bytes) else { return false }
    defer { xmlFreeDoc(document) }
    guard let parserContext = xmlSchemaNewParserCtxt(schemaPath) else { return false }
    defer { xmlSchemaFreeParserCtxt(parserContext) }
    guard let schema = xmlSchemaParse(parserContext) else { return false }
    defer { xmlSchemaFree(schema) }
    guard let context = xmlSchemaNewValidCtxt(schema) else { return false }
    defer { xmlSchemaFreeValidCtxt(context) }
    return xmlSchemaValidateDoc(context, document) == 0
  }

  /// The schemas of `LibXML.schemas` that `bytes` is not valid against (their file names),
  /// worked out apart from an expectation so that a failure names them and not the bytes.
  static func rejecting(_ bytes: [UInt8]) -> [String] {
    schemas.filter { !isValid(bytes, schemaPath: $0) }.map { URL(fileURLWithPath: $0).lastPathComponent }
  }

  /// The values of attribute `name` on every element called `element`, in document order.
  static func attributes(_ name: String, of element: String, in bytes: [UInt8]) -> [String] {
    guard let document = parse(bytes) else { return [] }
    defer { xmlFreeDoc(document) }
    var values: [String] = []
    func visit(_ node: xmlNodePtr?) {
      var current = node
      while let here = current {
        if here.pointee.type == XML_ELEMENT_NODE, String(cString: here.pointee.name) == element,
          let value = xmlGetProp(here, name)
        {
          values.append(String(cString: value))
          free(value)  // libxml2 allocates with malloc by default
        }
        visit(here.pointee.children)
        current = here.pointee.next
      }
    }
    visit(xmlDocGetRootElement(document))
    return values
  }
}
