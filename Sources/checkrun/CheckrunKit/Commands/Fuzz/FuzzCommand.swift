import Foundation
import Harness

/// `checkrun fuzz`: a seeded generator of hostile check files and app files, fed to the parser,
/// the resolver, the runner and the app-file loader. Any crash or hang is a finding; every input
/// must become checks or diagnostics, each at a place that exists.
enum FuzzCommand {
  /// SplitMix64: small, fast and the same on every machine.
  struct Random {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }
  }

  static let keys = [
    "Check:", "Id:", "App:", "Tags:", "Profile:", "Task:", "Expected:", "Expect:", "profile:", "TASK:", "Nonsense:",
  ]
  static let profiles = [
    "Touch", "VoiceOver", "Switch Control", "VoiceOver + Larger Text AX3", "AX5 text", "Cognitive", "Voice Ctrl",
    "Larger Text AX9", "+", "", "VoiceOver and and Touch",
  ]
  static let phrases = Vocabulary.tasks.flatMap(\.examples) + Vocabulary.expectations.flatMap(\.examples)
  static let noise = [
    "\u{0}", "\t", "\r", "\r\n", "\u{FEFF}", "\"", "\u{201C}", "  ", "#", ",", ";", " then ", "\u{1B}[31m", "é", "👩🏽‍🦯",
    "\u{202E}", "99999999999999999999", "-1", "1e308", "0.5", "]]>", "<x>", "&amp;", "\u{FFFF}", "\\",
  ]
  static let appKeys = [
    "\"base\"", "\"session\"", "\"length\"", "\"warning\"", "\"toastFor\"", "\"pace\"", "\"VoiceOver\"", "\"perField\"",
    "\"oneTimeCode\"", "\"resend\"", "\"biometric\"", "\"attempts\"", "\"//\"", "\"slot\"", "\"hold\"",
  ]
  static let appValues = [
    "\"fixed\"", "\"before\"", "\"15 minutes\"", "\"0 seconds\"", "\"toast\"", "3", "-1", "1e999", "true", "null", "[]",
    "{}",
    "\"1m30s\"", "0.0001", "\"elsewhere\"", "\"\\u0000\"",
  ]

  /// A mutated copy of `text`: characters inserted, dropped or replaced.
  static func mutate(_ text: String, _ random: inout Random) -> String {
    var characters = Array(text)
    for _ in 0..<random.below(4) {
      let position = random.below(characters.count + 1)
      switch random.below(3) {
      case 0: characters.insert(contentsOf: random.pick(noise), at: min(position, characters.count))
      case 1: if position < characters.count { characters.remove(at: position) }
      default: if position < characters.count { characters[position] = random.pick(Array("abcxyz\"0 ")) }
      }
    }
    return String(characters)
  }

  static func checkFile(_ random: inout Random) -> String {
    var text = ""
    for _ in 0..<random.below(12) {
      let indent = random.chance(3) ? String(repeating: random.chance(2) ? " " : "\t", count: random.below(6)) : ""
      switch random.below(6) {
      case 0: text += indent + random.pick(keys) + " " + random.pick(profiles)
      case 1, 2: text += indent + random.pick(keys) + " " + mutate(random.pick(phrases), &random)
      case 3: text += indent + random.pick(phrases)
      case 4: text += indent + (0..<random.below(8)).map { _ in random.pick(noise) }.joined()
      default: text += random.chance(50) ? String(repeating: "fill the form ", count: 2000) : ""
      }
      text += random.chance(10) ? "\r\n" : "\n"
    }
    return text
  }

  static func appFile(_ random: inout Random) -> String {
    var text = random.chance(10) ? "" : "{"
    for index in 0..<random.below(8) {
      if index > 0 { text += random.chance(10) ? "" : "," }
      text += random.pick(appKeys) + ":"
      text +=
        random.chance(3) ? "{" + random.pick(appKeys) + ":" + random.pick(appValues) + "}" : random.pick(appValues)
    }
    text += random.chance(10) ? "" : "}"
    return random.chance(4) ? mutate(text, &random) : text
  }

  /// Feeds `count` generated inputs through everything; the problems found (none expected).
  static func fuzz(count: Int, seed: UInt64) -> [String] {
    var tally: [FuzzClasses.Kind: Int] = [:]
    return fuzz(count: count, seed: seed, tally: &tally)
  }

  /// `fuzz`, counting in `tally` the inputs of each of `FuzzClasses`' classes.
  static func fuzz(count: Int, seed: UInt64, tally: inout [FuzzClasses.Kind: Int]) -> [String] {
    var random = Random(state: seed)
    var findings: [String] = []
    for index in 0..<count {
      if let kind = FuzzClasses.kind(of: index) {
        tally[kind, default: 0] += 1
        if let finding = FuzzClasses.finding(kind, index, &random) { findings.append(finding) }
        continue
      }
      if index % 4 == 3 {
        let text = appFile(&random)
        if case .failure(let list) = AppFile.parse(Array(text.utf8), path: "fuzz.json"), list.diagnostics.isEmpty {
          findings.append("app file \(index): a failure with no diagnostic for \(text.debugDescription)")
        }
        continue
      }
      let text = checkFile(&random)
      let mode: Parser.Mode = random.chance(2) ? .checkFile : .document
      let pipeline = Pipeline(mode: mode, limits: RunGuard(maxActions: 20_000))
      let parsed = pipeline.parse(text, path: "fuzz.check")
      let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
      for problem in parsed.diagnostics where problem.location.line < 1 || problem.location.line > lines + 1 {
        findings.append("input \(index): a diagnostic at line \(problem.location.line) of \(lines)")
      }
      for check in parsed.checks {
        switch pipeline.resolve(check) {
        case .failure(let list) where list.diagnostics.isEmpty:
          findings.append("input \(index): a check that fails to resolve with no diagnostic")
        case .success(let runnable) where random.chance(8):
          _ = pipeline.run(runnable)
        default:
          break
        }
      }
    }
    return findings
  }

  static func run(_ options: Options, stdout: some TextSink, stderr: some TextSink) -> ExitCode {
    let count = options.benchChecks
    let seed = options.seed
    let clock = ContinuousClock()
    let start = clock.now
    var tally: [FuzzClasses.Kind: Int] = [:]
    let findings = fuzz(count: count, seed: seed, tally: &tally)
    let elapsed = clock.now - start
    for finding in findings.prefix(20) { stderr.write("finding: \(ConsoleText.safe(finding))\n") }
    let classes = FuzzClasses.Kind.allCases.map { "\(tally[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
    stdout.write(
      "fuzz: \(count) inputs from seed \(seed) (\(classes)) in \(elapsed.components.seconds) s, \(findings.count) findings\n"
    )
    return findings.isEmpty ? .passed : .failed
  }
}
