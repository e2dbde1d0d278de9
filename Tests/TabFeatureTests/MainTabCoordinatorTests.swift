import TabFeature
import Testing
import Waypoint
import WaypointPlugins
import WaypointTesting

extension TabName {
  static let today = TabName("Today")
  static let bookmarks = TabName("Bookmarks")
}

@MainActor
@Suite struct MainTabCoordinatorTests {
  let spy = TabNavigationSpy()
  let today = FlowCoordinator(initialContent: .screen(Route("Today")))
  let bookmarks = FlowCoordinator(initialContent: .screen(Route("Bookmarks")))
  let tabs: MainTabCoordinator
  let flow: HeadlessFlow

  /// The tab bar replacing the root, as the app starts it.
  init() {
    let tabs = MainTabCoordinator(
      tabs: [(.today, today), (.bookmarks, bookmarks)], navigation: spy)
    self.tabs = tabs
    flow = HeadlessFlow(root: ScriptedRoot { root in try! root.start(tabs, as: .replaceRoot()) })
    flow.start()
  }

  @Test func theTabsFollowTheGivenOrderWithTheFirstSelected() throws {
    let container = try #require(flow.tree.visibleTabs)
    #expect(container.tabs.map(\.name) == ["Today", "Bookmarks"])
    #expect(tabs.selectedTab == .today)
    flow.expectTab("Today")
    flow.expectStack(["Today"])
    #expect(spy.tapped.isEmpty, "the first selection is not a tap")
  }

  @Test func switchingTabsIsReportedAfterTheSwitch() throws {
    spy.tabBar = tabs
    try flow.host.tapTab("Bookmarks")
    try flow.host.tapTab("Today")
    #expect(spy.tapped == [.bookmarks, .today])
    #expect(spy.selectedWhenReported == [.bookmarks, .today])
  }

  @Test func selectSwitchesToAnotherTabAndReportsIt() throws {
    try tabs.select(.bookmarks)
    flow.expectTab("Bookmarks")
    #expect(tabs.selectedTab == .bookmarks)
    #expect(spy.tapped == [.bookmarks])
  }

  @Test func eachTabsFlowIsTheCoordinatorEmbeddedInIt() {
    #expect(
      tabs.children.map(ObjectIdentifier.init) == [today, bookmarks].map(ObjectIdentifier.init))
    #expect(today.parent === tabs && bookmarks.parent === tabs)
  }

  @Test func aTabBarThatIsNotRunningHasNoSelectionAndNoFlows() {
    let idle = MainTabCoordinator(
      tabs: [
        (.today, FlowCoordinator(initialContent: .screen(Route("Today")))),
        (.bookmarks, FlowCoordinator(initialContent: .screen(Route("Bookmarks")))),
      ], navigation: spy)
    #expect(idle.selectedTab == nil)
    #expect(throws: NavigationError.self) { try idle.select(.bookmarks) }
  }

  @Test func aThirdTabIsOneMoreEntryNotANewCoordinator() throws {
    let search = FlowCoordinator(initialContent: .screen(Route("Search")))
    let three = MainTabCoordinator(
      tabs: [
        (.today, FlowCoordinator(initialContent: .screen(Route("Today")))),
        (TabName("Search"), search),
        (.bookmarks, FlowCoordinator(initialContent: .screen(Route("Bookmarks")))),
      ], navigation: spy)
    let flow = HeadlessFlow(
      root: ScriptedRoot { root in try! root.start(three, as: .replaceRoot()) })
    flow.start()
    #expect(flow.tree.visibleTabs?.tabs.map(\.name) == ["Today", "Search", "Bookmarks"])
    try three.select(TabName("Search"))
    #expect(three.children.contains { $0 === search })
    #expect(spy.tapped == [TabName("Search")])
  }

  @Test func selectingATabTheBarDoesNotHaveIsRefused() {
    #expect(throws: NavigationError.unknownTab("Search")) { try tabs.select(TabName("Search")) }
  }
}
