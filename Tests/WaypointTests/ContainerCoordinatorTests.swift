import Testing

@testable import Waypoint

@MainActor
final class RecordingTabs: TabCoordinator {
  var selections: [TabName] = []
  override func didSelectTab(_ name: TabName) { selections.append(name) }
}

@MainActor
final class RecordingPages: PageCoordinator {
  var shown: [String] = []
  /// The container's current page when each page was reported: the tree the hook sees.
  var currentWhenShown: [Int?] = []
  override func didShowPage(_ page: Route, at index: Int) {
    shown.append("\(page.name)@\(index)")
    currentWhenShown.append(currentIndex)
  }
  override func makeModel(for screen: Screen) -> AnyObject? { ScreenModel(screen: screen) }
}

@MainActor
@Suite struct ContainerCoordinatorTests {
  @Test func aTabCoordinatorEmbedsOneFlowPerTab() throws {
    let (navigator, _, root) = makeNavigator()
    let today = ScreenFlow("Today")
    let bookmarks = ScreenFlow("Bookmarks")
    let tabs = TabCoordinator(tabs: [("Today", today), ("Bookmarks", bookmarks)])
    try root.start(tabs, as: .replaceRoot())
    #expect(
      tabs.children.map(ObjectIdentifier.init) == [today, bookmarks].map(ObjectIdentifier.init))
    #expect(today.started == 1 && bookmarks.started == 1)
    let container = try #require(tabs.container)
    #expect(today.anchor == container.tabs[0].content.id)
    #expect(
      navigator.model(for: navigator.tree.visibleScreen.id) is ScreenModel,
      "the tab's flow made the model")
    #expect(tabs.selectedTab == "Today")
  }

  @Test func tabSelectionsAreReportedWhetherTappedOrSelected() throws {
    let (navigator, host, root) = makeNavigator()
    let tabs = RecordingTabs(tabs: [
      ("Today", ScreenFlow("Today")), ("Bookmarks", ScreenFlow("Bookmarks")),
    ])
    try root.start(tabs, as: .replaceRoot())
    try host.tapTab("Bookmarks")
    try tabs.select("Today")
    #expect(tabs.selections == ["Bookmarks", "Today"])
    #expect(throws: NavigationError.unknownTab("Settings")) { try tabs.select("Settings") }
    withExtendedLifetime(navigator) {}
  }

  @Test func tappingTheSelectedTabPopsItAndReleasesWhatWasPushed() throws {
    let (navigator, host, root) = makeNavigator()
    let today = ScreenFlow("Today")
    try root.start(
      TabCoordinator(tabs: [("Today", today), ("Bookmarks", ScreenFlow("Bookmarks"))]),
      as: .replaceRoot())
    var article: ScreenFlow? = ScreenFlow("Article")
    try today.start(article!, as: .push())
    weak let weakArticle = article
    article = nil
    try host.tapTab("Today")
    #expect(weakArticle == nil)
    #expect(navigator.tree.stackNames == ["Today"])
    #expect(navigator.journal.last?.finished.first?.reason == .tabReselected)
  }

  @Test func aPageCoordinatorSelectsByValueAndIndexAndStopsAtTheEnds() throws {
    let (navigator, _, root) = makeNavigator()
    let pages = RecordingPages(pages: [route("Pick"), route("Weekly"), route("Popular")])
    try root.start(pages, as: .push())
    #expect(pages.currentPage == route("Pick"))
    #expect(pages.page(before: route("Pick")) == nil)
    #expect(pages.page(after: route("Pick")) == route("Weekly"))
    #expect(pages.page(after: route("Popular")) == nil)
    try pages.select(route("Popular"))
    #expect(pages.currentIndex == 2)
    #expect(throws: NavigationError.noPageAfter) { try pages.next() }
    try pages.select(index: 0)
    #expect(throws: NavigationError.noPageBefore) { try pages.previous() }
    #expect(pages.shown == ["Popular@2", "Pick@0"])
    withExtendedLifetime(navigator) {}
  }

  @Test func aDraftThatSelectsTwiceTellsThePageCoordinatorOnceOfWhereItEnds() throws {
    let (navigator, _, root) = makeNavigator()
    let pages = RecordingPages(pages: [route("P0"), route("P1"), route("P2")])
    try root.start(pages, as: .replaceRoot())
    let record = pages.shown.count
    try navigator.perform("two selections") { draft throws(NavigationError) in
      try draft.perform(.selectPage(.index(1)))
      try draft.perform(.selectPage(.index(2)))
    }
    #expect(pages.shown.dropFirst(record) == ["P2@2"], "once, of where the selection ended")
    #expect(pages.currentWhenShown.dropFirst(record) == [2], "the hook agrees with the tree")

    try navigator.perform("there and back") { draft throws(NavigationError) in
      try draft.perform(.selectPage(.index(0)))
      try draft.perform(.selectPage(.index(2)))
    }
    #expect(
      pages.shown.dropFirst(record) == ["P2@2"], "a selection that ends where it began is not heard"
    )
  }

  @Test func theReproductionOfTwoSelectionsInADraftIsHeardOnce() throws {
    let (navigator, _, root) = makeNavigator()
    let pages = RecordingPages(pages: [route("P0"), route("P1"), route("P2")])
    try root.start(pages, as: .replaceRoot())
    try navigator.perform("two selections") { draft throws(NavigationError) in
      try draft.perform(.selectPage(.index(1)))
      try draft.perform(.selectPage(.index(0)))
    }
    #expect(pages.shown.isEmpty, "the selection ended where it started: \(pages.shown)")
  }

  @Test func aDraftThatSelectsTabsTwiceTellsTheTabCoordinatorOnce() throws {
    let (navigator, _, root) = makeNavigator()
    let tabs = RecordingTabs(tabs: [
      ("Today", ScreenFlow("Today")), ("Bookmarks", ScreenFlow("Bookmarks")),
      ("Me", ScreenFlow("Me")),
    ])
    try root.start(tabs, as: .replaceRoot())
    try navigator.perform("tabs") { draft throws(NavigationError) in
      try draft.perform(.selectTab(.named("Bookmarks")))
      try draft.perform(.selectTab(.named("Me")))
    }
    #expect(tabs.selections == ["Me"])
    try navigator.perform("back and forth") { draft throws(NavigationError) in
      try draft.perform(.selectTab(.named("Today")))
      try draft.perform(.selectTab(.named("Me")))
    }
    #expect(tabs.selections == ["Me"], "ended where it began: not told")
  }

  @Test func aSwipeReportsTheNewCurrentPage() throws {
    let (navigator, host, root) = makeNavigator()
    let pages = RecordingPages(pages: [route("Pick"), route("Weekly")])
    try root.start(pages, as: .push())
    try host.swipePage(.next)
    #expect(pages.shown == ["Weekly@1"])
    #expect(pages.currentPage == route("Weekly"))
    #expect(navigator.visibleModel is ScreenModel, "every page has its model")
  }
}

