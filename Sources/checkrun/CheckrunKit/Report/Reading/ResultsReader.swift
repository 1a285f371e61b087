import Foundation
import Harness

/// Reads a `results.json` back into the run it records, for `merge`, `diff` and `--previous`: version 3 (what this
/// checkrun writes), version 2 (the same but for the verdict `cannot-be-judged` and the
/// summary's count of it, which `merge` makes again from each check's record) and version 1 (the layout before the document had a version, a
/// `RunReport` as `JSONEncoder` wrote it). A file of another schema, of a version this
/// checkrun does not know, or missing what it needs is refused with what is wrong.
enum ResultsReader {
  /// Why a results file cannot be read, before it is said with the file's path.
  enum Refusal: Error {
    /// Neither layout: no `schema`, and no `provenance` and `suites`.
    case notResults
    case otherSchema(String?)
    case noVersion
    /// A version after this checkrun's, with the checkrun that wrote it when it says.
    case newer(Int, writer: String?)
    case unknownVersion(Int)
    /// The layout is known, but the file does not hold what it should.
    case incomplete(version: Int, writer: String?, DecodingError)
  }

  /// The run `data`, the bytes of the results file at `path`, records; or why it cannot be
  /// read, with advice for `command` (`merge`, else a command that compares runs).
  static func read(_ data: [UInt8], path: String, for command: Options.Command = .merge)
    -> Result<RunReport, Options.Problem>
  {
    do {
      return .success(try JSONDecoder().decode(ResultsFile.self, from: Data(data)).report)
    } catch let refusal as Refusal {
      return .failure(Options.Problem(message: message(refusal, path: path, for: command)))
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
        return .failure(Options.Problem(message: "'\(path)' is not a checkrun results file: it is not JSON"))
      }
      return .failure(Options.Problem(message: "'\(path)' is not a checkrun results file: \(describe(error))"))
    } catch {
      return .failure(Options.Problem(message: "'\(path)' is not a checkrun results file: \(error)"))
    }
  }

  /// `refusal` in words, for the file at `path`, with advice for `command`: `merge` reads
  /// shards, the others read a run.
  static func message(_ refusal: Refusal, path: String, for command: Options.Command = .merge) -> String {
    let (verb, again, every) =
      command == .merge
      ? ("merge", "run that shard again", "run every shard") : ("read it", "run it again", "run it again")
    let versions = "versions \(ResultsDocument.readable.lowerBound) to \(ResultsDocument.readable.upperBound)"
    switch refusal {
    case .notResults:
      return "'\(path)' is not a checkrun results file"
    case .otherSchema(let schema):
      let said = schema.map { "'\(ConsoleText.safe($0))'" } ?? "not a string"
      return "'\(path)' is not a checkrun results file: its schema is \(said), not '\(ResultsDocument.schema)'"
    case .noVersion:
      return "'\(path)' is a checkrun results file with no version; checkrun writes 'version' beside 'schema'"
    case .newer(let version, let writer):
      let wrote = writer.map { "\(verb) with checkrun \(ConsoleText.safe($0)), which wrote it, or a later one" }
      return
        "'\(path)': results.json version \(version) is newer than this checkrun reads (\(versions), checkrun \(CheckRun.version)); \(wrote ?? "\(verb) with the checkrun that wrote it")"
    case .unknownVersion(let version):
      return "'\(path)': results.json version \(version) is no version checkrun writes (it reads \(versions))"
    case .incomplete(let version, let writer, let error):
      let what = describe(error)
      if version == 1 {
        return
          "'\(path)' is a results file of the layout before versions (version 1) that this checkrun cannot read: \(what); \(again) with checkrun \(CheckRun.version)"
      }
      if let writer, writer != CheckRun.version {
        return
          "'\(path)' was written by checkrun \(ConsoleText.safe(writer)), and this checkrun (\(CheckRun.version)) cannot read it: \(what); \(verb) with checkrun \(ConsoleText.safe(writer)), or \(every) with this one"
      }
      return "'\(path)' is not a whole checkrun results file (version \(version)): \(what)"
    }
  }

  /// What a decoding error found, and where: `checks[2].verdict is missing`.
  static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      var text = ""
      for key in path {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += (text.isEmpty ? "" : ".") + key.stringValue
        }
      }
      return text.isEmpty ? "the document" : ConsoleText.safe(text)
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(place(context.codingPath + [key])) is missing"
    case .valueNotFound(_, let context): return "\(place(context.codingPath)) is null"
    case .typeMismatch(let type, let context): return "\(place(context.codingPath)) is not a \(words(type))"
    case .dataCorrupted(let context): return "\(place(context.codingPath)) is not a value checkrun writes there"
    @unknown default: return "\(error)"
    }
  }

  /// A type as the message names it.
  private static func words(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "string"
    case is Int.Type, is Int64.Type: "whole number"
    case is Bool.Type: "true or false"
    case is [Any].Type: "list"
    default: "object"
    }
  }
}

