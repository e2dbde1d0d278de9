import Testing
import Waypoint
import WaypointPlugins

/// An app without a tab bar restores its saved navigation whatever its root: a split (its
/// detail column and the column on top), a page container (its current page), as well as a
/// stack (``StackAppLinkTests``).
@MainActor
@Suite struct RestorationInEveryRootTests {
  let dependencies = ShopDependencies()

  // MARK: A split at the root

  func splitShop() -> (ShopApp, Navigator, HeadlessHost) {
    let features: [ShopFeature] = [
      .init(
        SplitCataloguePlugin.plugin, dependencies: { $0 },
        adapter: CatalogueAdapter.init(sink:context:))
    ]
    let app = ShopApp(
      dependencies: dependencies, features: features,
      rules: PlainShopRules(item: CataloguePlugin.item, root: SplitCataloguePlugin.list))
    let host = HeadlessHost()
    let navigator = Navigator(root: app, host: host, routes: ShopFeature.routes(of: features))
    navigator.start()
    return (app, navigator, host)
  }

  @Test func aSplitRootRestoresItsDetailColumnAndTheColumnOnTop() throws {
    let (app, navigator, host) = splitShop()
    #expect(app.open("shop://item/2") == .landed(CatalogueRoute.item(id: 2).route))
    #expect(
      navigator.tree.visibleSplit?.detail?.top.screen?.route == CatalogueRoute.item(id: 2).route)
    try host.tapBack()  // The list on top; the item stays in the detail column.
    #expect(navigator.tree.visibleSplit?.compactColumn == .primary)
    let saved = SavedNavigation(tree: navigator.tree)
    let (restoring, restored, _) = splitShop()
    #expect(restoring.restore(saved) == .restored)
    let split = try #require(restored.tree.visibleSplit)
    #expect(split.detail?.top.screen?.route == CatalogueRoute.item(id: 2).route)
    #expect(split.compactColumn == .primary)
    #expect(restored.coordinator(anchoredAt: try #require(split.detail?.id)) != nil)
    #expect(restoring.restorationDrops.isEmpty)
  }

  @Test func aSplitRootDropsAnItemThatIsGone() throws {
    let (app, navigator, _) = splitShop()
    _ = app.open("shop://item/2")
    let saved = SavedNavigation(tree: navigator.tree)
    dependencies.stock = [1]
    let (restoring, restored, _) = splitShop()
    #expect(restoring.restore(saved) == .restored)
    #expect(restored.tree.visibleSplit?.detail == nil)
    #expect(restoring.restorationDrops.count == 1)
  }

  // MARK: What the app's own code showed

  /// A screen the app's own code pushed (a foreign entry) is dropped with its own reason; the
  /// screens below it come back.
  @Test func aForeignEntryIsDroppedWithItsReason() throws {
    func stackShop() -> (ShopApp, Navigator, HeadlessHost) {
      let features: [ShopFeature] = [
        .init(
          StackCataloguePlugin.plugin, dependencies: { $0 },
          adapter: CatalogueAdapter.init(sink:context:))
      ]
      let rules = PlainShopRules(item: StackCataloguePlugin.item, root: StackCataloguePlugin.list)
      let app = ShopApp(dependencies: dependencies, features: features, rules: rules)
      let host = HeadlessHost()
      let navigator = Navigator(root: app, host: host, routes: ShopFeature.routes(of: features))
      navigator.start()
      return (app, navigator, host)
    }
    let (app, navigator, host) = stackShop()
    #expect(app.open("shop://item/2") == .landed(CatalogueRoute.item(id: 2).route))
    try host.appPush("LegacyReviewsViewController")
    #expect(navigator.tree.visibleStackNames == ["List", "Item", "Foreign"])
    let saved = SavedNavigation(tree: navigator.tree)

    let (restoring, restored, _) = stackShop()
    #expect(restoring.restore(saved) == .restored)
    #expect(restored.tree.visibleStackNames == ["List", "Item"])
    let foreign = Route.foreign("LegacyReviewsViewController")
    #expect(
      restoring.restorationDrops == [
        .entry("\(foreign)", because: .foreign(foreign), alsoDropped: 0)
      ])
  }

  // MARK: Pages at the root

  /// A shelf of two pages.
  enum ShelfRoute: TypedRoute {
    case weekly
    case monthly
  }

  final class ShelfFlow: FlowCoordinator {
    init() {
      super.init(initialContent: .pages([ShelfRoute.weekly.route, ShelfRoute.monthly.route]))
    }
  }

  enum ShelfPlugin {
    @MainActor static let shelf = EntryPoint<Void, Void, Void>(
      "shelf", shows: [ShelfRoute.weekly, .monthly],
      opens: { route, _ in Opening(landing: .root(page: route.route)) },
      make: { _, _ in ShelfFlow() })

    @MainActor static let plugin = FeaturePlugin(
      name: "Shelf", routes: [ShelfRoute.self], entries: [shelf.erased],
      links: [LinkPattern("shop://shelf/monthly", example: ShelfRoute.monthly)])
  }

  /// A shop whose root is the shelf's pages, in a stack or alone.
  final class ShelfShopRules: AppRules {
    typealias Dependencies = ShopDependencies
    typealias Intent = ShopIntent
    let inStack: Bool

    init(inStack: Bool) {
      self.inStack = inStack
    }

    func launch(_ app: App) {
      app.handle(.showMain)
    }

    func carryOut(_ intent: ShopIntent, in app: App) throws(IntentRefusal) {
      switch intent {
      case .showMain:
        let shelf = try app.registry.flow(ShelfPlugin.shelf, in: .root)
        try app.navigation { () throws(NavigationError) in
          try app.start(shelf, as: .replaceRoot(inStack: inStack))
        }
      case .openLink(let link, let source):
        app.open(link, from: source)
      default:
        throw .notRegistered(entry: "\(intent)")
      }
    }
  }

  func shelfShop(inStack: Bool) -> (ShopApp, Navigator) {
    let features: [ShopFeature] = [
      .init(ShelfPlugin.plugin, dependencies: { _ in () }, adapter: { _ in () })
    ]
    let app = ShopApp(
      dependencies: dependencies, features: features, rules: ShelfShopRules(inStack: inStack))
    let navigator = Navigator(
      root: app, host: HeadlessHost(), routes: ShopFeature.routes(of: features))
    navigator.start()
    return (app, navigator)
  }

  @Test(arguments: [true, false])
  func aPageRootRestoresItsCurrentPage(inStack: Bool) throws {
    let (app, navigator) = shelfShop(inStack: inStack)
    #expect(navigator.tree.visibleScreen.route == ShelfRoute.weekly.route)
    #expect(app.open("shop://shelf/monthly") == .landed(ShelfRoute.monthly.route))
    #expect(navigator.tree.visibleScreen.route == ShelfRoute.monthly.route)
    let saved = SavedNavigation(tree: navigator.tree)
    let (restoring, restored) = shelfShop(inStack: inStack)
    #expect(restoring.restore(saved) == .restored)
    #expect(restored.tree.visibleScreen.route == ShelfRoute.monthly.route)
    let isStack = if case .stack = restored.tree.root { true } else { false }
    #expect(isStack == inStack)
  }
}
