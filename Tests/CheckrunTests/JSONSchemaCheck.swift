import Foundation

/// A JSON document read for tests: numbers that are whole kept apart from others, and
/// `true` apart from `1`, which `JSONSerialization` does not do on every platform.
indirect enum JSON: Decodable, Equatable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      self = .null
    } else if let bool = try? value.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? value.decode(Int64.self) {
      self = .integer(integer)
    } else if let number = try? value.decode(Double.self) {
      self = .number(number)
    } else if let string = try? value.decode(String.self) {
      self = .string(string)
    } else if let array = try? value.decode([JSON].self) {
      self = .array(array)
    } else {
      self = .object(try value.decode([String: JSON].self))
    }
  }

  static func parse(_ text: String) throws -> JSON { try JSONDecoder().decode(JSON.self, from: Data(text.utf8)) }

  subscript(key: String) -> JSON? {
    if case .object(let fields) = self { return fields[key] }
    return nil
  }

  subscript(index: Int) -> JSON? {
    if case .array(let items) = self, items.indices.contains(index) { return items[index] }
    return nil
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var integer: Int64? {
    if case .integer(let number) = self { return number }
    return nil
  }

  var items: [JSON] {
    if case .array(let items) = self { return items }
    return []
  }
}

/// The part of JSON Schema that docs/results.schema.json uses (`$ref` to `#/$defs/…`, `type`,
/// `const`, `enum`, `required`, `properties`, `items`, `minimum`, `pattern`), checked with no
/// package of anyone else's. Stricter than JSON Schema in one way: an object whose schema
/// lists its `properties` may hold no other key, so the schema keeps up with what checkrun
/// writes.
struct SchemaCheck {
  let root: JSON

  /// Every way `value` departs from `schema` (the root schema when nil), each with where.
  func problems(_ value: JSON, _ schema: JSON? = nil, at place: String = "$") -> [String] {
    var schema = schema ?? root
    if let reference = schema["$ref"]?.string {
      guard reference.hasPrefix("#/$defs/"), let target = root["$defs"]?[String(reference.dropFirst(8))] else {
        return ["\(place): unknown reference \(reference)"]
      }
      schema = target
    }
    var found: [String] = []
    if let constant = schema["const"], constant != value { found.append("\(place): is not \(constant)") }
    if let choices = schema["enum"], !choices.items.contains(value) {
      found.append("\(place): \(value) is not one of \(choices)")
    }
    if let type = schema["type"]?.string, !Self.isOfType(value, type) {
      return found + ["\(place): is not of type \(type)"]
    }
    if let minimum = schema["minimum"]?.integer, let number = value.integer, number < minimum {
      found.append("\(place): \(number) is under \(minimum)")
    }
    if let pattern = schema["pattern"]?.string, let text = value.string,
      text.range(of: pattern, options: .regularExpression) == nil
    {
      found.append("\(place): '\(text)' does not match \(pattern)")
    }
    if case .object(let fields) = value {
      for key in schema["required"]?.items.compactMap(\.string) ?? [] where fields[key] == nil {
        found.append("\(place): '\(key)' is missing")
      }
      if case .object(let properties)? = schema["properties"] {
        for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
          guard let property = properties[key] else {
            found.append("\(place): '\(key)' is not in the schema")
            continue
          }
          found += problems(field, property, at: "\(place).\(key)")
        }
      }
    }
    if case .array(let items) = value, let itemSchema = schema["items"] {
      for (index, item) in items.enumerated() { found += problems(item, itemSchema, at: "\(place)[\(index)]") }
    }
    return found
  }

  private static func isOfType(_ value: JSON, _ type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("integer", .integer), ("number", .integer), ("number", .number),
      ("string", .string), ("array", .array), ("object", .object):
      true
    default: false
    }
  }

  /// The name of every property the schema declares, anywhere in it.
  var propertyNames: Set<String> {
    func names(in schema: JSON) -> Set<String> {
      switch schema {
      case .object(let fields):
        var found = Set<String>()
        if case .object(let properties)? = fields["properties"] { found.formUnion(properties.keys) }
        for field in fields.values { found.formUnion(names(in: field)) }
        return found
      case .array(let items): return items.reduce(into: Set<String>()) { $0.formUnion(names(in: $1)) }
      default: return []
      }
    }
    return names(in: root)
  }
}
