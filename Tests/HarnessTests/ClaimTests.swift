import Testing

@testable import Harness

/// Claims over the trace (issue 26, item 2): pure judgements, with `not` and `all`, that the
/// phrases of the language are sugar over.
@Suite("Claims")
struct ClaimTests {
  @Test("'not' turns a verdict round and keeps its words; one that cannot be judged stays so")
  func negation() throws {
    let trace = try TraceTests.trace("enter an incorrect passcode")
    let shown = Claim.shown(.wholeWords("incorrect passcode"), subject: "the notice")
    let held = shown.judged(on: trace)
    let turned = Claim.not(shown).judged(on: trace)
    #expect(held.judgement == .passed)
    #expect(turned.judgement == .failed)
    #expect(turned.message == held.message)
    #expect(held.message.hasPrefix("the notice was shown: at "))
    let absent = Claim.shown(.wholeWords("biometric"), subject: "the word 'biometric'").judged(on: trace)
    #expect(absent.judgement == .failed)
    #expect(Claim.not(.not(.shown(.wholeWords("biometric"), subject: "x"))).judged(on: trace).judgement == .failed)
    let untyped = Claim.sensitiveNotStored(ifNoneTyped: "type something")
    #expect(untyped.judged(on: trace).judgement == .cannotBeJudged)
    #expect(Claim.not(untyped).judged(on: trace).judgement == .cannotBeJudged)
  }

  @Test("'all' holds when every claim does, with the first one's words, and is the first that does not")
  func conjunction() throws {
    let trace = try TraceTests.trace("enter an incorrect passcode")
    let notice = Claim.shown(.containing("Incorrect"), subject: "the notice")
    let spoken = Claim.announced(.containing("Incorrect"), inFull: true)
    let missing = Claim.shown(.containing("Welcome back"), subject: "the unlocked app")
    let both = Claim.all([notice, spoken]).judged(on: trace)
    #expect(both.judgement == .passed)
    #expect(both.message == notice.judged(on: trace).message)
    let broken = Claim.all([notice, missing, spoken]).judged(on: trace)
    #expect(broken.judgement == .failed)
    #expect(broken.message == missing.judged(on: trace).message)
  }

  @Test("a claim reads only the trace: judged again on it, it gives the same finding")
  func pure() throws {
    let trace = try TraceTests.trace("enter an incorrect passcode, then wait 2 seconds", app: .before)
    let claims: [Claim] = [
      .announced(.containing("Incorrect"), inFull: true),
      .focusMoves(to: "Passcode", name: "the keypad", since: .lastGone(World.noticeText)),
      .reachable(label: "Close", after: .containing("Incorrect")),
      .not(.posted(.wholeWords("error code"), subject: "an error code")),
    ]
    for claim in claims {
      let first = claim.judged(on: trace)
      let again = claim.judged(on: trace)
      #expect(first.judgement == again.judgement && first.message == again.message && first.window == again.window)
    }
    // On `before` the focus jump cuts the notice's announcement off: the claim sees it.
    #expect(claims[0].judged(on: trace).message.contains("cut off at"))
    #expect(claims[1].judged(on: trace).judgement == .passed)
  }

  @Test("the families judged as claims are sugar whose probe only waits")
  func sugar() {
    let families: [Harness.Expectation] = [
      .noErrorCode, .wordNotShown("biometric"), .followedBy(text: "Code expired", label: "Resend code"),
      .announced(text: "Incorrect", inFull: true), .focusMoves(to: nil), .sensitiveNotSaved,
    ]
    for family in families {
      #expect(family.claim != nil, "\(family)")
      #expect(family.probeBudget.acts.isEmpty, "\(family)")
    }
    #expect(Harness.Expectation.works(label: "Close").claim == nil)
  }
}
