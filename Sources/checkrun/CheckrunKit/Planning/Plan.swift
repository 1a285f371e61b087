import Dispatch
import Foundation
import Harness

/// The checks of a run, loaded, understood and selected, grouped by file; nothing run yet.
struct Plan: Sendable {
  /// One check, ready to run or not understood. A class, so the plan's lists of checks stay
  /// small however they are filtered and joined: a large suite has a hundred thousand of them.
  final class Entry: Sendable {
    enum Outcome: Sendable {
      case runnable(RunnableCheck)
      /// Not understood: the problems, and the check as written when the file could be read.
      case invalid([Diagnostic], Check?)
    }

    let name: String
    let classname: String
    let location: SourceLocation
    let outcome: Outcome

    init(name: String, classname: String, location: SourceLocation, outcome: Outcome) {
      self.name = name
      self.classname = classname
      self.location = location
      self.outcome = outcome
    }

    /// The check as written, when there is one (a file that could not be parsed has none).
    var source: Check? {
      switch outcome {
      case .runnable(let runnable): runnable.source
      case .invalid(_, let check): check
      }
    }
  }

  struct Suite: Sendable {
    var path: String
    var entries: [Entry]
    /// SHA-256 of the file's bytes, when it could be read.
    var sha256: FileDigest?
  }

  var suites: [Suite]
  /// Every problem in every file, in the order found.
  var diagnostics: [Diagnostic]
  /// The paths named whole (files and folders, not `FILE:LINE`) that gave no check and no
  /// problem: an empty file, one of comments, a folder with no check in it. Each is an error
  /// whatever the other paths hold (`CheckRun.prepare`): a path named for a gate that runs
  /// nothing would otherwise pass unseen.
  var emptyPaths: [String] = []

  var entries: [Entry] { suites.flatMap(\.entries) }

  /// Whether no file has a check to run; without making the list of every entry.
  var isEmpty: Bool { suites.allSatisfy { $0.entries.isEmpty } }

  /// Loads `paths` (`FILE:LINE` picks the check whose block holds the line), parses and
  /// resolves every check. A file named whole, itself or in a folder, runs whole whatever
  /// lines of it are named too.
  static func load(_ paths: [String], resolver: Resolver, jobs: Int = 1) -> Plan {
    var lines: [String: [LineSelection.Line]] = [:]
    var partial = Set<Int>()
    let plain = paths.enumerated().map { index, path -> String in
      guard let (file, line) = splitLine(path) else { return path }
      lines[FileIdentity.key(file), default: []].append(line)
      partial.insert(index)
      return file
    }
    let (sources, missing, whole, namedPaths) = SourceLoader.sources(for: plain, partial: partial)
    var diagnostics = missing
    var suites: [Suite] = []
    // The keys of the files that gave a check or a problem.
    var held = Set<String>()
    for source in sources {
      let (parsed, digest) = SourceLoader.load(source, jobs: jobs)
      let classname = RunReport.classname(forPath: source.path)
      var (checks, rejected, problems) = (parsed.checks, parsed.rejected, parsed.fileProblems)
      var found = parsed.diagnostics
      let key = lines.isEmpty ? nil : FileIdentity.key(source.path)
      if let key, !whole.contains(key), let named = lines[key] {
        let selection = LineSelection(named, in: parsed, path: source.path)
        (checks, rejected, problems, found) =
          (selection.checks, selection.rejected, selection.problems, selection.diagnostics)
      }
      let resolved = self.entries(
        for: checks, rejected: rejected, path: source.path, classname: classname, resolver: resolver, jobs: jobs)
      var entries = resolved.entries
      // The problems that belong to no check block: the file's own entry, in file order at its
      // first problem, where merging shards, which orders each file's checks by line, puts it.
      if let first = problems.first {
        let entry = Entry(
          name: "\(source.path) (not understood)", classname: classname, location: first.location,
          outcome: .invalid(problems, nil))
        entries.insert(entry, at: entries.firstIndex { $0.location.line > first.location.line } ?? entries.count)
      }
      // A file's problems block by block, in the order of its blocks, whether reading or
      // resolving found them; within a block, as found (a cause before what follows from it).
      let starts = entries.map(\.location.line).sorted()
      let block = { (line: Int) in starts.last { $0 <= line } ?? 0 }
      diagnostics += (found + resolved.diagnostics).enumerated().map { (block($0.element.location.line), $0) }
        .sorted { ($0.0, $0.1.offset) < ($1.0, $1.1.offset) }.map(\.1.element)
      if !entries.isEmpty || !found.isEmpty || !resolved.diagnostics.isEmpty {
        held.insert(FileIdentity.key(source.path))
      }
      suites.append(Suite(path: source.path, entries: entries, sha256: digest))
    }
    diagnostics += settleIDs(in: &suites)
    let empty = namedPaths.filter { $0.keys.allSatisfy { !held.contains($0) } }.map(\.path)
    return Plan(suites: suites, diagnostics: diagnostics, emptyPaths: empty)
  }

