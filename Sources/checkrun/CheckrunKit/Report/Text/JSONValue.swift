/// A JSON value written with its object keys in the order given, as `results.json` lays them
/// out (docs/results.md): a reader finds a check's id, name and verdict first, whatever tool
/// it reads with. Whole numbers only, so every number is written one way.
indirect enum JSONValue: Sendable {
  case string(String)
  case integer(Int64)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])
  /// JSON made elsewhere (`JSONEncoder`), copied as it is.
  case raw([UInt8])

  /// An object of the pairs whose value is not nil, in order: an optional field is left out
  /// when it has no value.
  static func fields(_ pairs: [(String, JSONValue?)]) -> JSONValue {
    .object(pairs.compactMap { key, value in value.map { (key: key, value: $0) } })
  }

  /// A string, or nothing (a field left out) for nil.
  static func text(_ value: String?) -> JSONValue? { value.map(JSONValue.string) }

  static func integer(_ value: Int) -> JSONValue { .integer(Int64(value)) }

  static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

  /// The value's JSON.
  var bytes: [UInt8] {
    var out: [UInt8] = []
    write(to: &out)
    return out
  }

  func write(to out: inout [UInt8]) {
    switch self {
    case .string(let text): JSONValue.write(text, to: &out)
    case .integer(let number): out += Array(String(number).utf8)
    case .bool(let value): out += Array((value ? "true" : "false").utf8)
    case .null: out += Array("null".utf8)
    case .raw(let bytes): out += bytes
    case .array(let values):
      out.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        value.write(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let pairs):
      out.append(UInt8(ascii: "{"))
      for (index, pair) in pairs.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSONValue.write(pair.key, to: &out)
        out.append(UInt8(ascii: ":"))
        pair.value.write(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// `text` as a JSON string: the quote, the backslash and control characters escaped (as
  /// RFC 8259 asks), everything else as its UTF-8.
  static func write(_ text: String, to out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [0x5C, 0x22]
      case UInt8(ascii: "\\"): out += [0x5C, 0x5C]
      case 0x0A: out += [0x5C, UInt8(ascii: "n")]
      case 0x0D: out += [0x5C, UInt8(ascii: "r")]
      case 0x09: out += [0x5C, UInt8(ascii: "t")]
      case 0..<0x20: out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