@MainActor
@Suite struct ContainerEmbeddingTests {
  @Test func aPageCoordinatorWorksAsATabsFlowInsideItsStack() throws {
    let (navigator, host, root) = makeNavigator()
    let pages = RecordingPages(pages: [route("Pick"), route("Weekly")])
    try root.start(
      TabCoordinator(tabs: [("Today", pages), ("Bookmarks", ScreenFlow("Bookmarks"))]),
      as: .replaceRoot())
    #expect(navigator.tree.visibleStackNames == ["Pick"])
    #expect(pages.currentPage == route("Pick"))
    try pages.next()
    try host.swipePage(.previous)
    #expect(pages.shown == ["Weekly@1", "Pick@0"])
    try pages.push(.screen(route("Article")))
    #expect(
      navigator.tree.visibleStackNames == ["Pick", "Article"], "pushes land on the tab's stack")
  }

  @Test func aFlowPushesOntoItsOwnStackEvenWhenAnotherIsVisible() throws {
    let (navigator, host, root) = makeNavigator()
    let today = ScreenFlow("Today")
    try root.start(
      TabCoordinator(tabs: [("Today", today), ("Bookmarks", ScreenFlow("Bookmarks"))]),
      as: .replaceRoot())
    try host.tapTab("Bookmarks")
    try today.push(.screen(route("Article")))
    #expect(navigator.tree.visibleStackNames == ["Bookmarks"], "the visible tab is untouched")
    try host.tapTab("Today")
    #expect(navigator.tree.visibleStackNames == ["Today", "Article"])
  }
}
