import Testing

@testable import Harness

/// An app file whose warning comes as the session ends (a lead of 0 seconds) describes no
/// warning, and is refused at its key, saying what to write (issue 44's QA review).
@Suite("A warning with no lead")
struct ZeroLeadTests {
  @Test("a lead of 0 seconds is an error at its key; a lead of a second is a late warning, taken")
  func zeroLead() throws {
    do {
      _ = try AppModel(
        json: #"{"base": "fixed", "name": "z", "session": {"warningLead": "0 seconds"}}"#, path: "z.json")
      Issue.record("a warning lead of 0 seconds was taken")
    } catch {
      let problem = try #require(error.diagnostics.first)
      #expect(problem.location.column == 44)
      #expect(problem.message.hasPrefix("'session.warningLead' is 0 seconds: a warning as the session ends"))
      #expect(problem.message.contains(#"write "warning": "none""#))
    }
    // A lead of a second is a (late) warning, and is taken: the checks judge it.
    let late = try AppModel(
      json: #"{"base": "fixed", "name": "n", "session": {"warningLead": "1 second"}}"#, path: "n.json")
    #expect(late.session.warningLead == .seconds(1))
  }
}