/// A key of a JSON object, by name.
private struct Key: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// A results file of either layout, told apart by its keys before the rest is decoded.
private struct ResultsFile: Decodable {
  var report: RunReport

  init(from decoder: any Decoder) throws {
    let top: KeyedDecodingContainer<Key>
    do {
      top = try decoder.container(keyedBy: Key.self)
    } catch {
      throw ResultsReader.Refusal.notResults
    }
    let writer = try? top.decode(String.self, forKey: Key("checkrun"))
    if top.contains(Key("schema")) {
      let schema = try? top.decode(String.self, forKey: Key("schema"))
      guard schema == ResultsDocument.schema else { throw ResultsReader.Refusal.otherSchema(schema) }
      guard let version = try? top.decode(Int.self, forKey: Key("version")) else {
        throw ResultsReader.Refusal.noVersion
      }
      guard version <= ResultsDocument.version else { throw ResultsReader.Refusal.newer(version, writer: writer) }
      guard ResultsDocument.readable.contains(version), version > 1 else {
        throw ResultsReader.Refusal.unknownVersion(version)
      }
      do {
        report = try ResultsVersion2(from: decoder).report(version: version)
      } catch let error as DecodingError {
        throw ResultsReader.Refusal.incomplete(version: version, writer: writer, error)
      }
    } else if top.contains(Key("provenance")), top.contains(Key("suites")) {
      do {
        report = try RunReport(from: decoder)
        report.placeApps()
      } catch let error as DecodingError {
        throw ResultsReader.Refusal.incomplete(version: 1, writer: nil, error)
      }
    } else {
      throw ResultsReader.Refusal.notResults
    }
  }
}

/// Versions 2 to 4 as far as `merge` reads them: the run's facts, the files, and each check's
/// place, verdict, baseline status, problems, app and record (`detail`). The rest is made
/// again from them: a check's verdict, `cannot-be-judged` among them, from its record's
/// judgements. Versions 2 and 3 give the run's app as `run.app` and the others as
/// `run.otherApps`, and a check's app by name; version 4 gives every app in `run.apps` and a
/// check's app by its place there.
private struct ResultsVersion2: Decodable {
  struct Run: Decodable {
    struct App: Decodable {
      var name: String
      var file: String?
      var sha256: String
      var settings: [Provenance.Setting]
      var checks: Int?
    }

    var time: String
    var gitRevision: String?
    var app: App?
    var apps: [App]?
    var otherApps: [Provenance.OtherApp]?
    var selection: Provenance.Selection?
    var shard: Provenance.Shard?
  }

  struct Check: Decodable {
    struct BaselineState: Decodable {
      var status: String
      var id: String?
      var reason: String?
      var expires: String?
    }

    struct Problem: Decodable {
      var file: String
      var line: Int
      var column: Int
      var severity: Diagnostic.Severity
      var kind: Diagnostic.Kind
      var message: String
    }

    var name: String
    var verdict: String
    var file: String
    var line: Int
    var column: Int
    var classname: String
    var realMilliseconds: Int64
    /// Absent in files of checkrun before JUnit test-case times went to the microsecond.
    var realMicroseconds: Int64?
    var baseline: BaselineState?
    var diagnostics: [Problem]
    var detail: CheckResult?
    /// Version 4's place of the check's app in `run.apps` (versions 2 and 3 give its name,
    /// which the record holds too).
    var app: Place?
  }

  /// A check's `app`: a place in `run.apps`, or (before version 4) a name, which is not one.
  struct Place: Decodable {
    var index: Int?

    init(from decoder: any Decoder) throws {
      index = try? decoder.singleValueContainer().decode(Int.self)
    }
  }

  var checkrun: String
  var run: Run
  var files: [Provenance.FileHash]
  var staleBaselineEntries: [Baseline.Entry]
  var checks: [Check]

