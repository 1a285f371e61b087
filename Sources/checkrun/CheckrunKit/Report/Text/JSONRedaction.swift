import Foundation
import Harness

extension Redaction {
  /// `mightHold`, for a text whose byte classes are known.
  static func mightHold(_ text: String, found: ByteClass) -> Bool {
    if found.contains(.unusual) { return true }
    guard found.contains(.endsSecret) else { return false }
    // Only the bytes that end a secret are looked back from.
    // The byte classes' table, looked up here: a call across modules for each byte costs more.
    return text.withUTF8Bytes { haystack in
      ByteClass.table.withUnsafeBufferPointer { table in
        haystack.indices.contains {
          table[Int(haystack[$0])] & ByteClass.endsSecret.rawValue != 0 && Redaction.secretEnds(at: $0, in: haystack)
        }
      }
    }
  }
}

/// JSON that checkrun wrote, with secrets taken out of each string in it. Each string is
/// searched on its own, so no secret is matched across two of them and the JSON stays valid;
/// a string with escapes in it is decoded first, so that an escaped control character
/// cannot split a secret.
enum JSONRedaction {
  static func apply(_ json: [UInt8]) -> [UInt8] {
    // Most JSON holds nothing that could end a secret, and none outside ASCII: one look.
    let found = json.withUnsafeBufferPointer { bytes in
      ByteClass.table.withUnsafeBufferPointer { table in
        bytes.reduce(UInt8(0)) { $0 | table[Int($1)] }
      }
    }
    guard !ByteClass(rawValue: found).isDisjoint(with: [.unusual, .endsSecret]) else { return json }
    var out: [UInt8] = []
    out.reserveCapacity(json.count)
    var index = 0
    while index < json.count {
      guard json[index] == UInt8(ascii: "\"") else {
        out.append(json[index])
        index += 1
        continue
      }
      // A string: up to the next quote that no backslash escapes.
      var end = index + 1
      var escaped = false
      while end < json.count, json[end] != UInt8(ascii: "\"") || escaped {
        escaped = !escaped && json[end] == UInt8(ascii: "\\")
        end += 1
      }
      let literal = Array(json[index..<min(end + 1, json.count)])
      out += redacted(literal)
      index = end + 1
    }
    return out
  }

  /// One JSON string literal, quotes and all, with its secrets taken out. One with no escape
  /// but `\/` (every path) is searched as it stands, since the fold passes over both bytes.
  private static func redacted(_ literal: [UInt8]) -> [UInt8] {
    let backslash = UInt8(ascii: "\\")
    let escapes = literal.indices.contains {
      literal[$0] == backslash && ($0 + 1 == literal.count || literal[$0 + 1] != UInt8(ascii: "/"))
    }
    guard escapes else {
      let text = String(decoding: literal, as: UTF8.self)
      let clear = Redaction.apply(text)
      return clear == text ? literal : Array(clear.utf8)
    }
    guard let text = try? JSONDecoder().decode(String.self, from: Data(literal)) else { return literal }
    let clear = Redaction.apply(text)
    guard clear != text, let encoded = try? JSONEncoder().encode(clear) else { return literal }
    return Array(encoded)
  }
}
