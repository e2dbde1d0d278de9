import Foundation
import Testing
import WaypointPlugins

@testable import WaypointShell

/// Every expectation accepts the notation the shell prints, with or without arguments; the
/// screen shows only what can be tapped.
@MainActor
@Suite struct NotationTests {
  func session(_ commands: [String]) throws -> ShellSession {
    try ShellSession.after(commands, directoryPrefix: "notation")
  }

  static let shareOverItem = [
    "tap skip", "tap sign-in ann secret", "tap item 3", "tap share",
  ]

  @Test(arguments: [
    "expect screen Share(3)", "expect screen Share", "expect modal Share(3)", "expect modal Share",
  ])
  func screenAndModalAcceptThePrintedNotation(_ line: String) throws {
    let session = try session(Self.shareOverItem)
    #expect(session.path.hasSuffix("⧉ Share(3)"))
    try session.run(try #require(try Command.parse(line)))
  }

  @Test func sideBySideTheListBesideTheItemIsTappedAndListedToo() throws {
    // Its own data directory, kept to the end: the list reads the basket as it is drawn.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-notation-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = try ShellSession(dataDirectory: directory)
    for line in [
      "tap skip", "tap sign-in ann secret", "tap item 3", "tap basket", "back", "tap item 1",
      "tap basket", "tab Basket", "tap item 3", "resize regular",
    ] {
      try session.run(try #require(try Command.parse(line)))
    }
    #expect(session.path == "[Basket] Basket ‖ Item(3)")
    let screen = Renderer.render(session)
    #expect(screen.contains("tap item ID                 open an item of the basket (Basket)"))
    #expect(!screen.contains("back primary"), "neither column can go back")
    #expect(screen.contains(" Sidebar Catalogue  [Basket]"), "the tab bar is a sidebar now")
    #expect(session.tree.outline.contains(") sidebar"))
    try session.run(try #require(try Command.parse("tap item 1")))
    #expect(session.path == "[Basket] Basket ‖ Item(1)")
    try session.run(try #require(try Command.parse("resize compact")))
    let folded = Renderer.render(session)
    #expect(!folded.contains("open an item of the basket"), "collapsed: one screen")
    #expect(folded.contains(" Tabs    Catalogue  [Basket]"), "a tab bar again")
  }

  @Test(arguments: [
    "expect stack Shelf(New) Item(3)", "expect stack Shelf Item(3)",
    "expect stack Shelf(New) Item", "expect stack Shelf Item",
  ])
  func stackAcceptsThePrintedNotation(_ line: String) throws {
    let session = try session(["tap skip", "tap sign-in ann secret", "tap item 3"])
    #expect(session.path == "[Catalogue] Shelf(New) › Item(3)")
    try session.run(try #require(try Command.parse(line)))
  }

  @Test(arguments: [
    (
      "expect stack Shelf Item(4)",
      "expected stack Shelf Item(4), got stack Shelf(New) Item(3)"
    ),
    ("expect modal Share(4)", "expected modal Share(4), got modal none"),
    ("expect screen Item(4)", "expected screen Item(4), got screen Item(3)"),
  ])
  func aWrongArgumentFailsAndSaysWhatIsShown(_ line: String, _ message: String) throws {
    let session = try session(["tap skip", "tap sign-in ann secret", "tap item 3"])
    let command = try #require(try Command.parse(line))
    let failure = try #require(throws: ShellFailure.self) { try session.run(command) }
    #expect(failure.description == message)
  }

  @Test func pageAcceptsItsNameAndThePrintedScreen() throws {
    let session = try session(["tap skip", "tap sign-in ann secret", "page next"])
    try session.run(.expect(.page("Sale")))
    try session.run(try #require(try Command.parse("expect page Shelf(Sale)")))
  }

  @Test func namesWithSeveralArgumentsStayOneName() {
    #expect(
      ScreenNotation.names(["Root", "Detail(a:", "1,", "b:", "2)", "Top"]) == [
        "Root", "Detail(a: 1, b: 2)", "Top",
      ])
  }

  /// The main tab bar's tabs, in order: the registry's.
  var tabs: [String] { RegisteredFeature.tabs(of: ShopFeatures.all).map(\.name.rawValue) }

  @Test func anUnknownTabIsRefusedWithTheTabs() throws {
    let session = try session(["tap skip", "tap sign-in ann secret"])
    #expect(tabs == ["Catalogue", "Basket"])
    #expect(
      throws: ShellFailure.rejected(
        "no tab named nowhere; tabs: \(tabs.joined(separator: ", "))")
    ) {
      try session.run(.tab("nowhere"))
    }
  }

  @Test func underASheetTheTabBarIsNotShownAsTappable() throws {
    let session = try session(Self.shareOverItem)
    #expect(!Renderer.render(session).contains(" Tabs "))
    try session.run(.tap("close", []))
    // The first tab, Catalogue, is selected; each other tab is padded to the width of a
    // selection.
    #expect(tabs.first == "Catalogue")
    let bar = ["[\(tabs[0])]"] + tabs.dropFirst().map { " \($0) " }
    #expect(Renderer.render(session).contains(" Tabs   " + bar.joined(separator: " ") + "\n"))
  }

  @Test func theItemsBackActionAndTheBackGestureAreOneRow() throws {
    let session = try session(["tap skip", "tap sign-in ann secret", "tap item 3"])
    let screen = Renderer.render(session)
    #expect(!screen.contains("   tap back "))
    #expect(screen.contains("   back (or tap back)"))
  }

  @Test func helpSaysWhatPageNameSimulatesAndHowToLeave() {
    #expect(
      Help.text(for: ShopShell.surface).contains(
        "page NAME                 the app selects the page"))
    #expect(Help.text(for: ShopShell.surface).contains("quit, exit, Ctrl-D"))
  }
}
