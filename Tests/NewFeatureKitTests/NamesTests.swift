import Testing

@testable import NewFeatureKit

/// The names derived from a feature's name, which the files, the edits and the printed steps
/// share.
@Suite struct NamesTests {
  @Test func aOneWordName() {
    let names = Names("Search")
    #expect(names.screen == "search")
    #expect(names.words == "search")
    #expect(names.intent == "showSearch")
  }

  @Test func aNameOfSeveralWords() {
    let names = Names("ReadingList2")
    #expect(names.screen == "readingList2")
    #expect(names.words == "reading list2")
    #expect(names.intent == "showReadingList2")
  }
}
