import Foundation
import Testing
import Waypoint

@testable import WaypointShell

/// Text from outside is escaped per Unicode scalar on the trace page: a markup character
/// inside a grapheme cluster (after a prepended concatenation mark, before a combining mark or
/// a zero-width joiner) is escaped like one on its own, wherever the page shows the text.
@MainActor
@Suite struct TracePageEscapingTests {
  /// The characters that are markup in HTML and SVG text and quoted attributes.
  nonisolated static let markup = ["&", "<", ">", "\"", "'"]

  /// Where a markup character stands in a grapheme cluster.
  enum Cluster: String, CaseIterable, Sendable {
    case afterCombiningMark, beforeCombiningMark, afterArabicNumberSign, afterKaithiNumberSign
    case afterEmojiSequence, beforeZeroWidthJoiner

    /// `character` placed so.
    func around(_ character: String) -> String {
      switch self {
      case .afterCombiningMark: "e\u{301}\(character)x"
      case .beforeCombiningMark: "x\(character)\u{301}"
      case .afterArabicNumberSign: "\u{600}\(character)x"
      case .afterKaithiNumberSign: "\u{110BD}\(character)x"
      case .afterEmojiSequence: "👩\u{200D}💻\(character)x"
      case .beforeZeroWidthJoiner: "x\(character)\u{200D}👩"
      }
    }
  }

  /// A page input holding `text` everywhere the page shows text from outside: the file name,
  /// a tab, routes and an argument, a feature, a move, a transaction and a guard.
  static func input(_ text: String) -> TracePageInput {
    TracePageInput(
      fileName: "\(text)<img src=x onerror=alert(1)>.json",
      tabs: [
        (text, [.init(route: "A\(text)", argument: (text, text))]),
        ("T\(text)", [.init(route: "B"), .init(route: text)]),
      ],
      features: [text], labels: ["tap \(text)", "tab \(text)"], texts: [text],
      guards: [text], sheet: "S\(text)")
  }

  /// The differences between the page of `input` and the page of its twin.
  static func differences(_ input: TracePageInput) throws -> [String] {
    let hostile = PageMarkup(try input.page())
    let twin = PageMarkup(try input.mapped(PageMarkup.neutral).page())
    return hostile.differences(from: twin)
  }

  @Test(arguments: markup, Cluster.allCases)
  func aMarkupCharacterInAGraphemeClusterIsEscapedEverywhereThePageShowsIt(
    character: String, cluster: Cluster
  ) throws {
    let text = cluster.around(character)
    let input = Self.input(text)
    let page = try input.page()
    let markup = PageMarkup(page)
    #expect(try Self.differences(input) == [], "\(text.debugDescription)")
    #expect(
      markup.heading.map { Array($0.unicodeScalars) } == Array(input.fileName.unicodeScalars),
      "the title is shown as it is")
    #expect(!page.contains("<img"))
  }

  @Test func theEscaperWorksPerScalar() {
    #expect(MarkupText.escaped("\u{600}<b>") == "\u{600}&lt;b&gt;")
    #expect(MarkupText.escaped("\"\u{301}'\u{200D}&") == "&quot;\u{301}&#39;\u{200D}&amp;")
    #expect(MarkupText.escaped("é 👩‍💻 plain") == "é 👩‍💻 plain")
  }

  /// The journal's own file name, `؀<img src=x onerror=alert(1)>.json`: `trace JOURNAL` writes
  /// a page whose heading shows the name, with no image in it.
  @Test func aJournalNamedWithMarkupGetsAPageThatShowsTheName() throws {
    let folder = try TraceTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try ShellSession(dataDirectory: folder.appendingPathComponent("data"))
    for line in TraceTests.browsing { try session.run(try #require(try Command.parse(line))) }
    let journal = try JSONEncoder().encode(JournalExport(session.app.navigator.journal))
    func page(named name: String) throws -> String {
      let path = folder.appendingPathComponent(name).path
      try journal.write(to: URL(fileURLWithPath: path))
      var errors: [String] = []
      let status = TraceCommand.main(
        ShopShell.composition(), journal: path, output: nil, write: { _ in },
        error: { errors.append($0) })
      #expect(status == 0, "\(errors)")
      return try String(contentsOfFile: TraceCommand.page(beside: path), encoding: .utf8)
    }
    let name = "\u{600}<img src=x onerror=alert(1)>.json"
    let hostile = try page(named: name)
    let twin = try page(named: PageMarkup.neutral(name))
    #expect(!hostile.contains("<img"))
    let markup = PageMarkup(hostile)
    #expect(markup.differences(from: PageMarkup(twin)) == [])
    let path = folder.appendingPathComponent(name).path
    #expect(markup.heading.map { Array($0.unicodeScalars) } == Array(path.unicodeScalars))
  }
}
