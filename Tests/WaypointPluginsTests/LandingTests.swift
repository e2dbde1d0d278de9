import Testing
import Waypoint
import WaypointPlugins

/// A link's landing, built on a draft: the synthetic back stack behind the screen it opens.
@MainActor
@Suite struct LandingTests {
  final class PagesFlow: FlowCoordinator {
    init() { super.init(initialContent: .pages([Route("Weekly"), Route("Monthly")])) }
  }

  let navigator = Navigator(root: Coordinator(), host: HeadlessHost())

  /// The main tabs: Home (pages, Weekly first) selected, and Cart.
  func launch() throws {
    navigator.start()
    let tabBar = TabCoordinator(tabs: [("Home", PagesFlow()), ("Cart", ScreenFlow(CartRoute.cart))])
    try navigator.root.start(tabBar, as: .replaceRoot(inStack: false))
  }

  func land(_ route: some TypedRoute, at landing: Landing, in tab: TabName?) throws {
    let flow: FlowCoordinator? =
      if landing.isRoot { nil } else { ScreenFlow(route) }
    try navigator.perform("land") { draft throws(NavigationError) in
      try draft.land(route.route, at: landing, flow: flow, in: tab)
    }
  }

  @Test func aPushedLandingBuildsItsBackStackInOneTransaction() throws {
    try launch()
    try navigator.perform(.selectTab(.named("Cart")))
    try navigator.perform(.present(.screen(Route("Receipt"))))
    let before = navigator.journal.entries.count
    try land(
      CatalogueRoute.item(id: 3), at: .pushed(in: "Home", over: Route("Monthly")), in: "Home")
    #expect(navigator.journal.entries.count == before + 1)
    #expect(navigator.tree.modals.isEmpty)
    #expect(navigator.tree.visibleTabs?.selected.name == "Home")
    #expect(navigator.tree.visibleStackNames == ["Monthly", "Item"])
  }

  @Test func aScreenAlreadyInTheStackIsReturnedToNotPushedAgain() throws {
    try launch()
    try land(CatalogueRoute.item(id: 3), at: .onTop(), in: "Home")
    try navigator.perform(.push(.screen(Route("Reviews"))))
    #expect(navigator.tree.visibleStackNames == ["Weekly", "Item", "Reviews"])
    try land(CatalogueRoute.item(id: 3), at: .onTop(), in: "Home")
    #expect(navigator.tree.visibleStackNames == ["Weekly", "Item"])
    try land(CatalogueRoute.item(id: 4), at: .onTop(), in: "Home")
    #expect(navigator.tree.visibleStackNames == ["Weekly", "Item", "Item"])
  }

  @Test func aTabRootLandingPopsToTheRootAndShowsThePage() throws {
    try launch()
    try land(CatalogueRoute.item(id: 3), at: .onTop(), in: "Home")
    try navigator.perform(.selectTab(.named("Cart")))
    try land(CatalogueRoute.list, at: .root(in: "Home", page: Route("Monthly")), in: "Home")
    #expect(navigator.tree.visibleTabs?.selected.name == "Home")
    #expect(navigator.tree.visibleStackNames == ["Monthly"])
  }

  @Test func aLandingThatDoesNotFitIsRefusedAndTheTreeKept() throws {
    try launch()
    let tree = navigator.tree
    #expect(throws: NavigationError.unknownTab("Settings")) {
      try land(CatalogueRoute.item(id: 3), at: .pushed(in: "Settings"), in: "Settings")
    }
    #expect(throws: NavigationError.self) {
      try land(
        CatalogueRoute.item(id: 3), at: .pushed(in: "Cart", over: Route("Monthly")), in: "Cart")
    }
    #expect(navigator.tree == tree)
    try navigator.perform(.replaceRoot(.screen(Route("Login"))))
    #expect(throws: NavigationError.self) {
      try land(CatalogueRoute.item(id: 3), at: .onTop(), in: "Home")
    }
  }
}
