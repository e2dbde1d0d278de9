#if os(Linux)
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointUIKitOnLinux

  /// Issue 15's gaps of tab bars and page controllers, on the behavioural UIKit: each test
  /// fails without its fix in the UIKit layer or the host core.
  @MainActor
  @Suite struct TabAndPageGapTests {
    static var onboarding: Content {
      .stack([
        .pages([Route("One"), Route("Two"), Route("Three"), Route("Four")])
      ])
    }

    // Gap 7: a page selection made during the user's swipe waits for it.
    @Test(arguments: SimulatedIOS.allCases)
    func aPageSelectedDuringASwipeWaitsForItToFinish(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(version, root: Self.onboarding)
      let pages = try #require(app.uikit.pages)
      #expect(pages.userBeginsPageSwipe(forward: true))
      try app.perform(.selectPage(.index(3)))  // e.g. a tap on the page indicator
      app.settle()
      #expect(app.uikit.simulation.log.isEmpty, "no setViewControllers during the swipe")
      pages.userEndsPageSwipe(completed: true)
      app.settle()
      #expect(app.tree.visiblePages?.currentIndex == 1, "the swipe came last")
      #expect(pages.viewControllers?.first?.title == "Two")
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aSwipeIsTakenFromTheDelegatesIndexNotFromViewControllers(_ version: SimulatedIOS)
      throws
    {
      let app = NavigatorOnUIKit(version, root: Self.onboarding)
      app.uikit.simulation.pageSwipeLeavesStaleViewControllers = true
      #expect(try #require(app.uikit.pages).userSwipesPage(forward: true))
      app.settle()
      #expect(app.tree.visiblePages?.currentIndex == 1)
      #expect(app.host.rendered == app.tree)
    }

    @Test(arguments: SimulatedIOS.allCases)
    func afterAJumpTheNextSwipeShowsTheNeighbourOfThePageShown(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(version, root: Self.onboarding)
      try app.perform(.selectPage(.index(2)))
      app.settle()
      let pages = try #require(app.uikit.pages)
      #expect(pages.userSwipesPage(forward: false))
      app.settle()
      #expect(app.tree.visiblePages?.currentIndex == 1)
      #expect(pages.viewControllers?.first?.title == "Two")
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aWrappingContainerOffersTheFirstPageAfterTheLast(_ version: SimulatedIOS) throws {
      let routes = [Route("One"), Route("Two"), Route("Three")]
      let app = NavigatorOnUIKit(version, root: .stack([.pages(routes, current: 2, wraps: true)]))
      let pages = try #require(app.uikit.pages)
      #expect(pages.userSwipesPage(forward: true))
      app.settle()
      #expect(app.tree.visiblePages?.currentIndex == 0)
      #expect(pages.viewControllers?.first?.title == "One")
      #expect(pages.userSwipesPage(forward: false))
      app.settle()
      #expect(app.tree.visiblePages?.currentIndex == 2)
      try app.perform(.selectPage(.next))  // in code: forward, to the first page
      app.settle()
      #expect(pages.viewControllers?.first?.title == "One")
      app.expectInSync()
    }

    @Test(arguments: SimulatedIOS.allCases)
    func pagesAreBuiltWhenAskedForAndFarOnesAreLetGo(_ version: SimulatedIOS) throws {
      var screens = ScreenFactory()
      var built: [String] = []
      var controllers: [String: WeakController] = [:]
      screens.register(PageRoute.self) { route, _ in
        let controller = UIViewController()
        guard case .page(let index) = route else { return controller }
        controller.title = "Page\(index)"
        built.append("Page\(index)")
        controllers["Page\(index)"] = WeakController(controller)
        return controller
      }
      let routes = (0..<10).map { PageRoute.page(index: $0).route }
      let app = NavigatorOnUIKit(
        version, root: .stack([.pages(routes, models: .nearCurrent)]), screens: screens)
      #expect(Set(built).isSubset(of: ["Page0", "Page1"]), "built: \(built)")
      try app.perform(.selectPage(.index(5)))
      app.settle()
      #expect(controllers["Page0"]?.controller == nil, "the first page's controller went")
      #expect(!built.contains("Page9"), "never near: never built")
      let pages = try #require(app.uikit.pages)
      #expect(pages.userSwipesPage(forward: true))
      app.settle()
      #expect(app.tree.visiblePages?.currentIndex == 6)
      #expect(pages.viewControllers?.first?.title == "Page6")
      try app.perform(.selectPage(.index(0)))
      app.settle()
      #expect(built.filter { $0 == "Page0" }.count == 2, "built again when it came back")
      #expect(pages.viewControllers?.first?.title == "Page0")
      #expect(app.host.rendered == app.tree)
      #expect(app.uikit.simulation.log.isEmpty, "UIKit logged \(app.uikit.simulation.log)")
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aPageListChangedWhileShownKeepsThePageShownAndSwipesToTheNewNeighbours(
      _ version: SimulatedIOS
    ) throws {
      let app = NavigatorOnUIKit(version, root: Self.onboarding)
      try app.perform(.selectPage(.index(1)))
      app.settle()
      let pages = try #require(app.uikit.pages)
      let two = try #require(pages.viewControllers?.first)
      try app.perform(.setPages([Route("Two"), Route("New"), Route("Four")]))
      app.settle()
      #expect(pages.viewControllers?.first === two, "Two stays, with its controller")
      #expect(app.tree.visiblePages?.currentIndex == 0)
      #expect(!pages.userSwipesPage(forward: false), "One went: nothing before Two")
      #expect(pages.userSwipesPage(forward: true))
      app.settle()
      #expect(pages.viewControllers?.first?.title == "New")
      #expect(app.tree.visiblePages?.currentIndex == 1)
      app.expectInSync()
    }

    enum PageRoute: TypedRoute {
      case page(index: Int)
    }

    final class WeakController {
      weak var controller: UIViewController?
      init(_ controller: UIViewController) { self.controller = controller }
    }

    // Gap 8: the More tab, and titles left alone.
    static var sixTabs: Content {
      .tabs(
        ["A", "B", "C", "D", "E", "F"].map { .init(TabName($0), .stack([.screen(Route($0))])) })
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aTabPickedInTheMoreListIsReportedAsATapOnIt(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(version, root: Self.sixTabs)
      let tabBar = try #require(app.uikit.tabBar)
      let tabs = try #require(app.tree.visibleTabs)
      tabBar.userTapsMore()
      app.settle()
      #expect(app.tree.visibleTabs?.selectedIndex == 0, "the More list is not a tab")
      #expect(app.uikit.faults.isEmpty)
      let f = try #require(tabBar.viewControllers?[5])
      tabBar.userPicksInMoreList(f)
      app.settle()
      #expect(app.tree.visibleTabs?.selectedIndex == 5)
      #expect(app.lastCause == .gesture(.tabTap(5, in: tabs.id)))
      #expect(app.host.rendered == app.tree)
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aTabPastTheFifthSelectedInCodeShowsInTheMoreList(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(version, root: Self.sixTabs)
      try app.perform(.selectTab(.index(4)))
      app.settle()
      let tabBar = try #require(app.uikit.tabBar)
      #expect(tabBar.selectedIndex == 4)
      #expect(tabBar.moreNavigationController.topViewController === tabBar.viewControllers?[4])
      #expect(app.host.rendered == app.tree)
    }

    @Test(arguments: SimulatedIOS.allCases)
    func aTabsNameLabelsTheBarAndLeavesTheScreensTitle(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(
        version,
        root: .tabs([
          .init("Today", .screen(Route("Feed"))), .init("Saved", .screen(Route("Bookmarks"))),
        ]))
      let tabBar = try #require(app.uikit.tabBar)
      let controllers = try #require(tabBar.viewControllers)
      #expect(controllers.map(\.title) == ["Feed", "Bookmarks"])
      #expect(controllers.map { $0.tabBarItem.title } == ["Today", "Saved"])
    }
  }
#endif
