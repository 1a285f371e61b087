import Foundation

/// Reads an app file (JSON) into an app model; problems come back as diagnostics at their key.
package enum AppFile {
  /// Whether `name` is meant as a file rather than a built-in app's name.
  package static func looksLikeFile(_ name: String) -> Bool {
    name.lowercased().hasSuffix(".json") || name.contains("/")
  }

  /// The app in an app file's bytes; `path` names it in messages and gives its default name.
  package static func parse(_ bytes: [UInt8], path: String) -> Result<AppModel, DiagnosticList> {
    let start = SourceLocation(path: path, line: 1, column: 1)
    guard bytes.count <= 1_000_000 else {
      return .failure(DiagnosticList([Diagnostic(.badAppFile, at: start, "the app file is larger than 1 MB")]))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let object: [String: ConfigValue]
    switch JSONObject.read(bytes, path: path, shape: "an app file is a JSON object: { \"base\": \"fixed\", … }") {
    case .success(let read): object = read.object
    case .failure(let list): return .failure(list)
    }
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    switch AppSettings.app(from: object, name: name) {
    case .success(let app):
      return .success(app)
    case .failure(let list):
      return .failure(
        DiagnosticList(
          list.problems.map { Diagnostic(.badAppFile, at: location(of: $0.path, in: text, path: path), $0.message) }))
    }
  }

  /// Where the last key of `keys` is written, looking for each key after the one before it.
  package static func location(of keys: [String], in text: String, path: String) -> SourceLocation {
    var searchFrom = text.startIndex
    var found: String.Index?
    for key in keys {
      guard let range = text[searchFrom...].range(of: "\"\(key)\"") else { break }
      found = range.lowerBound
      searchFrom = range.upperBound
    }
    guard let found else { return SourceLocation(path: path, line: 1, column: 1) }
    let before = text[..<found]
    let line = before.filter { $0 == "\n" }.count + 1
    let column =
      before.distance(
        from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
    return SourceLocation(path: path, line: line, column: column)
  }

  /// Where the parser's message says the problem is: `line N, column M` or `character N`.
  package static func jsonErrorLocation(_ reason: String, bytes: [UInt8], path: String) -> SourceLocation {
    func number(after word: String) -> Int? {
      guard let range = reason.range(of: word + " ") else { return nil }
      return Int(reason[range.upperBound...].prefix { $0.isNumber })
    }
    if let line = number(after: "line") {
      return SourceLocation(path: path, line: line, column: number(after: "column") ?? 1)
    }
    if let offset = number(after: "character"), offset <= bytes.count {
      let before = bytes[..<offset]
      let line = before.filter { $0 == 0x0A }.count + 1
      let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
      return SourceLocation(path: path, line: line, column: column)
    }
    return SourceLocation(path: path, line: 1, column: 1)
  }
}

extension String {
  /// The string with its first letter in lower case, for messages.
  package var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}

extension AppModel {
  /// The app an app file's text describes; `path` names it in messages and gives its name
  /// unless the text names one.
  ///
  /// - Throws: every problem with the text, each at its line and column.
  public init(json: String, path: String = "app.json") throws(DiagnosticList) {
    self = try AppFile.parse(Array(json.utf8), path: path).get()
  }
}
