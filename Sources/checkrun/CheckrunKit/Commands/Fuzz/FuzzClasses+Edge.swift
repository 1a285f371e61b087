import Foundation
import Harness

/// The fuzzer's classes for what the command reads and writes: dates, tag expressions and
/// output paths (issue 24).
extension FuzzClasses {
  /// A date as a baseline may hold it, with its digits perhaps in another script, marks
  /// after them, or a day no calendar has: a finding when checkrun reads it otherwise than
  /// Foundation's Gregorian calendar does.
  static func baselineDate(_ index: Int, _ random: inout FuzzCommand.Random) -> String? {
    let (year, month, day) = (1900 + random.below(300), random.below(14), random.below(33))
    var digits = String(format: "%04d-%02d-%02d", year, month, day)
    let plain = !random.chance(3)
    if !plain {
      var characters = Array(digits)
      let position = random.below(characters.count)
      if let digit = characters[position].wholeNumberValue {
        characters[position] = Character(
          Unicode.Scalar(random.pick([0x0660, 0xFF10, 0x0966, 0x1D7CE]) + UInt32(digit)) ?? "x")
      } else {
        characters.insert(random.pick(["\u{301}", "\u{200B}", " ", "\u{FF0D}"]), at: position)
      }
      digits = String(characters)
    }
    var components = DateComponents(year: year, month: month, day: day)
    components.calendar = Calendar(identifier: .gregorian)
    let real = plain && (1...12).contains(month) && day >= 1 && components.isValidDate
    guard (CalendarDate(digits) != nil) != real else { return nil }
    return "input \(index): the date \(digits.debugDescription) is read as \(real ? "no day" : "a day")"
  }

  /// A tag expression nested deep, perhaps far too deep: a finding when it is taken past
  /// the depth checkrun allows, or refused within it.
  static func tagNesting(_ index: Int, _ random: inout FuzzCommand.Random) -> String? {
    let depth = random.chance(200) ? 60_000 + random.below(1_000) : random.below(2 * TagExpression.deepest)
    let opens = (0..<depth).map { _ in random.chance(2) ? "(" : "not " }
    let text = opens.joined() + "session" + String(repeating: ")", count: opens.count { $0 == "(" })
    let taken = (try? TagExpression.parse(text).get()) != nil
    guard taken != (depth <= TagExpression.deepest) else { return nil }
    return "input \(index): --tags nested \(depth) deep was \(taken ? "taken" : "refused")"
  }

  /// A run whose JUnit path names its check file in another spelling: a finding when it is
  /// not refused, or when the check file changes.
  static func outputOverInput(_ index: Int, _ random: inout FuzzCommand.Random) -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkrun-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let check = folder.appendingPathComponent("a.check").path
    let text = Data("Profile: Touch\nTask: fill 3 fields\nExpected: the sign-in screen says what happened\n".utf8)
    do {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
      try text.write(to: URL(fileURLWithPath: check))
      try FileManager.default.createSymbolicLink(atPath: "\(folder.path)/link.check", withDestinationPath: check)
      try FileManager.default.linkItem(atPath: check, toPath: "\(folder.path)/hard.check")
    } catch {
      return nil
    }
    let spelling = random.pick([
      check, "\(folder.path)/./a.check", "\(folder.path)/sub/../a.check", "\(folder.path)//a.check",
      "\(folder.path)/link.check", "\(folder.path)/hard.check",
    ])
    let arguments = ["--junit", spelling, "--report", "\(folder.path)/r", check]
    let code = CheckRun.run(arguments, environment: [:], stdout: BufferSink(), stderr: BufferSink())
    let unchanged = FileManager.default.contents(atPath: check) == text
    guard code != .notUnderstood || !unchanged else { return nil }
    return "input \(index): --junit '\(spelling)' over its check file gave exit \(code.rawValue)"
  }
}
