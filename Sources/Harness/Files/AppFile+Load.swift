import Foundation

extension AppFile {
  /// The app in the file at `path`, named after the file unless it names itself.
  package static func load(_ path: String) -> Result<AppModel, DiagnosticList> {
    let start = SourceLocation(path: path, line: 1, column: 1)
    // Sized on what was opened, so a link to a huge file is refused unread (`parse` holds
    // the same 1 MB limit for bytes handed to it).
    do {
      let bytes = try BoundedFile.contents(
        path, limit: 1_000_000, what: "app file", advice: "an app file describes one app in far less")
      return parse(bytes, path: path)
    } catch {
      return .failure(DiagnosticList([Diagnostic(.badAppFile, at: start, error.reason)]))
    }
  }

  /// Loads the app file a check's `App:` line names (a name ending in `.json` or holding a
  /// `/`): beside the check's file, else from the current folder; nil for any other name,
  /// which is a built-in app's or no app's.
  @Sendable package static func load(named name: Located<String>) -> Result<AppModel, DiagnosticList>? {
    guard looksLikeFile(name.value) else { return nil }
    guard let path = path(named: name) else {
      return .failure(
        DiagnosticList([
          Diagnostic(
            .unknownApp, at: name.location, "no app file '\(name.value)' beside the check or in the current folder")
        ]))
    }
    return load(path)
  }

  /// The file an `App:` line's name opens (`load(named:)`): beside the check's file, else from
  /// the current folder; nil when it is neither there nor a file's name.
  package static func path(named name: Located<String>) -> String? {
    guard looksLikeFile(name.value) else { return nil }
    let folder = URL(fileURLWithPath: name.location.path).deletingLastPathComponent().path
    let candidates = name.value.hasPrefix("/") ? [name.value] : ["\(folder)/\(name.value)", name.value]
    return candidates.first { FileManager.default.fileExists(atPath: $0) }
  }
}

extension AppModel {
  /// The app an app file describes (docs/app-files.md), as `checkrun --app FILE` reads it:
  /// named after the file unless it names itself. A team's tests reuse its `app.json` so.
  ///
  /// - Throws: every problem with the file, each at its line and column.
  public init(contentsOf path: String) throws(DiagnosticList) {
    self = try AppFile.load(path).get()
  }
}
