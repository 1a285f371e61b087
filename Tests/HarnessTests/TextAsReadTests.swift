import Foundation
import Testing

@testable import Harness

/// Text claims compare text as a reader reads it (issue 40, item 2): a space of another kind,
/// a line break, a compatibility form or a character that draws nothing between the words of
/// what the app showed reads the same as the plain text, for a claim that it is shown and for
/// a claim that it is not.
@Suite("Text compared as a reader reads it")
struct TextAsReadTests {
  /// The ways an app can write "error code" that a person reads as "error code".
  static let spellings: [(String, String)] = [
    ("a no-break space", "Error\u{00A0}code 7"),
    ("a narrow no-break space", "Error\u{202F}code 7"),
    ("a thin space", "Error\u{2009}code 7"),
    ("an ideographic space", "Error\u{3000}code 7"),
    ("a line break", "Error\ncode 7"),
    ("a line separator", "Error\u{2028}code 7"),
    ("a tab", "Error\tcode 7"),
    ("two spaces", "Error  code 7"),
    ("fullwidth letters", "\u{FF25}\u{FF52}\u{FF52}\u{FF4F}\u{FF52} \u{FF43}\u{FF4F}\u{FF44}\u{FF45} 7"),
    ("a soft hyphen inside a word", "Er\u{00AD}ror code 7"),
    ("a zero-width space inside a word", "Er\u{200B}ror code 7"),
    ("capital letters", "ERROR CODE 7"),
    ("a Hangul filler", "Error\u{3164}code 7"),
    ("a blank Braille pattern", "Error\u{2800}code 7"),
  ]

  /// `fixed` whose warning shows, after its own words, `tail`.
  static func app(warningEndingWith tail: String) throws -> AppModel {
    let words = try JSONSerialization.data(withJSONObject: [
      "session.warning": "Your session ends in {session.lead}. " + tail
    ])
    let json = #"{"name": "spaced", "words": "# + String(decoding: words, as: UTF8.self) + "}"
    return try AppModel(json: json, path: "spaced.json")
  }

  static func verdict(_ expected: String, on app: AppModel) throws -> CheckResult.Judgement {
    let text = checkText(profile: "VoiceOver", task: "wait until the warning appears", expected: expected)
    let result = try #require(runCheck(text, app: app), "does not resolve: \(expected)")
    return try #require(result.expectations.first).judgement
  }

  @Test(
    "'\"error code\" is not shown' fails, and 'is shown' passes, however the space is written", arguments: spellings)
  func negativeFails(_ way: String, _ tail: String) throws {
    let app = try Self.app(warningEndingWith: tail)
    #expect(try Self.verdict(#""error code" is not shown"#, on: app) == .failed, "\(way)")
    #expect(try Self.verdict(#""error code" is shown"#, on: app) == .passed, "\(way)")
    #expect(try Self.verdict(#""Error code 7" is announced"#, on: app) == .passed, "\(way)")
    #expect(try Self.verdict(#""error code" is not announced"#, on: app) == .failed, "\(way)")
  }

  @Test("the whole-word claim reads the same way: 'the word \"error\"' is found between spaces of any kind")
  func wholeWords() throws {
    let app = try Self.app(warningEndingWith: "7\u{00A0}error\u{2009}code")
    #expect(try Self.verdict(#"the word "error" is not shown"#, on: app) == .failed)
    // A word joined to another by a character that draws nothing is one word to a reader.
    let joined = try Self.app(warningEndingWith: "Error\u{200B}code 7")
    #expect(try Self.verdict(#"the word "error" is not shown"#, on: joined) == .passed)
  }

  @Test("white space at either end of a quoted text is none: ' error code' is not shown fails where 'Error code' shows")
  func edgeSpaces() throws {
    let app = try Self.app(warningEndingWith: "Error code 7")
    for quoted in [" error code", "error code ", "\u{00A0}error code\u{2009}"] {
      #expect(try Self.verdict("\"\(quoted)\" is not shown", on: app) == .failed, "\(quoted.debugDescription)")
      #expect(try Self.verdict("\"\(quoted)\" is shown", on: app) == .passed, "\(quoted.debugDescription)")
    }
  }

  @Test("text that reads differently still differs: a claim is not made looser than reading")
  func differentTextDiffers() throws {
    let app = try Self.app(warningEndingWith: "Errorcode 7")
    #expect(try Self.verdict(#""error code" is not shown"#, on: app) == .passed)
    #expect(try Self.verdict(#""error code" is shown"#, on: app) == .failed)
  }

  @Test(
    "the reading of a text",
    arguments: [
      ("Error\u{00A0}\u{00A0}code", "error code"), ("\u{FB01}le", "file"), ("STRASSE", "strasse"),
      ("Stra\u{00DF}e", "strasse"), ("a\r\nb", "a b"), ("  x  ", "x"), ("Error\u{3164}code", "error code"),
      ("\u{2800}x\u{2800}", "x"), ("caf\u{0065}\u{0301}", "caf\u{00E9}"),
    ])
  func reading(_ text: String, _ read: String) {
    #expect(text.asRead == read)
  }
}