  /// One entry per check of a file, resolved on `jobs` threads, and one per block of it that
  /// is not a check (`rejected`), in file order, names made unique; and the problems of the
  /// checks that could not be resolved.
  static func entries(
    for checks: [Check], rejected: [ParsedFile.Rejected] = [], path: String = "", classname: String,
    resolver: Resolver, jobs: Int
  ) -> (entries: [Entry], diagnostics: [Diagnostic]) {
    var taken = UniqueNames(capacity: checks.count + rejected.count)
    var names: [String] = []
    names.reserveCapacity(checks.count)
    // The rejected blocks' entries, each with the index of the first check after it; named
    // in file order with the checks (both lists are in file order).
    var blocks: [(entry: Entry, before: Int)] = []
    func takeBlocks(before line: Int, check index: Int) {
      while blocks.count < rejected.count, rejected[blocks.count].location.line < line {
        let block = rejected[blocks.count]
        let name = taken.take(block.name ?? "\(path):\(block.location.line)")
        let entry = Entry(
          name: name, classname: classname, location: block.location, outcome: .invalid(block.diagnostics, nil))
        blocks.append((entry, index))
      }
    }
    for (index, check) in checks.enumerated() {
      takeBlocks(before: check.location.line, check: index)
      names.append(taken.take(check.displayName))
    }
    takeBlocks(before: .max, check: checks.count)
    let resolved = resolved(checks, names: names, classname: classname, resolver: resolver, jobs: jobs)
    guard !blocks.isEmpty else { return resolved }
    var entries: [Entry] = []
    entries.reserveCapacity(resolved.entries.count + blocks.count)
    var next = 0
    for index in 0...resolved.entries.count {
      while next < blocks.count, blocks[next].before == index {
        entries.append(blocks[next].entry)
        next += 1
      }
      if index < resolved.entries.count { entries.append(resolved.entries[index]) }
    }
    return (entries, resolved.diagnostics)
  }

  /// `checks` resolved into entries named `names`, on `jobs` threads; and the problems of the
  /// ones that could not be.
  private static func resolved(
    _ checks: [Check], names: [String], classname: String, resolver: Resolver, jobs: Int
  ) -> (entries: [Entry], diagnostics: [Diagnostic]) {
    // A slice of the checks resolved into entries, with the problems of the ones that could
    // not be: each thread keeps its own, and the slices are joined in order.
    let pipeline = Pipeline(resolver: resolver)
    let resolve = { @Sendable (slice: Range<Int>) -> (entries: [Entry], diagnostics: [Diagnostic]) in
      var cache = ResolutionCache()
      var diagnostics: [Diagnostic] = []
      let entries = slice.map { index in
        let check = checks[index]
        let outcome: Entry.Outcome
        switch pipeline.resolve(check, cache: &cache) {
        case .success(let runnable): outcome = .runnable(runnable)
        case .failure(let list):
          outcome = .invalid(list.diagnostics, check)
          diagnostics += list.diagnostics
        }
        return Entry(name: names[index], classname: classname, location: check.location, outcome: outcome)
      }
      return (entries, diagnostics)
    }
    guard jobs > 1, checks.count > 64 else { return resolve(checks.indices) }
    let chunk = (checks.count + jobs - 1) / jobs
    let slices = inParallel(jobs) { worker in
      resolve(min(checks.count, worker * chunk)..<min(checks.count, (worker + 1) * chunk))
    }
    var entries: [Entry] = []
    entries.reserveCapacity(checks.count)
    var diagnostics: [Diagnostic] = []
    for slice in slices {
      entries += slice.entries
      diagnostics += slice.diagnostics
    }
    return (entries, diagnostics)
  }

