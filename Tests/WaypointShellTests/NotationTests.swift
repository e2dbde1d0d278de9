import AppShell
import Foundation
import ReadingShell
import Testing

@testable import WaypointShell

/// Every expectation accepts the notation the shell prints, with or without arguments; the
/// screen shows only what can be tapped.
@MainActor
@Suite struct NotationTests {
  func session(_ commands: [String]) throws -> ShellSession {
    try ShellSession.after(commands, directoryPrefix: "notation")
  }

  static let shareOverArticle = [
    "tap skip", "tap login demo demo1234", "tap article 3", "tap share",
  ]

  @Test(arguments: [
    "expect screen Share(3)", "expect screen Share", "expect modal Share(3)", "expect modal Share",
  ])
  func screenAndModalAcceptThePrintedNotation(_ line: String) throws {
    let session = try session(Self.shareOverArticle)
    #expect(session.path.hasSuffix("⧉ Share(3)"))
    try session.run(try #require(try Command.parse(line)))
  }

  @Test func sideBySideTheListBesideTheArticleIsTappedAndListedToo() throws {
    // Its own data directory, kept to the end: the list reads the bookmarks as it is drawn.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-notation-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = try ShellSession(dataDirectory: directory)
    for line in [
      "tap skip", "tap login demo demo1234", "tap article 3", "tap bookmark", "back",
      "tab Bookmarks", "tap article 3", "resize regular",
    ] {
      try session.run(try #require(try Command.parse(line)))
    }
    #expect(session.path == "[Bookmarks] Bookmarks ‖ Article(3)")
    let screen = Renderer.render(session)
    #expect(screen.contains("tap article ID              open a bookmarked article (Bookmarks)"))
    #expect(!screen.contains("back primary"), "neither column can go back")
    #expect(screen.contains(" Sidebar Today  [Bookmarks]"), "the tab bar is a sidebar now")
    #expect(session.tree.outline.contains(") sidebar"))
    try session.run(try #require(try Command.parse("tap mypage")))
    #expect(session.path == "[Bookmarks] Bookmarks ‖ MyPage")
    try session.run(try #require(try Command.parse("resize compact")))
    let folded = Renderer.render(session)
    #expect(!folded.contains("open a bookmarked article"), "collapsed: one screen")
    #expect(folded.contains(" Tabs    Today  [Bookmarks]"), "a tab bar again")
  }

  @Test(arguments: [
    "expect stack Today(Pick) Article(3)", "expect stack Today Article(3)",
    "expect stack Today(Pick) Article", "expect stack Today Article",
  ])
  func stackAcceptsThePrintedNotation(_ line: String) throws {
    let session = try session(["tap skip", "tap login demo demo1234", "tap article 3"])
    #expect(session.path == "[Today] Today(Pick) › Article(3)")
    try session.run(try #require(try Command.parse(line)))
  }

  @Test(arguments: [
    (
      "expect stack Today Article(4)",
      "expected stack Today Article(4), got stack Today(Pick) Article(3)"
    ),
    ("expect modal Share(4)", "expected modal Share(4), got modal none"),
    ("expect screen Article(4)", "expected screen Article(4), got screen Article(3)"),
  ])
  func aWrongArgumentFailsAndSaysWhatIsShown(_ line: String, _ message: String) throws {
    let session = try session(["tap skip", "tap login demo demo1234", "tap article 3"])
    let command = try #require(try Command.parse(line))
    let failure = try #require(throws: ShellFailure.self) { try session.run(command) }
    #expect(failure.description == message)
  }

  @Test func pageAcceptsItsNameAndThePrintedScreen() throws {
    let session = try session(["tap skip", "tap login demo demo1234", "page next"])
    try session.run(.expect(.page("Weekly")))
    try session.run(try #require(try Command.parse("expect page Today(Weekly)")))
  }

  @Test func namesWithSeveralArgumentsStayOneName() {
    #expect(
      ScreenNotation.names(["Root", "Detail(a:", "1,", "b:", "2)", "Top"]) == [
        "Root", "Detail(a: 1, b: 2)", "Top",
      ])
  }

  /// The main tab bar's tabs, in order: the registry's, whatever features it has.
  var tabs: [String] { AppFeatures.tabs.map(\.name.rawValue) }

  @Test func anUnknownTabIsRefusedWithTheTabs() throws {
    let session = try session(["tap skip", "tap login demo demo1234"])
    // No feature the generator makes is called this: names are UpperCamelCase.
    #expect(
      throws: ShellFailure.rejected(
        "no tab named nowhere; tabs: \(tabs.joined(separator: ", "))")
    ) {
      try session.run(.tab("nowhere"))
    }
  }

  @Test func underASheetTheTabBarIsNotShownAsTappable() throws {
    let session = try session(Self.shareOverArticle)
    #expect(!Renderer.render(session).contains(" Tabs "))
    try session.run(.tap("close", []))
    // The first tab, Today, is selected; each other tab is padded to the width of a selection.
    #expect(tabs.first == "Today")
    let bar = ["[\(tabs[0])]"] + tabs.dropFirst().map { " \($0) " }
    #expect(Renderer.render(session).contains(" Tabs   " + bar.joined(separator: " ") + "\n"))
  }

  @Test func theArticlesBackActionAndTheBackGestureAreOneRow() throws {
    let session = try session(["tap skip", "tap login demo demo1234", "tap article 3"])
    let screen = Renderer.render(session)
    #expect(!screen.contains("   tap back "))
    #expect(screen.contains("   back (or tap back)"))
  }

  @Test func helpSaysWhatPageNameSimulatesAndHowToLeave() {
    #expect(
      Help.text(for: ReadingShell.surface).contains(
        "page NAME                 the app selects the page"))
    #expect(Help.text(for: ReadingShell.surface).contains("quit, exit, Ctrl-D"))
  }
}
