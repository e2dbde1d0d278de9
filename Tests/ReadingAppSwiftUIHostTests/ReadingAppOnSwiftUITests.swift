import AppNavigation
import Testing
import Waypoint
import WaypointPlugins
import WaypointSwiftUITesting

/// The reference app's flows (see `Tests/Flows`) with every gesture made on a fake of SwiftUI's
/// bindings, through the SwiftUI host core.
@MainActor
@Suite struct ReadingAppOnSwiftUITests {
  func logIn(_ app: SwiftUIAppHarness) throws {
    try app.tap("skip")
    try app.tap("login", "demo", "demo1234")
    #expect(app.screen == "Today")
  }

  @Test(arguments: [FakeScene.Release.iOS17, .iOS18])
  func onboardingBySwipingPagesThenLoginAndAnArticleLeftByTheBackButton(
    _ release: FakeScene.Release
  ) throws {
    let app = SwiftUIAppHarness(release: release)
    #expect(app.screen == "Onboarding")
    let pages = try #require(app.tree.visiblePages)
    app.scene.swipePage(to: 1, of: pages.id)
    app.scene.swipePage(to: 2, of: pages.id)
    app.scene.settle()
    #expect(app.tree.visiblePages?.currentIndex == 2)
    try app.tap("start")
    try app.tap("login", "demo", "demo1234")
    try app.tap("article", "3")
    #expect(app.stack == ["Today", "Article"])
    weak let model = app.app.visibleModel
    #expect(app.scene.tapBack())
    app.scene.settle()
    #expect(app.stack == ["Today"])
    #expect(model == nil, "the article's model is released")
    app.expectInSync()
  }

  @Test func theShareSheetSwipedDownIsReleased() throws {
    let app = SwiftUIAppHarness()
    try logIn(app)
    try app.tap("article", "2")
    try app.tap("share")
    #expect(app.tree.modals.count == 1)
    #expect(app.scene.swipeDownTopSheet())
    app.scene.settle()
    #expect(app.tree.modals.isEmpty)
    #expect(app.screen == "Article")
    app.expectInSync()
  }

  @Test func tabsKeepTheirStacksAndAReselectedTabPopsToRoot() throws {
    let app = SwiftUIAppHarness()
    try logIn(app)
    try app.tap("article", "5")
    let tabs = try #require(app.tree.visibleTabs)
    // The tabs' places in the bar, whatever other tabs the app has.
    let today = try #require(tabs.names.firstIndex(of: "Today"))
    let bookmarks = try #require(tabs.names.firstIndex(of: "Bookmarks"))
    app.scene.tapTab(bookmarks, of: tabs.id)
    app.scene.settle()
    try app.tap("mypage")
    #expect(app.stack == ["Bookmarks", "MyPage"])
    app.scene.tapTab(today, of: tabs.id)
    app.scene.settle()
    #expect(app.stack == ["Today", "Article"])
    app.scene.tapTab(bookmarks, of: tabs.id)
    app.scene.settle()
    app.scene.tapTab(bookmarks, of: tabs.id)
    app.scene.settle()
    #expect(app.stack == ["Bookmarks"])
    // The Bookmarks tab is a split: a reselect brings its list on top and keeps what its
    // detail column shows (hidden until the window widens), so no flow finishes.
    #expect(app.app.navigator.journal.last?.finished.isEmpty == true)
    #expect(app.tree.visibleSplit?.detail != nil)
    app.expectInSync()
  }

  @Test func anUnsavedNoteSwipedDownAsksAndIsDiscardedOnlyWhenConfirmed() throws {
    let app = SwiftUIAppHarness()
    try logIn(app)
    try app.tap("article", "3")
    try app.tap("note")
    try app.tap("write", "Worth a second look")
    app.host.refreshGuards()
    app.scene.settle()
    #expect(!app.scene.swipeDownTopSheet(), "the unsaved note's sheet is locked")
    try app.tap("close")
    #expect(app.screen == "DiscardNote")
    #expect(app.scene.tapDialogButton(try #require(app.dialogTitle("keep"))))
    app.scene.settle()
    #expect(app.screen == "Note")
    try app.tap("close")
    #expect(app.scene.tapDialogButton(try #require(app.dialogTitle("discard"))))
    app.scene.settle()
    #expect(app.screen == "Article")
    #expect(app.tree.modals.isEmpty)
    app.expectInSync()
  }

  @Test func anExpiredSessionUnderASheetReplacesTheRootAndDismissesEverything() throws {
    let app = SwiftUIAppHarness()
    try logIn(app)
    try app.tap("article", "4")
    try app.tap("share")
    try #require(app.app.visibleModel as? any SessionExpiring).sessionExpired()
    app.scene.settle()
    #expect(app.screen == "Login")
    #expect(app.scene.shownModals.isEmpty)
    app.expectInSync()
  }
}

extension SwiftUIAppHarness {
  /// The title of the visible dialog's button whose title starts like `choice`, any case.
  func dialogTitle(_ choice: String) -> String? {
    guard let top = tree.modals.last else { return nil }
    return host.dialogActions(top.content.id).map(\.title).first {
      $0.lowercased().hasPrefix(choice.lowercased())
    }
  }
}
