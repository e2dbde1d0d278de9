import Testing
import Waypoint
import WaypointPlugins

/// A link lands in whatever root the app shows: its own stack, a split, a page container, as
/// well as a tab bar (``LandingTests``).
@MainActor
@Suite struct LandingInEveryRootTests {
  final class RootFlow: FlowCoordinator {}

  let navigator = Navigator(root: Coordinator(), host: HeadlessHost())

  /// Starts `content` as the root, shown by a flow of its own.
  func launch(_ content: Content, inStack: Bool) throws {
    navigator.start()
    try navigator.root.start(
      RootFlow(initialContent: content), as: .replaceRoot(inStack: inStack))
  }

  func land(_ route: some TypedRoute, at landing: Landing, in tab: TabName? = nil) throws {
    let flow: FlowCoordinator? = landing.isRoot ? nil : ScreenFlow(route)
    try navigator.perform("land") { draft throws(NavigationError) in
      try draft.land(route.route, at: landing, flow: flow, in: tab)
    }
  }

  @Test func aStackRootTakesEveryLandingInOneTransaction() throws {
    try launch(.screen(CatalogueRoute.list), inStack: true)
    try navigator.perform(.present(.screen(Route("Receipt"))))
    let before = navigator.journal.entries.count
    try land(CatalogueRoute.item(id: 1), at: .pushed())
    #expect(navigator.journal.entries.count == before + 1)
    #expect(navigator.tree.modals.isEmpty)
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    let first = navigator.tree.visibleScreen.id
    try navigator.perform(.push(.screen(Route("Reviews"))))
    try land(CatalogueRoute.item(id: 1), at: .onTop())
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    #expect(navigator.tree.visibleScreen.id == first, "the screen shown already is returned to")
    try land(CatalogueRoute.item(id: 2), at: .onTop())
    #expect(navigator.tree.visibleStackNames == ["List", "Item", "Item"])
    try land(CatalogueRoute.item(id: 3), at: .pushed())
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    #expect(navigator.tree.visibleScreen.route == CatalogueRoute.item(id: 3).route)
    try land(CatalogueRoute.list, at: .root())
    #expect(navigator.tree.visibleStackNames == ["List"])
  }

  @Test func aStackRootTakesALandingThatNamesATabOnItsOwnStack() throws {
    try launch(.screen(CatalogueRoute.list), inStack: true)
    try land(CatalogueRoute.item(id: 1), at: .pushed(in: "Catalogue"), in: "Catalogue")
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
  }

  @Test func aLoneScreenRootRefusesALandingAndKeepsItsTree() throws {
    navigator.start()
    try navigator.perform(.replaceRoot(.screen(Route("Login"))))
    let tree = navigator.tree
    #expect(throws: NavigationError.self) {
      try land(CatalogueRoute.item(id: 1), at: .pushed())
    }
    #expect(navigator.tree == tree)
  }

  @Test func aSplitRootShowsWhatLandsInItsDetailColumn() throws {
    try launch(.split(primary: .screen(CatalogueRoute.list)), inStack: false)
    try land(CatalogueRoute.item(id: 1), at: .pushed())
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    let split = try #require(navigator.tree.visibleSplit)
    let detail = try #require(split.detail)
    #expect(navigator.tree.visibleScreen.route == CatalogueRoute.item(id: 1).route)
    try land(CatalogueRoute.item(id: 1), at: .onTop())
    #expect(navigator.tree.visibleSplit?.detail?.rootEntry.id == detail.rootEntry.id)
    try land(CatalogueRoute.list, at: .root())
    #expect(navigator.tree.visibleStackNames == ["List"])
  }

  @Test func aPageRootSelectsThePageALinkOpens() throws {
    try launch(.pages([Route("Weekly"), Route("Monthly")]), inStack: false)
    try land(CatalogueRoute.list, at: .root(page: Route("Monthly")))
    #expect(navigator.tree.visibleScreen.route == Route("Monthly"))
    let tree = navigator.tree
    #expect(throws: NavigationError.self) {
      try land(CatalogueRoute.item(id: 1), at: .pushed())
    }
    #expect(navigator.tree == tree, "nothing can be pushed on pages")
  }

  @Test func aStackWhosePageRootShowsThePageUnderTheLanding() throws {
    try launch(.pages([Route("Weekly"), Route("Monthly")]), inStack: true)
    try land(CatalogueRoute.item(id: 1), at: .pushed(over: Route("Monthly")))
    #expect(navigator.tree.visibleStackNames == ["Monthly", "Item"])
  }
}

