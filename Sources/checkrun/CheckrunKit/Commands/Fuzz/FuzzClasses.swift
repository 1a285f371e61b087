import Foundation
import Harness

/// The fuzzer's classes of hostile input beyond generated check and app files (issue 24):
/// numbers that no check may take, secrets disguised for a reader, and deep nesting. Each
/// gives the findings it makes: none expected.
enum FuzzClasses {
  /// The classes, as the fuzzer's line names them.
  enum Kind: String, CaseIterable, Sendable {
    case number = "hostile numbers"
    case secret = "disguised secrets"
    case date = "baseline dates"
    case tags = "tag expressions"
    case output = "runs writing over their check file"
    case flows = "app files with flows"
  }

  /// The class of input `index`, or nil when it is a generated check or app file. Of every
  /// eight inputs, the third is an app file with a flow (`FuzzFlows`), the sixth a hostile
  /// number and the eighth a disguised secret; one in
  /// sixty-four is a date, one in sixty-four a tag expression, and one in 4,096 a run
  /// writing over its check file.
  static func kind(of index: Int) -> Kind? {
    switch index % 8 {
    case 2: .flows
    case 5: .number
    case 7 where index % 4096 == 7: .output
    case 7: .secret
    case 1 where index % 64 == 1: .date
    case 1 where index % 64 == 9: .tags
    default: nil
    }
  }

  /// The finding of input `index` of class `kind`, nil when it makes none.
  static func finding(_ kind: Kind, _ index: Int, _ random: inout FuzzCommand.Random) -> String? {
    switch kind {
    case .number: hostileNumber(index, &random)
    case .secret: disguisedSecret(index, &random)
    case .date: baselineDate(index, &random)
    case .tags: tagNesting(index, &random)
    case .output: outputOverInput(index, &random)
    case .flows: FuzzFlows.finding(index, &random)
    }
  }

  /// Numbers that are not plain ASCII digits, or that overflow: a check holding one in a
  /// phrase's number must not resolve.
  static let hostileNumbers = [
    "1e308", "1e1", "1E3", "0x10", "0X1F", "0b101", "0o7", "\u{0663}", "\u{FF13}", "\u{00B2}", "3\u{0301}", "\u{0967}0",
    "99999999999999999999999", "1_000", "１０", "٣٠", "1e-3", "inf", "nan", "+", "1.5e2", "9223372036854775808",
  ]

  /// The examples whose first number stands outside quotes, split around it.
  static let numbered: [(before: String, after: String)] = {
    (Vocabulary.tasks.flatMap(\.examples) + Vocabulary.expectations.flatMap(\.examples)).compactMap { example in
      var quoted = false
      var start: String.Index?
      var end = example.endIndex
      for index in example.indices {
        let character = example[index]
        if character == "\"" { quoted.toggle() }
        if start == nil, !quoted, character.isASCII, character.isNumber { start = index }
        if let start, index > start, !(character.isASCII && character.isNumber) {
          end = index
          break
        }
      }
      guard let start else { return nil }
      return (String(example[..<start]), String(example[end...]))
    }
  }()

  /// A check with a hostile number in a phrase's number: a finding when it resolves.
  static func hostileNumber(_ index: Int, _ random: inout FuzzCommand.Random) -> String? {
    let (before, after) = random.pick(numbered)
    let phrase = before + random.pick(hostileNumbers) + after
    let isTask = Vocabulary.tasks.contains { family in family.examples.contains { $0.hasPrefix(before) } }
    let text =
      isTask
      ? "Profile: Touch\nTask: \(phrase)\nExpected: the sign-in screen says what happened\n"
      : "Profile: Touch\nTask: wait 1 minute\nExpected: \(phrase)\n"
    let pipeline = Pipeline()
    let parsed = pipeline.parse(text, path: "fuzz.check")
    guard parsed.diagnostics.isEmpty, let check = parsed.checks.first else { return nil }
    guard case .success = pipeline.resolve(check) else { return nil }
    return "input \(index): '\(phrase)' resolves"
  }

  /// Ways to write a secret that a reader still reads as it.
  static func disguise(_ secret: String, _ random: inout FuzzCommand.Random) -> String {
    let between = [
      "", " ", "\u{301}", "\u{200D}", "\u{200B}", "\u{A0}", "\u{2060}", "-", "\u{FE0F}", "\u{7}", "\u{1B}",
    ]
    var out = ""
    for character in secret {
      var piece = String(character)
      if character.isASCII, let digit = character.wholeNumberValue, random.chance(6) {
        let base: UInt32 = random.pick([0xFF10, 0x0660, 0x0966, 0x1D7CE])
        piece = Unicode.Scalar(base + UInt32(digit)).map { String(Character($0)) } ?? piece
      } else if character.isLetter, random.chance(4) {
        piece = piece.uppercased()
      } else if let accented = ["e": "\u{E9}", "a": "\u{E0}", "o": "\u{F6}"][piece], random.chance(4) {
        piece = accented
      }
      out += piece
      if random.chance(3) { out += random.pick(between) }
    }
    return out
  }

  /// A disguised secret among noise, through every output's escaping: a finding when any of
  /// them still holds it as a reader reads it.
  static func disguisedSecret(_ index: Int, _ random: inout FuzzCommand.Random) -> String? {
    let secret = random.pick(Field.sensitiveValues)
    let text =
      FuzzCommand.mutate("card ", &random) + disguise(secret, &random) + FuzzCommand.mutate(" end", &random)
    let outputs = [
      ConsoleText.safe(text), CleanText(text).text, HTML.escape(text), MarkdownText.inline(text),
      String(decoding: JSONRedaction.apply(Array((try? JSONEncoder().encode([text])) ?? Data())), as: UTF8.self),
    ]
    let wanted = readerFold(secret)
    for output in outputs where readerFold(output).contains(wanted) {
      return "input \(index): a secret passes redaction: \(text.debugDescription) gave \(output.debugDescription)"
    }
    return nil
  }

  /// `text`'s letters and digits as a reader looks for a secret, worked out apart from
  /// `Redaction`: compatibility forms folded and marks taken off (NFKD), any script's digits
  /// read as ASCII, lowercase; a letter with no ASCII form counts as one no secret has.
  static func readerFold(_ text: String) -> String {
    var out = ""
    for scalar in text.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
      if scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue {
        out += String(Int(digit))
      } else if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else if scalar.properties.isAlphabetic {
        out += "_"
      }
    }
    return out
  }
}
