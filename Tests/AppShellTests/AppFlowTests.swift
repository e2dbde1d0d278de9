import AppNavigation
import AuthFeature
import Foundation
import MyPageFeature
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

@testable import AppShell
@testable import BookmarkFeature

/// End-to-end flows of the composed app on the headless host, with file-backed data. Each ends
/// by asserting that every coordinator and screen model that left the tree was released.
@MainActor
@Suite struct AppFlowTests {
  func logIn(_ app: AppHarness) throws {
    try app.tap("skip")
    try app.tap("login", "demo", "demo1234")
  }

  @Test func firstLaunchOnboardingLoginThenAnArticleAndBack() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    app.flow.expectScreen(AuthRoute.onboarding(page: .welcome))
    #expect(throws: ScreenActionError.self) { try app.tap("start") }  // not on the first page
    try app.flow.host.swipePage(.next)
    try app.flow.host.swipePage(.next)
    app.flow.expectPage("Onboarding")
    try app.tap("start")
    app.flow.expectScreen(AuthRoute.login)
    #expect(throws: NavigationError.cannotPopRoot(app.app.navigator.tree.visibleStack!.id)) {
      try app.flow.host.tapBack()
    }
    try app.tap("login", "demo", "wrong")
    app.flow.expectScreen(AuthRoute.login)
    #expect(app.model?.message == "Wrong user name or password.")
    try app.tap("login", "demo", "demo1234")
    app.flow.expectScreen(TodayRoute.today(page: .pick))
    app.flow.expectTab("Today")
    try app.tap("article", "3")
    app.flow.expectScreen(TodayRoute.article(id: 3))
    app.flow.expectStack(["Today", "Article"])
    try app.flow.host.tapBack()
    app.flow.expectStack(["Today"])
    app.flow.expectRendered()
    app.flow.expectReleased()
    #expect(app.flow.tracker.departedCount > 5)
  }

  @Test func showingTheTabThatIsShownKeepsWhatWasPushedOnIt() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    try logIn(app)
    try app.tap("article", "3")
    let before = app.app.navigator.journal.recordedCount
    app.app.coordinator.handle(.showTab(TodayPlugin.tabName))
    app.flow.expectStack(["Today", "Article"])
    #expect(app.app.navigator.journal.recordedCount == before, "no transaction at all")
    #expect(app.app.coordinator.refusals.isEmpty)
  }

  @Test func aBookmarkShowsInTheBookmarksTabAndSurvivesARelaunch() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    try logIn(app)
    try app.tap("article", "2")
    try app.tap("bookmark")
    try app.flow.host.tapBack()
    try app.tap("bookmarks")
    app.flow.expectTab("Bookmarks")
    #expect(app.model?.lines.contains { $0.hasPrefix("2.") } == true)
    try app.tap("article", "2")
    app.flow.expectScreen(TodayRoute.article(id: 2))
    app.flow.expectStack(["Bookmarks", "Article"])
    // The article's flow is shown in the split's detail column: anchored at its stack.
    let detail = try #require(app.app.navigator.tree.visibleSplit?.detail)
    let article = app.app.navigator.coordinator(anchoredAt: detail.id)
    #expect(article?.parent is BookmarksCoordinator, "the article belongs to the Bookmarks tab")
    app.flow.expectReleased()

    try app.relaunch()
    // The session is valid: straight to the tabs.
    app.flow.expectScreen(TodayRoute.today(page: .pick))
    try app.flow.host.tapTab("Bookmarks")
    #expect(app.model?.lines.first?.hasPrefix("2.") == true)
    #expect(app.app.dependencies.bookmarks.bookmarkedIDs == [2])
  }

  @Test func withdrawCancelThenConfirmRestartsAtOnboarding() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    try logIn(app)
    try app.tap("article", "1")
    try app.tap("bookmark")
    try app.flow.host.tapBack()
    try app.tap("mypage")
    app.flow.expectStack(["Today", "MyPage"])
    #expect(app.model?.lines.contains("Name: Demo Reader") == true)
    try app.tap("withdraw")
    app.flow.expectModal("ConfirmWithdrawal")
    try app.tap("cancel")
    app.flow.expectModal(nil)
    app.flow.expectScreen(MyPageRoute.myPage)
    try app.tap("withdraw")
    try app.tap("confirm")
    app.flow.expectScreen(AuthRoute.onboarding(page: .welcome))
    #expect(app.app.dependencies.bookmarks.bookmarkedIDs.isEmpty)
    #expect(app.app.dependencies.session.current == nil)
    app.flow.expectReleased()

    try app.relaunch()
    app.flow.expectScreen(AuthRoute.onboarding(page: .welcome))
  }

  @Test func logoutReplacesTheRootWithLogin() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    try logIn(app)
    try app.flow.host.tapTab("Bookmarks")
    try app.tap("mypage")
    app.flow.expectStack(["Bookmarks", "MyPage"])
    try app.tap("logout")
    app.flow.expectScreen(AuthRoute.login)
    #expect(app.app.navigator.tree.modals.isEmpty)
    #expect(app.app.navigator.root.children.count == 1, "only the auth flow remains")
    app.flow.expectReleased()
    try app.relaunch()
    app.flow.expectScreen(AuthRoute.login)
  }

  @Test func tokenExpiryFromAModalOverAPushedScreenInTheBookmarksTab() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    try logIn(app)
    try app.tap("article", "4")
    try app.tap("bookmark")
    try app.tap("back")
    try app.tap("bookmarks")
    try app.tap("article", "4")
    try app.tap("share")
    app.flow.expectModal("Share")
    // The server rejects the session while the share sheet is up.
    try #require(app.model as? any SessionExpiring).sessionExpired()
    app.flow.expectScreen(AuthRoute.login)
    #expect(app.model?.message == AppIntent.sessionExpiredMessage)
    #expect(app.app.navigator.tree.modals.isEmpty)
    #expect(app.app.dependencies.session.current == nil)
    app.flow.expectReleased()
    app.flow.expectRendered()
  }

  @Test func eachTabKeepsItsStackAcrossSwitches() throws {
    let app = try AppHarness()
    defer { app.cleanUp() }
    try logIn(app)
    try app.tap("article", "5")
    try app.flow.host.tapTab("Bookmarks")
    try app.tap("mypage")
    app.flow.expectStack(["Bookmarks", "MyPage"])
    try app.flow.host.tapTab("Today")
    app.flow.expectStack(["Today", "Article"])
    try app.flow.host.tapTab("Bookmarks")
    app.flow.expectStack(["Bookmarks", "MyPage"])
    try app.flow.host.tapTab("Bookmarks")  // the selected tab again: back to its root
    app.flow.expectStack(["Bookmarks"])
    app.flow.expectReleased()
    // The Bookmarks tab is a split: a reselect brings its list on top and keeps what its
    // detail column shows (hidden until the window widens), so no flow finishes.
    #expect(app.app.navigator.journal.last?.finished.isEmpty == true)
    #expect(app.app.navigator.tree.visibleSplit?.detail != nil)
  }
}