// MARK: - An app without a tab bar

/// The catalogue of a shop whose root is one stack: its list is the root, and an item is
/// pushed over it.
@MainActor
enum StackCataloguePlugin {
  static let list = EntryPoint<any CatalogueDependencies, any CatalogueNavigation, Void>(
    "list", shows: [CatalogueRoute.list],
    opens: { route, _ in route == .list ? Opening(landing: .root()) : nil },
    make: { _, navigation in ScreenFlow(CatalogueRoute.list, navigation: navigation) })

  static let item = EntryPoint<any CatalogueDependencies, any CatalogueNavigation, Int>(
    "item", shows: [CatalogueRoute.item(id: 1)], example: 1,
    opens: { (route, dependencies) throws(EntryRefusal) in
      guard case .item(let id) = route else { return nil }
      guard dependencies.items.contains(id) else { throw EntryRefusal(ShopRefusal.noSuchItem(id)) }
      // It names the tab it has in the tabbed shop: the app without a tab bar lands it on
      // its own stack all the same.
      return Opening(id, landing: .pushed(in: CataloguePlugin.tabName))
    },
    make: { _, navigation, id in ScreenFlow(CatalogueRoute.item(id: id), navigation: navigation) })

  static let plugin = FeaturePlugin(
    name: "Catalogue", routes: [CatalogueRoute.self], entries: [list.erased, item.erased],
    links: [
      LinkPattern("shop://item/{id}", example: CatalogueRoute.item(id: 1)),
      LinkPattern("shop://catalogue", example: CatalogueRoute.list),
    ])
}

/// The rules of a shop with no sign-in: `main` shows its main screen at launch (one stack, a
/// split, the main tabs), and `item` is the entry an item is pushed with; a check-out or a
/// sign-out is not registered.
final class PlainShopRules: AppRules {
  typealias Dependencies = ShopDependencies
  typealias Intent = ShopIntent
  typealias ItemEntry = EntryPoint<any CatalogueDependencies, any CatalogueNavigation, Int>

  private let item: ItemEntry
  private let main: @MainActor (App) throws(IntentRefusal) -> Void

  init(item: ItemEntry, main: @escaping @MainActor (App) throws(IntentRefusal) -> Void) {
    self.item = item
    self.main = main
  }

  /// A shop whose root is what `entry` makes, in a stack of its own.
  convenience init(
    item: ItemEntry,
    root entry: EntryPoint<any CatalogueDependencies, any CatalogueNavigation, Void>
  ) {
    self.init(item: item) { app throws(IntentRefusal) in
      try app.replaceRoot(with: app.registry.flow(entry, in: .root))
    }
  }

  func launch(_ app: App) {
    app.handle(.showMain)
  }

  func carryOut(_ intent: ShopIntent, in app: App) throws(IntentRefusal) {
    switch intent {
    case .showMain:
      try main(app)
    case .showItem(let id, let tab):
      try app.push(on: tab) { context throws(IntentRefusal) in
        try app.registry.flow(self.item, id, in: context)
      }
    case .openLink(let link, let source):
      app.open(link, from: source)
    case .checkOut, .signedOut:
      throw .notRegistered(entry: "\(intent)")
    }
  }
}

@MainActor
@Suite struct StackAppLinkTests {
  let dependencies = ShopDependencies()

