import Foundation

/// One pass over a JSON document that JSONSerialization has already read, for what the JSON
/// readers let through: a key given twice in one object (they keep one silently) and a number
/// with an exponent (`1e308`), which an app file or a baseline never means.
package enum JSONScan {
  /// A place in the document, 1-based, and what is wrong there.
  package struct Finding: Equatable {
    package var line: Int
    package var column: Int
    package var message: String

    /// The finding as a diagnostic of the file at `path`.
    package func diagnostic(path: String, kind: Diagnostic.Kind) -> Diagnostic {
      Diagnostic(kind, at: SourceLocation(path: path, line: line, column: column), message)
    }
  }

  /// A key of the top-level object, where it is written and where its value starts (1-based).
  package struct Member: Equatable {
    package var key: String
    package var line: Int
    package var column: Int
    package var valueLine: Int
    package var valueColumn: Int
  }

  /// What one pass found: the problems, and the members of the top-level object in order.
  package struct Scan {
    package var findings: [Finding] = []
    package var members: [Member] = []
  }

  /// An object or a list the scan is inside.
  private struct Frame {
    var isObject: Bool
    var expectsKey: Bool
    var keys: Set<String> = []
  }

  /// Every duplicate key and every number written with an exponent, in document order.
  package static func findings(in bytes: [UInt8]) -> [Finding] { scan(bytes).findings }

  /// The findings, and where each key of the top-level object and its value are written, so
  /// a problem with a value is reported at the value.
  package static func scan(_ bytes: [UInt8]) -> Scan {
    var findings: [Finding] = []
    var members: [Member] = []
    // The top-level member whose value has not started yet.
    var awaiting: Int?
    // For each open object or list: an object's keys so far, and whether a key comes next.
    var open: [Frame] = []
    var (index, line, lineStart) = (0, 1, 0)
    // The column counted so far on this line, and the byte it was counted to: findings come in
    // order, so a line of a megabyte is counted through once, not once for each finding.
    var (counted, countedTo) = (1, 0)
    func column(_ at: Int) -> Int {
      if countedTo < lineStart { (counted, countedTo) = (1, lineStart) }
      // Characters, not bytes, as the other locations of an app file count them.
      counted = bytes[countedTo..<at].reduce(counted) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
      countedTo = at
      return counted
    }
    while index < bytes.count {
      let byte = bytes[index]
      if let member = awaiting, !" \t\r\n:".utf8.contains(byte) {
        (members[member].valueLine, members[member].valueColumn) = (line, column(index))
        awaiting = nil
      }
      switch byte {
      case 0x0A:
        line += 1
        lineStart = index + 1
      case UInt8(ascii: "{"): open.append(Frame(isObject: true, expectsKey: true))
      case UInt8(ascii: "["): open.append(Frame(isObject: false, expectsKey: false))
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = open.popLast()
      case UInt8(ascii: ","): if open.last?.isObject == true { open[open.count - 1].expectsKey = true }
      case UInt8(ascii: ":"): if open.last?.isObject == true { open[open.count - 1].expectsKey = false }
      case UInt8(ascii: "\""):
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        if let frame = open.last, frame.isObject, frame.expectsKey {
          let raw = bytes[start...min(index, bytes.count - 1)]
          // Only a key with an escape is decoded; any other is its bytes between the quotes.
          let key =
            raw.contains(UInt8(ascii: "\\"))
            ? (try? JSONDecoder().decode(String.self, from: Data(raw))) ?? String(decoding: raw, as: UTF8.self)
            : String(decoding: raw.dropFirst().dropLast(), as: UTF8.self)
          let keyColumn = column(start)
          if frame.keys.contains(key) {
            findings.append(
              Finding(line: line, column: keyColumn, message: "duplicate key '\(key)'; each key may appear once"))
          }
          if open.count == 1 {
            members.append(Member(key: key, line: line, column: keyColumn, valueLine: line, valueColumn: keyColumn))
            awaiting = members.count - 1
          }
          open[open.count - 1].keys.insert(key)
          open[open.count - 1].expectsKey = false
        }
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let start = index
        while index + 1 < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index + 1]) { index += 1 }
        let number = String(decoding: bytes[start...index], as: UTF8.self)
        if number.contains(where: { $0 == "e" || $0 == "E" }) {
          findings.append(
            Finding(
              line: line, column: column(start),
              message: "number '\(number)' has an exponent; write it in digits, such as 90 or 1.5"))
        }
      default: break
      }
      index += 1
    }
    return Scan(findings: findings, members: members)
  }

  /// The findings as diagnostics of the file at `path`.
  package static func diagnostics(in bytes: [UInt8], path: String, kind: Diagnostic.Kind) -> [Diagnostic] {
    findings(in: bytes).map { $0.diagnostic(path: path, kind: kind) }
  }
}
