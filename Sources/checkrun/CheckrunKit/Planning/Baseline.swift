import Foundation
import Harness

/// Known failures a team has accepted for a while: reported, but not blocking until they expire.
struct Baseline: Sendable {
  struct Entry: Sendable, Equatable, Codable {
    /// The check's stable id (`Id:`, else from `Check:`, else from profile and task).
    var id: String
    var reason: String
    /// The last day the failure is accepted, `YYYY-MM-DD`.
    var expires: String
  }

  private struct File: Decodable {
    var known: [Entry]
  }

  let entries: [Entry]
  /// Each entry's place in `entries` by its id as a written baseline holds it (secrets taken
  /// out), the first of any id listed twice: a check is looked up once, not against every
  /// entry (a suite of 20,000 checks and as many entries cost 400 million comparisons).
  private let places: [String: Int]

  init(entries: [Entry]) {
    self.entries = entries
    var places: [String: Int] = [:]
    places.reserveCapacity(entries.count)
    for (place, entry) in entries.enumerated() where places[entry.id] == nil { places[entry.id] = place }
    self.places = places
  }

  /// How one check stands against the baseline.
  enum Status: Sendable, Equatable, Codable {
    /// Failed and not in the baseline: blocks.
    case newFailure
    /// Failed, in the baseline and not expired: reported, does not block.
    case known(Entry)
    /// Failed, in the baseline, but its entry expired: blocks.
    case expired(Entry)
    /// Passed although the baseline lists it: the entry can go.
    case nowPasses(Entry)

    var blocks: Bool {
      switch self {
      case .newFailure, .expired: true
      case .known, .nowPasses: false
      }
    }
  }

  /// The largest baseline file read: 64 MiB. `checkrun baseline` writes some 160 bytes an
  /// entry, so this holds 400,000 failing checks, four times the benchmark's whole run.
  static let maximumBytes = 64 << 20

  /// Reads `{"known": [{"id": "…", "reason": "…", "expires": "YYYY-MM-DD"}]}` from `path`,
  /// a file of at most `limit` bytes.
  static func load(_ path: String, limit: Int = maximumBytes) -> Result<Baseline, DiagnosticList> {
    let at = SourceLocation(path: path, line: 1, column: 1)
    let data: Data
    do {
      data = Data(
        try BoundedFile.contents(
          path, limit: limit, what: "baseline file", advice: "a baseline written by checkrun is far smaller"))
    } catch {
      return .failure(DiagnosticList([Diagnostic(.unreadableFile, at: at, error.reason)]))
    }
    do {
      let file = try JSONDecoder().decode(File.self, from: data)
      // A key twice (the JSON readers keep one of them) or a number with an exponent.
      let found = JSONScan.diagnostics(in: Array(data), path: path, kind: .badAppFile)
      guard found.isEmpty else { return .failure(DiagnosticList(found)) }
      for entry in file.known where CalendarDate(entry.expires) == nil {
        let location = AppFile.location(of: [entry.id], in: String(decoding: data, as: UTF8.self), path: path)
        return .failure(
          DiagnosticList([
            Diagnostic(
              .badAppFile, at: location,
              "baseline entry '\(entry.id)' expires on '\(entry.expires)'; write the date as YYYY-MM-DD, a day of the calendar in digits 0-9"
            )
          ]))
      }
      if let repeated = repeatedID(in: file.known, text: String(decoding: data, as: UTF8.self), path: path) {
        return .failure(DiagnosticList([repeated]))
      }
      return .success(Baseline(entries: file.known))
    } catch {
      return .failure(
        DiagnosticList([
          Diagnostic(
            .badAppFile, at: at,
            "not a baseline: expected {\"known\": [{\"id\": …, \"reason\": …, \"expires\": \"YYYY-MM-DD\"}]}")
        ]))
    }
  }

  /// The second entry of an id listed twice, as a diagnostic at its id naming the first's
  /// line: one id cannot both be accepted and have expired, whichever came first.
  static func repeatedID(in entries: [Entry], text: String, path: String) -> Diagnostic? {
    var seen = Set<String>()
    guard let id = entries.first(where: { !seen.insert($0.id).inserted })?.id else { return nil }
    let places = idLocations(id, in: text, path: path)
    let first = places.first.map { " (first at line \($0.line))" } ?? ""
    return Diagnostic(
      .badAppFile, at: places.dropFirst().first ?? SourceLocation(path: path, line: 1, column: 1),
      "baseline entry '\(id)' is listed twice\(first)")
  }

  /// Where `"id": "ID"` is written in `text`, in order: each place of the id's value.
  static func idLocations(_ id: String, in text: String, path: String) -> [SourceLocation] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var found: [SourceLocation] = []
    for (number, line) in lines.enumerated() {
      var rest = line[...]
      while let range = rest.range(of: "\"\(id)\"") {
        let before = line[..<range.lowerBound].reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        if before.first == ":",
          String(before.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix(4).reversed()) == "\"id\""
        {
          found.append(
            SourceLocation(
              path: path, line: number + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1))
        }
        rest = line[range.upperBound...]
      }
    }
    return found
  }

  /// Where a check with `id` stands, given whether it passed and today's date.
  func status(id: String, passed: Bool, today: String) -> Status? {
    let entry = (places[id] ?? places[Redaction.apply(id)]).map { entries[$0] }
    switch (passed, entry) {
    case (true, nil): return nil
    case (true, let entry?): return .nowPasses(entry)
    case (false, nil): return .newFailure
    case (false, let entry?):
      // Compared as days; an entry whose date cannot be read (never one loaded) blocks.
      guard let expires = CalendarDate(entry.expires), let today = CalendarDate(today) else { return .expired(entry) }
      return expires >= today ? .known(entry) : .expired(entry)
    }
  }

  /// Entries that name no check of the run.
  func stale(ids: Set<String>) -> [Entry] {
    let matched = Set(ids.map { Redaction.apply($0) })
    return entries.filter { !ids.contains($0.id) && !matched.contains($0.id) }
  }
}
