import Foundation
import Harness
import Testing

@testable import CheckrunKit

/// One golden message for every kind of diagnostic, as the command prints it.
@Suite("Diagnostics, word for word")
struct DiagnosticGoldenTests {
  struct Case: Sendable, CustomStringConvertible {
    var kind: Diagnostic.Kind
    var file: String
    /// The line printed, with `FILE` for the check file's path and `DIR` for its folder.
    var golden: String
    /// An `app.json` written beside the check, when the case needs one.
    var appFile: String?
    var description: String { kind.rawValue }
  }

  static let cases: [Case] = [
    Case(
      kind: .unknownKey, file: "Profile: Touch\nTask: wait 1 minute\nExpect: no input is lost\n",
      golden: "FILE:3:1: error: unknown key 'Expect:'; did you mean 'Expected:'?"),
    Case(
      kind: .duplicateKey, file: "Profile: Touch\nTask: wait 1 minute\nExpected: no input is lost\nExpected: x\n",
      golden: "FILE:4:1: error: 'Expected:' appears twice in one check; continue the value on indented lines instead"),
    Case(
      kind: .duplicateID,
      file: "Id: same\nProfile: Touch\nTask: wait 1 minute\nExpected: no input is lost\n\n"
        + "Id: same\nProfile: Touch\nTask: wait 2 minutes\nExpected: no input is lost\n",
      golden: "FILE:6:5: error: id 'same' is already the id of the check at FILE:1:5; give each check its own id"),
    Case(
      kind: .emptyValue, file: "Profile:\nTask: wait 1 minute\nExpected: no input is lost\n",
      golden: "FILE:1:9: error: 'Profile:' has no value; name a profile such as 'VoiceOver' or 'Switch Control'"),
    Case(
      kind: .strayLine, file: "Profile: Touch\nTask: wait 1 minute\nExpected: no input is lost\nhello\n",
      golden:
        "FILE:4:1: error: expected a key such as 'Profile:', 'Task:' or 'Expected:', or an indented continuation line"),
    Case(
      kind: .taskOutsideCheck, file: "Expected: no input is lost\n",
      golden: "FILE:1:1: error: 'Expected:' stands outside a check; a check starts with 'Profile:'"),
    Case(
      kind: .headerWithoutProfile, file: "Tags: a b\n",
      golden: "FILE:1:1: error: 'Tags:' is not followed by 'Profile:'; every check needs a 'Profile:' line"),
    Case(
      kind: .missingTask, file: "Check: x\nProfile: Touch\nExpected: no input is lost\n",
      golden: "FILE:1:1: error: check has no 'Task:'; add a line such as 'Task: fill the long form'"),
    Case(
      kind: .missingExpected, file: "Profile: Touch\nTask: wait 1 minute\n",
      golden: "FILE:1:1: error: check has no 'Expected:'; add a line such as 'Expected: the warning is announced'"),
    Case(
      kind: .unknownProfile, file: "Profile: VoiceOvr\nTask: wait 1 minute\nExpected: no input is lost\n",
      golden: "FILE:1:10: error: unknown profile 'VoiceOvr'; did you mean 'VoiceOver'?"),
    Case(
      kind: .unknownPhrase, file: "Profile: Touch\nTask: wait 1 minute\nExpected:  the warning is anounced\n",
      golden:
        "FILE:3:12: error: unknown expectation 'the warning is anounced'; did you mean 'the warning is announced'?"),
    Case(
      kind: .malformedDuration, file: "Profile: Touch\nTask: wait 2 minuts\nExpected: no input is lost\n",
      golden: "FILE:2:12: error: malformed duration '2 minuts'; write it like '90 seconds', '2 minutes' or '1m30s'"),
    Case(
      kind: .malformedNumber, file: "Profile: Touch\nTask: fill several fields\nExpected: no input is lost\n",
      golden: "FILE:2:12: error: 'several' is not a number; write digits or a number word, such as '3' or 'three'"),
    Case(
      kind: .malformedNumber,
      file: "Profile: Touch\nTask: wait 1 minute, then fill 30 fields\nExpected: no input is lost\n",
      golden:
        "FILE:2:27: error: 'fill 30 fields': the long form of app 'fixed' has 20 fields; fill 1 to 20 of them, or write 'fill the long form'"
    ),
    Case(
      kind: .unknownApp, file: "App: fixd\nProfile: Touch\nTask: wait 1 minute\nExpected: no input is lost\n",
      golden: "FILE:1:6: error: unknown app 'fixd'; did you mean 'fixed'?"),
    Case(
      kind: .unknownControl, file: "Profile: Touch\nTask: wait 1 minute\nExpected: \"Keep me signed in\" works\n",
      golden:
        "FILE:3:11: error: app 'fixed' has no control 'Keep me signed in'; its controls are 'Stay signed in', 'Save and sign out', 'Sign in', 'Send code', 'Verify', 'Resend code', 'Start again', 'Tuesday 9:30', 'Tuesday 10:00', 'Book', 'Cancel', 'Log in again', 'Try again', 'Close' and the keypad's digits (run 'checkrun app' for every screen)"
    ),
    Case(
      kind: .badAppFile, file: "App: app.json\nProfile: Touch\nTask: wait 1 minute\nExpected: no input is lost\n",
      golden: "DIR/app.json:1:3: error: unknown key 'sesion'; did you mean 'session'?", appFile: "{ \"sesion\": {} }"),
    Case(
      kind: .tooLarge,
      file: "Profile: Touch\nTask: wait 1 minute\nExpected: no input is lost\n"
        + String(repeating: "  no input is lost\n", count: 1000),
      golden: "FILE:1003:3: error: a check may have at most 1000 expectations; split it into several checks"),
    Case(
      kind: .emptyValue, file: "Profile: Touch\nTask: wait 1 minute\nExpected: focus moves to \"\"\n",
      golden: "FILE:3:26: error: a label in quotes cannot be empty"),
    Case(
      kind: .unreadableFile, file: "\u{FF}",
      golden: "FILE:1:1: error: the file is not valid UTF-8 (first bad byte on this line); save it as UTF-8"),
  ]

  @Test("every kind of diagnostic has a golden message here")
  func everyKindCovered() {
    #expect(Set(Self.cases.map(\.kind)) == Set(Diagnostic.Kind.allCases))
  }

  @Test("the command prints the golden message and exits 2", arguments: cases)
  func golden(_ item: Case) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkrun-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("\(item.kind.rawValue).check").path
    let bytes = item.file == "\u{FF}" ? Data([0xFF]) : Data(item.file.utf8)
    #expect(FileManager.default.createFile(atPath: path, contents: bytes))
    if let appFile = item.appFile {
      #expect(
        FileManager.default.createFile(
          atPath: folder.appendingPathComponent("app.json").path, contents: Data(appFile.utf8)))
    }
    let out = BufferSink()
    let err = BufferSink()
    let code = CheckRun.run(
      ["--report", folder.appendingPathComponent("report").path, path], environment: [:], stdout: out, stderr: err)
    #expect(code == .notUnderstood)
    let expected = item.golden.replacingAll("FILE", with: path).replacingAll("DIR", with: folder.path)
    #expect(err.text.split(separator: "\n").first.map(String.init) == expected, "\(err.text)")
  }
}