  /// The run, as the writer of `version` had it.
  func report(version: Int) throws -> RunReport {
    let apps = version < 4 ? run.app.map { [$0] } ?? [] : run.apps ?? []
    guard let own = apps.first else {
      throw DecodingError.keyNotFound(
        Key(version < 4 ? "app" : "apps"), .init(codingPath: [Key("run")], debugDescription: "the run's app"))
    }
    var provenance = Provenance(
      tool: checkrun, appName: own.name, appSettings: own.settings, appHash: own.sha256, files: files,
      gitRevision: run.gitRevision, time: run.time)
    (provenance.appFile, provenance.selection, provenance.shard) = (own.file, run.selection, run.shard)
    let others = apps.dropFirst().map {
      Provenance.OtherApp(
        name: $0.name, sha256: $0.sha256, checks: $0.checks ?? 0, file: $0.file, settings: $0.settings)
    }
    (provenance.otherApps, provenance.appChecks) =
      version < 4 ? (run.otherApps, own.checks) : others.isEmpty ? (nil, nil) : (others, own.checks)
    var suites: [RunReport.Suite] = []
    for (index, check) in checks.enumerated() {
      var item = try Self.item(check, at: index)
      if version >= 4, check.verdict != "error" {
        guard let place = check.app?.index, (0...others.count).contains(place) else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: [Key("checks"), Index(intValue: index), Key("app")],
              debugDescription: "a place in run.apps"))
        }
        item.app = place
      }
      if suites.last?.path == check.file {
        suites[suites.count - 1].cases.append(item)
      } else {
        suites.append(RunReport.Suite(path: check.file, cases: [item]))
      }
    }
    var report = RunReport(suites: suites, provenance: provenance, staleEntries: staleBaselineEntries)
    if version < 4 { report.placeApps() }
    return report
  }

  /// The `index`-th check as the run had it.
  private static func item(_ check: Check, at index: Int) throws -> RunReport.Case {
    let path: [any CodingKey] = [Key("checks"), Index(intValue: index)]
    let outcome: RunReport.Case.Outcome
    if check.verdict == "error" {
      outcome = .invalid(
        check.diagnostics.map {
          Diagnostic(
            $0.kind, at: SourceLocation(path: $0.file, line: $0.line, column: $0.column), $0.message,
            severity: $0.severity)
        })
    } else if let detail = check.detail {
      outcome = .ran(detail)
    } else {
      throw DecodingError.keyNotFound(
        Key("detail"), .init(codingPath: path, debugDescription: "a check that ran has its record"))
    }
    return RunReport.Case(
      name: check.name, classname: check.classname,
      location: SourceLocation(path: check.file, line: check.line, column: check.column), outcome: outcome,
      microseconds: check.realMicroseconds ?? RunReport.Case.microseconds(fromMilliseconds: check.realMilliseconds),
      status: try status(check.baseline, at: path + [Key("baseline")]))
  }

  /// A baseline status as the run had it.
  private static func status(_ state: Check.BaselineState?, at path: [any CodingKey]) throws -> Baseline.Status? {
    guard let state else { return nil }
    if state.status == "newFailure" { return .newFailure }
    guard let id = state.id, let reason = state.reason, let expires = state.expires else {
      throw DecodingError.keyNotFound(
        Key(state.id == nil ? "id" : state.reason == nil ? "reason" : "expires"),
        .init(codingPath: path, debugDescription: "a baseline entry"))
    }
    let entry = Baseline.Entry(id: id, reason: reason, expires: expires)
    switch state.status {
    case "accepted": return .known(entry)
    case "expired": return .expired(entry)
    case "nowPasses": return .nowPasses(entry)
    default:
      throw DecodingError.dataCorrupted(
        .init(codingPath: path + [Key("status")], debugDescription: "an unknown baseline status"))
    }
  }
}

/// A place in a JSON list.
private struct Index: CodingKey {
  var intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

extension Provenance {
  /// Provenance as a results file records it.
  init(
    tool: String, appName: String, appSettings: [Setting], appHash: String, files: [FileHash], gitRevision: String?,
    time: String
  ) {
    (self.tool, self.appName, self.appSettings, self.appHash) = (tool, appName, appSettings, appHash)
    (self.files, self.gitRevision, self.time) = (files, gitRevision, time)
  }
}
