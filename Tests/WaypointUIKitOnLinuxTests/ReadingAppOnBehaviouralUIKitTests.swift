#if os(Linux)
  import WaypointPlugins
  import AppNavigation
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointUIKitOnLinux

  /// The reference app's flows (see `Tests/Flows`): navigator → host core → the real UIKit
  /// layer → the behavioural UIKit and back, on every simulated iOS release.
  @MainActor
  @Suite struct ReadingAppOnBehaviouralUIKitTests {
    @Test(arguments: SimulatedIOS.allCases)
    func onboardingPagesLoginAndAnArticleLeftByTheBackButton(_ version: SimulatedIOS) throws {
      let app = ReadingAppOnUIKit(version)
      #expect(app.screen == "Onboarding")
      let pages = try #require(app.uikit.pages)
      #expect(pages.userSwipesPage(forward: true, completed: false))
      app.uikit.settle()
      #expect(app.tree.visiblePages?.currentIndex == 0, "a swipe let go stays")
      #expect(pages.userSwipesPage(forward: true))
      app.uikit.settle()
      #expect(pages.userSwipesPage(forward: true))
      app.uikit.settle()
      #expect(app.tree.visiblePages?.currentIndex == 2)
      try app.tap("start")
      try app.tap("login", "demo", "demo1234")
      try app.tap("article", "3")
      app.expectInSync()
      try #require(app.uikit.navigation).userTapsBack()
      app.uikit.settle()
      #expect(app.screen == "Today")
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func theTodayPagesOfferNoPageBeforePickAndNoneAfterPopular(_ version: SimulatedIOS) throws {
      let app = ReadingAppOnUIKit(version)
      try app.logIn()
      let pages = try #require(app.uikit.pages)
      #expect(!pages.userSwipesPage(forward: false), "no page before Pick")
      #expect(pages.userSwipesPage(forward: true))
      app.uikit.settle()
      #expect(pages.userSwipesPage(forward: true))
      app.uikit.settle()
      #expect(app.tree.visiblePages?.currentIndex == 2)
      #expect(!pages.userSwipesPage(forward: true), "no page after Popular")
      app.uikit.settle()
      #expect(app.tree.visiblePages?.currentIndex == 2)
      #expect(pages.viewControllers?.first === app.uikit.visible)
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases, SimulatedCancelledPop.allCases)
    func aCancelledEdgeSwipeKeepsTheArticleAndACompletedOneReleasesIt(
      _ version: SimulatedIOS, _ cancelled: SimulatedCancelledPop
    ) throws {
      let app = ReadingAppOnUIKit(version)
      app.uikit.simulation.cancelledPop = cancelled
      try app.logIn()
      try app.tap("article", "3")
      weak let model = app.app.visibleModel
      let navigation = try #require(app.uikit.navigation)
      #expect(navigation.userBeginsInteractivePop())
      navigation.userEndsInteractivePop(completed: false)
      app.uikit.settle()
      #expect(app.screen == "Article")
      #expect(model != nil)
      #expect(
        app.app.navigator.journal.last?.cause
          == .gesture(
            .edgeSwipe(
              stack: try #require(app.tree.visibleStack?.id),
              to: try #require(app.tree.visibleStack?.entries.array.first?.id), completed: false)))
      app.expectInSync()
      #expect(navigation.userBeginsInteractivePop())
      navigation.userEndsInteractivePop(completed: true)
      app.uikit.settle()
      #expect(app.screen == "Today")
      #expect(model == nil)
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func theContentSwipePopsOnlyWhereUIKitHasIt(_ version: SimulatedIOS) throws {
      let app = ReadingAppOnUIKit(version)
      try app.logIn()
      try app.tap("article", "3")
      let navigation = try #require(app.uikit.navigation)
      let began = navigation.userBeginsInteractivePop(fromContent: true)
      #expect(began == (version == .iOS26))
      navigation.userEndsInteractivePop(completed: true)
      app.uikit.settle()
      #expect(app.screen == (version == .iOS26 ? "Today" : "Article"))
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func theShareSheetLetGoStaysAndSwipedDownIsReleased(_ version: SimulatedIOS) throws {
      let app = ReadingAppOnUIKit(version)
      try app.logIn()
      try app.tap("article", "2")
      try app.tap("share")
      let sheet = try #require(app.uikit.presented)
      #expect(sheet.userSwipesDown(dismissing: false))
      app.uikit.settle()
      #expect(app.tree.modals.count == 1, "let go: the sheet stays")
      app.expectInSync()
      #expect(sheet.userSwipesDown())
      app.uikit.settle()
      #expect(app.tree.modals.isEmpty)
      #expect(app.screen == "Article")
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func tabsKeepTheirStacksAndAReselectedTabPopsToRoot(_ version: SimulatedIOS) throws {
      let app = ReadingAppOnUIKit(version)
      try app.logIn()
      try app.tap("article", "5")
      let tabBar = try #require(app.uikit.tabBar)
      let names = try #require(app.tree.visibleTabs?.names)
      let controllers = try #require(tabBar.viewControllers)
      let today = controllers[try #require(names.firstIndex(of: "Today"))]
      let bookmarks = controllers[try #require(names.firstIndex(of: "Bookmarks"))]
      tabBar.userTapsTab(bookmarks)
      app.uikit.settle()
      try app.tap("mypage")
      #expect(app.screen == "MyPage")
      tabBar.userTapsTab(today)
      app.uikit.settle()
      #expect(app.screen == "Article")
      tabBar.userTapsTab(bookmarks)
      tabBar.userTapsTab(bookmarks)
      app.uikit.settle()
      #expect(app.screen == "Bookmarks")
      // The Bookmarks tab is a split: a reselect brings its list on top and keeps what its
      // detail column shows (hidden until the window widens), so no flow finishes.
      #expect(app.app.navigator.journal.last?.finished.isEmpty == true)
      #expect(app.tree.visibleSplit?.detail != nil)
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func anExpiredSessionUnderASheetReplacesTheRootAndDismissesEverything(
      _ version: SimulatedIOS
    ) throws {
      let app = ReadingAppOnUIKit(version)
      try app.logIn()
      try app.tap("article", "4")
      try app.tap("share")
      try #require(app.app.visibleModel as? any SessionExpiring).sessionExpired()
      app.uikit.settle()
      #expect(app.screen == "Login")
      app.expectInSync()
    }
  }
#endif
