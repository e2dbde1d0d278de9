import AppNavigation
import Testing
import Waypoint
import WaypointPlugins
import WaypointUIKitTesting

/// The reference app's flows (see `Tests/Flows`) with every gesture made on fakes of UIKit's
/// controllers, through the host core, with and without animations.
@MainActor
@Suite struct ReadingAppOnFakesTests {
  func logIn(_ app: UIKitAppHarness) throws {
    try app.tap("skip")
    try app.tap("login", "demo", "demo1234")
    #expect(app.screen == "Today")
  }

  @Test(arguments: [false, true])
  func onboardingBySwipingPagesThenLoginAndAnArticleLeftByTheBackButton(_ animates: Bool) throws {
    let app = UIKitAppHarness(animates: animates)
    #expect(app.screen == "Onboarding")
    let pages = try #require(app.pages)
    pages.swipe(forward: true, completed: false)
    #expect(app.tree.visiblePages?.currentIndex == 0, "a swipe let go stays")
    pages.swipe(forward: true)
    pages.swipe(forward: true)
    #expect(app.tree.visiblePages?.currentIndex == 2)
    try app.tap("start")
    try app.tap("login", "demo", "demo1234")
    try app.tap("article", "3")
    #expect(app.stack == ["Today", "Article"])
    app.navigation?.tapBack()
    app.settle()
    #expect(app.stack == ["Today"])
    app.expectInSync()
  }

  @Test(arguments: CancelledPopCallbacks.allCases)
  func aCancelledEdgeSwipeKeepsTheArticleAndACompletedOneReleasesIt(
    _ callbacks: CancelledPopCallbacks
  ) throws {
    let app = UIKitAppHarness(animates: true)
    app.window.cancelledPopCallbacks = callbacks
    try logIn(app)
    try app.tap("article", "3")
    weak let model = app.app.visibleModel
    let navigation = try #require(app.navigation)
    #expect(navigation.beginInteractivePop())
    navigation.endInteractivePop(completed: false)
    #expect(app.screen == "Article")
    #expect(model != nil)
    app.expectInSync()
    #expect(navigation.beginInteractivePop())
    navigation.endInteractivePop(completed: true)
    #expect(app.stack == ["Today"])
    app.expectInSync()
  }

  @Test func withdrawCancelThenConfirmRestartsAtOnboarding() throws {
    let app = UIKitAppHarness(animates: true)
    try logIn(app)
    try app.tap("mypage")
    try app.tap("withdraw")
    #expect(app.screen == "ConfirmWithdrawal")
    try app.tap("cancel")
    #expect(app.tree.modals.isEmpty)
    #expect(app.screen == "MyPage")
    try app.tap("withdraw")
    try app.tap("confirm")
    #expect(app.screen == "Onboarding")
    app.expectInSync()
  }

  @Test func theShareSheetSwipedDownIsReleased() throws {
    let app = UIKitAppHarness(animates: true)
    try logIn(app)
    try app.tap("article", "2")
    try app.tap("share")
    #expect(app.tree.modals.count == 1)
    app.window.presenter.swipeDown(release: false)
    #expect(app.tree.modals.count == 1, "let go: the sheet stays")
    app.window.presenter.swipeDown()
    app.settle()
    #expect(app.tree.modals.isEmpty)
    #expect(app.screen == "Article")
    app.expectInSync()
  }

  @Test func tabsKeepTheirStacksAndAReselectedTabPopsToRoot() throws {
    let app = UIKitAppHarness(animates: true)
    try logIn(app)
    try app.tap("article", "5")
    let tabBar = try #require(app.tabBar)
    // The tabs' places in the bar, whatever other tabs the app has.
    let names = try #require(app.tree.visibleTabs?.names)
    let today = try #require(names.firstIndex(of: "Today"))
    let bookmarks = try #require(names.firstIndex(of: "Bookmarks"))
    tabBar.tap(bookmarks)
    try app.tap("mypage")
    #expect(app.stack == ["Bookmarks", "MyPage"])
    tabBar.tap(today)
    #expect(app.stack == ["Today", "Article"])
    tabBar.tap(bookmarks)
    tabBar.tap(bookmarks)
    app.settle()
    #expect(app.stack == ["Bookmarks"])
    // The Bookmarks tab is a split: a reselect brings its list on top and keeps what its
    // detail column shows (hidden until the window widens), so no flow finishes.
    #expect(app.app.navigator.journal.last?.finished.isEmpty == true)
    #expect(app.tree.visibleSplit?.detail != nil)
    app.expectInSync()
  }

  @Test func anExpiredSessionUnderASheetReplacesTheRootAndDismissesEverything() throws {
    let app = UIKitAppHarness(animates: true)
    try logIn(app)
    try app.tap("article", "4")
    try app.tap("share")
    try #require(app.app.visibleModel as? any SessionExpiring).sessionExpired()
    app.settle()
    #expect(app.screen == "Login")
    #expect(app.window.presenter.presented.isEmpty)
    app.expectInSync()
  }
}