  /// `file.check:12` as the file and the line, when the file exists and the line is digits.
  static func splitLine(_ path: String) -> (String, LineSelection.Line)? {
    LineSelection.split(path).map { ($0.file, $0.line) }
  }

  /// The names of a file's checks, each made unique as it is taken: `name`, else `name (2)`,
  /// `name (3)`, … in file order; and with another form of copy (`id-2`), the run's ids
  /// (`settleIDs`).
  struct UniqueNames {
    private var taken: Set<String>
    /// For each name taken more than once, the number its next copy tries first: a file of
    /// many checks of one name costs one try a check, not one for each copy before it.
    private var next: [String: Int] = [:]

    /// How a copy is named from the name and its number: `name (2)` for names, `id-2` for ids.
    private let copy: @Sendable (String, Int) -> String

    init(capacity: Int, copy: @escaping @Sendable (String, Int) -> String = { "\($0) (\($1))" }) {
      taken = Set(minimumCapacity: capacity)
      self.copy = copy
    }

    /// Marks `name` as taken, so that no copy is ever given it.
    mutating func reserve(_ name: String) {
      taken.insert(name)
    }

    /// `name`, or its copy with the smallest number from 2 that nothing taken before has.
    mutating func take(_ name: String) -> String {
      guard !taken.insert(name).inserted else { return name }
      var number = next[name] ?? 2
      var candidate = copy(name, number)
      while !taken.insert(candidate).inserted {
        number += 1
        candidate = copy(name, number)
      }
      next[name] = number + 1
      return candidate
    }
  }

  /// The stable id a shard is chosen by: the check's id, or the file and line of a problem.
  static func shardKey(_ entry: Entry) -> String {
    entry.source?.stableID ?? "\(entry.location.path):\(entry.location.line)"
  }

  /// FNV-1a, 64 bits: the same on every machine and in every run.
  static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The plan with only the entries `keep` accepts; files left empty go, problems stay.
  private func keeping(_ keep: (Entry) -> Bool) -> Plan {
    Plan(
      suites: suites.compactMap { suite in
        // A file whose every entry stays keeps its list as it is, rather than a copy of it.
        let kept = suite.entries.allSatisfy(keep) ? suite.entries : suite.entries.filter(keep)
        return kept.isEmpty ? nil : Suite(path: suite.path, entries: kept, sha256: suite.sha256)
      },
      diagnostics: diagnostics)
  }

  /// The `index`-th (1-based) of `count` disjoint slices, chosen by each check's stable id.
  func shard(_ index: Int, of count: Int) -> Plan {
    let keep = { (entry: Entry) in Plan.stableHash(Plan.shardKey(entry)) % UInt64(count) == UInt64(index - 1) }
    return keeping(keep)
  }

  /// The plan with only the checks that match the selection; problems are always kept.
  func selected(filter: String?, tags: TagExpression?, profile: ProfileSetting?) -> Plan {
    // Nothing to select by: every entry stays, and only files without one go.
    guard filter != nil || tags != nil || profile != nil else { return keeping { _ in true } }
    func keep(_ entry: Entry) -> Bool {
      guard let check = entry.source else { return true }
      if let filter {
        let needle = filter.lowercased()
        guard entry.name.lowercased().contains(needle) || check.stableID.lowercased().contains(needle) else {
          return false
        }
      }
      if let tags, !tags.matches(Set(check.tags.map { $0.value.lowercased() })) { return false }
      if let profile {
        guard case .runnable(let runnable) = entry.outcome, runnable.profile.settings.contains(profile) else {
          return false
        }
      }
      return true
    }
    return keeping(keep)
  }
}
