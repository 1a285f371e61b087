import Foundation

/// A JSON file of checkrun's own whose top level is an object (an app file, `checkrun.json`),
/// read with every problem at its line and column.
package enum JSONObject {
  /// A JSON value as the decoder reads it, keeping true and false apart from numbers.
  private struct Value: Decodable {
    var value: ConfigValue

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        value = .null
      } else if let flag = try? container.decode(Bool.self) {
        value = .bool(flag)
      } else if let number = try? container.decode(Double.self) {
        value = .number(number)
      } else if let text = try? container.decode(String.self) {
        value = .string(text)
      } else if let list = try? container.decode([Value].self) {
        value = .array(list.map(\.value))
      } else {
        value = .object(try container.decode([String: Value].self).mapValues(\.value))
      }
    }
  }

  /// The top-level object of `bytes` and the scan that places its members; else what is
  /// wrong: not valid JSON (where the parser says), a key given twice or a number with an
  /// exponent (each where it is written), or a document that is not an object (`shape` shows
  /// what one looks like). `path` names the file in the diagnostics.
  package static func read(_ bytes: [UInt8], path: String, shape: String) -> Result<
    (object: [String: ConfigValue], scan: JSONScan.Scan), DiagnosticList
  > {
    let start = SourceLocation(path: path, line: 1, column: 1)
    let data = Data(bytes)
    do {
      _ = try JSONSerialization.jsonObject(with: data)
    } catch {
      var reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      while reason.hasSuffix(".") { reason.removeLast() }
      let at = AppFile.jsonErrorLocation(reason, bytes: bytes, path: path)
      return .failure(DiagnosticList([Diagnostic(.badAppFile, at: at, "not valid JSON: \(reason.lowercasedFirst)")]))
    }
    // A key twice (the JSON readers keep one of them) or a number with an exponent.
    let scan = JSONScan.scan(bytes)
    guard scan.findings.isEmpty else {
      return .failure(DiagnosticList(scan.findings.map { $0.diagnostic(path: path, kind: .badAppFile) }))
    }
    do {
      guard case .object(let top) = try JSONDecoder().decode(Value.self, from: data).value else {
        return .failure(DiagnosticList([Diagnostic(.badAppFile, at: start, shape)]))
      }
      return .success((top, scan))
    } catch {
      return .failure(DiagnosticList([Diagnostic(.badAppFile, at: start, "not valid JSON: \(error)")]))
    }
  }
}