  func shop() -> (ShopApp, Navigator) {
    let features: [ShopFeature] = [
      .init(
        StackCataloguePlugin.plugin, dependencies: { $0 },
        adapter: CatalogueAdapter.init(sink:context:))
    ]
    let app = ShopApp(
      dependencies: dependencies, features: features,
      rules: PlainShopRules(item: StackCataloguePlugin.item, root: StackCataloguePlugin.list))
    let navigator = Navigator(
      root: app, host: HeadlessHost(), routes: ShopFeature.routes(of: features))
    navigator.start()
    return (app, navigator)
  }

  @Test func anAppWithoutATabBarTakesLinksOnItsOwnStack() throws {
    let (app, navigator) = shop()
    #expect(navigator.tree.visibleStackNames == ["List"])
    #expect(app.open("shop://item/2") == .landed(CatalogueRoute.item(id: 2).route))
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    #expect(app.open("shop://item/3") == .landed(CatalogueRoute.item(id: 3).route))
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    #expect(navigator.tree.visibleScreen.route == CatalogueRoute.item(id: 3).route)
    #expect(app.open("shop://catalogue") == .landed(CatalogueRoute.list.route))
    #expect(navigator.tree.visibleStackNames == ["List"])
    #expect(app.refusals.isEmpty)
  }

  @Test func anAppWithoutATabBarRefusesALinkItsFeatureRefusesAndKeepsItsTree() throws {
    let (app, navigator) = shop()
    let tree = navigator.tree
    let outcome = app.open("shop://item/99")
    #expect(outcome == .refused(.feature(EntryRefusal(ShopRefusal.noSuchItem(99)))))
    #expect(navigator.tree == tree)
  }

  @Test func anAppWithoutATabBarPushesAnIntentsFlowOnItsOwnStack() throws {
    let (app, navigator) = shop()
    app.handle(.showItem(id: 1, on: nil))
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    #expect(app.refusals.isEmpty)
    app.handle(.showItem(id: 1, on: "Catalogue"))
    #expect(app.refusals.map(\.error) == [.noMainTabBar])
  }

  @Test func anAppWithoutATabBarRestoresItsStackAndModals() throws {
    let (app, navigator) = shop()
    #expect(app.open("shop://item/2") == .landed(CatalogueRoute.item(id: 2).route))
    app.handle(.showItem(id: 3, on: nil))
    try navigator.perform(.present(.stack([.screen(CatalogueRoute.item(id: 1))])))
    let saved = SavedNavigation(tree: navigator.tree)
    let (restoring, restored) = shop()
    #expect(restoring.restore(saved) == .restored)
    func names(_ tree: NavigationTree) -> [[String]] {
      ([tree.root] + tree.modals.map(\.content)).map { node in
        guard case .stack(let stack) = node else { return [] }
        return stack.entries.array.compactMap { $0.screen?.route.description }
      }
    }
    #expect(names(restored.tree) == [["List", "Item(2)", "Item(3)"], ["Item(1)"]])
    #expect(names(restored.tree) == names(navigator.tree))
    guard case .stack(let stack) = restored.tree.root else {
      Issue.record("the root is no stack")
      return
    }
    #expect(restored.coordinator(anchoredAt: stack.id) != nil, "the list's flow is rebuilt")
    for entry in stack.entries.array.dropFirst() {
      #expect(restored.coordinator(anchoredAt: entry.id) != nil, "each item's flow is rebuilt")
    }
    #expect(restoring.restorationDrops.isEmpty)
  }

  @Test func anAppWithoutATabBarDropsWhatIsGoneAndStartsFreshFromAScreenNoEntryOpens() throws {
    let (app, navigator) = shop()
    _ = app.open("shop://item/2")
    app.handle(.showItem(id: 3, on: nil))
    let saved = SavedNavigation(tree: navigator.tree)
    dependencies.stock = [3]
    let (restoring, restored) = shop()
    #expect(restoring.restore(saved) == .restored)
    #expect(restored.tree.visibleStackNames == ["List"])
    #expect(restoring.restorationDrops.map(\.entries) == [2])
    let (fresh, _) = shop()
    let splash = try NavigationTree(root: .stack([.screen(Route("Splash"))]))
    #expect(fresh.restore(SavedNavigation(tree: splash)) == .nothingToRestore)
  }
}
