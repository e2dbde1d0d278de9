import Testing
import Waypoint
import WaypointPlugins

@testable import AppShell
@testable import BookmarkFeature
@testable import TodayFeature

extension TabName {
  static let today = TodayPlugin.tabName
  static let bookmarks = BookmarkPlugin.tabName
}

/// One action of one adapter in one context, and the intent the app must get.
struct AdapterCase: CustomTestStringConvertible, Sendable {
  let action: String
  let intent: AppIntent
  let invoke: @MainActor @Sendable (any IntentSink<AppIntent>) -> Void
  var testDescription: String { action }
}

let onToday = FlowContext(tab: .today)
let onBookmarks = FlowContext(tab: .bookmarks)

/// Every action of every adapter (the compiler checks that each adapter implements its
/// feature's whole `Navigation` protocol; these check where each action leads).
let adapterCases: [AdapterCase] = [
  .init(action: "Splash.firstLaunchDetected()", intent: .showOnboarding) {
    SplashNavigationAdapter(sink: $0).firstLaunchDetected()
  },
  .init(action: "Splash.sessionMissing()", intent: .showLogin(message: nil)) {
    SplashNavigationAdapter(sink: $0).sessionMissing()
  },
  .init(action: "Splash.sessionRestored()", intent: .showMain) {
    SplashNavigationAdapter(sink: $0).sessionRestored()
  },
  .init(action: "Auth.loginSucceeded()", intent: .showMain) {
    AuthNavigationAdapter(sink: $0).loginSucceeded()
  },
  .init(action: "Today.articleTapped(id:)", intent: .showArticle(id: 3, on: .today)) {
    TodayNavigationAdapter(sink: $0, context: onToday).articleTapped(id: 3)
  },
  .init(action: "Today.bookmarksBarButtonTapped()", intent: .showTab(.bookmarks)) {
    TodayNavigationAdapter(sink: $0, context: onToday).bookmarksBarButtonTapped()
  },
  .init(action: "Today.myPageBarButtonTapped()", intent: .showMyPage(on: .today)) {
    TodayNavigationAdapter(sink: $0, context: onToday).myPageBarButtonTapped()
  },
  .init(action: "Today.sessionExpired()", intent: .expireSession) {
    TodayNavigationAdapter(sink: $0, context: onToday).sessionExpired()
  },
  .init(
    action: "Bookmark.bookmarkedArticleTapped(id:)", intent: .showArticle(id: 5, on: .bookmarks)
  ) {
    BookmarkNavigationAdapter(sink: $0, context: onBookmarks).bookmarkedArticleTapped(id: 5)
  },
  .init(action: "Bookmark.bookmarksBarButtonTapped()", intent: .showTab(.bookmarks)) {
    BookmarkNavigationAdapter(sink: $0, context: onBookmarks).bookmarksBarButtonTapped()
  },
  .init(action: "Bookmark.myPageBarButtonTapped()", intent: .showMyPage(on: .bookmarks)) {
    BookmarkNavigationAdapter(sink: $0, context: onBookmarks).myPageBarButtonTapped()
  },
  .init(action: "Bookmark.sessionExpired()", intent: .expireSession) {
    BookmarkNavigationAdapter(sink: $0, context: onBookmarks).sessionExpired()
  },
  .init(action: "MyPage.logoutTapped()", intent: .logOut) {
    MyPageNavigationAdapter(sink: $0).logoutTapped()
  },
  .init(action: "MyPage.withdrawConfirmed()", intent: .accountDeleted) {
    MyPageNavigationAdapter(sink: $0).withdrawConfirmed()
  },
  .init(action: "MyPage.sessionExpired()", intent: .expireSession) {
    MyPageNavigationAdapter(sink: $0).sessionExpired()
  },
]

@MainActor
@Suite struct AdapterTests {
  @Test(arguments: adapterCases)
  func eachActionMapsToItsIntent(_ adapterCase: AdapterCase) {
    let spy = IntentSpy()
    adapterCase.invoke(spy)
    #expect(spy.intents == [adapterCase.intent])
  }

  @Test func theSameActionLeadsToTheTabItsFlowRunsOn() {
    let spy = IntentSpy()
    TodayNavigationAdapter(sink: spy, context: onToday).articleTapped(id: 3)
    TodayNavigationAdapter(sink: spy, context: onBookmarks).articleTapped(id: 3)
    TodayNavigationAdapter(sink: spy, context: onToday).myPageBarButtonTapped()
    TodayNavigationAdapter(sink: spy, context: onBookmarks).myPageBarButtonTapped()
    #expect(
      spy.intents == [
        .showArticle(id: 3, on: .today), .showArticle(id: 3, on: .bookmarks),
        .showMyPage(on: .today), .showMyPage(on: .bookmarks),
      ])
  }

  @Test func anAdapterDoesNotKeepTheAppAlive() {
    var spy: IntentSpy? = IntentSpy()
    weak let released = spy
    let adapter = TodayNavigationAdapter(sink: spy!, context: onToday)
    spy = nil
    #expect(released == nil)
    adapter.articleTapped(id: 1)  // goes nowhere, and does not crash
  }
}
