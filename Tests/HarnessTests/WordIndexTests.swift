import Testing

@testable import Harness

/// `Word.index` reads a word's place from its storage rather than hashing its raw value:
/// the place must be its place in `Word.allCases`, and each word's text is found by it.
@Suite("Words by their place")
struct WordIndexTests {
  @Test("each word's index is its place in Word.allCases, and one byte holds it")
  func indexIsThePlace() {
    #expect(MemoryLayout<Word>.size == 1)
    #expect(Word.allCases.enumerated().allSatisfy { $0.offset == $0.element.index })
  }

  @Test("a word set on the app's words is read back by the same word, and no other")
  func readBack() {
    var words = AppWords.blank
    for (place, word) in Word.allCases.enumerated() { words[word] = "text \(place)" }
    #expect(Word.allCases.enumerated().allSatisfy { words[$0.element] == "text \($0.offset)" })
  }
}
