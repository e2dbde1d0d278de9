import Testing
import Waypoint

@testable import WaypointPlugins

// A small shop app of its own, built on the kit alone: a catalogue tab (a list, and an item
// that a link opens), a cart tab, and a feature that provides the tab bar.

enum CatalogueRoute: TypedRoute {
  case list
  case item(id: Int)
}

enum CartRoute: TypedRoute {
  case cart
}

enum ShopIntent: NavigationIntent {
  case showItem(id: Int, on: TabName?)
  case checkOut
  case showMain
  case openLink(String, from: LinkSource)
  case signedOut

  var isForced: Bool { self == .signedOut }
  /// The main screens or signing in decide where the launch goes.
  var decidesLaunch: Bool { self == .showMain || self == .signedOut }

  var description: String {
    switch self {
    case .showItem(let id, _): "show item \(id)"
    case .checkOut: "check out"
    case .showMain: "show the main tabs"
    case .openLink(let link, _): "open \(link)"
    case .signedOut: "signed out"
    }
  }
}

/// The catalogue's dependencies: the items that exist.
@MainActor
protocol CatalogueDependencies {
  var items: Set<Int> { get }
}

/// What the user did in the catalogue.
@MainActor
protocol CatalogueNavigation: AnyObject {
  func itemTapped(id: Int)
}

@MainActor
protocol CartNavigation: AnyObject {
  func checkOutTapped()
}

@MainActor
final class ShopDependencies: CatalogueDependencies {
  /// The items in stock.
  var stock: Set<Int> = [1, 2, 3]
  /// How many times the catalogue was asked which items exist.
  private(set) var reads = 0
  /// Whether the shopper signed in (the shop app's access gate).
  var signedIn = true

  var items: Set<Int> {
    reads += 1
    return stock
  }
}

final class ScreenFlow: FlowCoordinator {
  /// The adapter the flow reports to, as the registry wired it.
  let navigation: AnyObject?

  init(_ route: some TypedRoute, navigation: AnyObject? = nil) {
    self.navigation = navigation
    super.init(initialContent: .screen(route.route))
  }
}

enum ShopRefusal: Hashable, Sendable, CustomStringConvertible {
  case noSuchItem(Int)
  var description: String {
    switch self {
    case .noSuchItem(let id): "no item \(id)"
    }
  }
}

@MainActor
enum CataloguePlugin {
  nonisolated static let tabName = TabName("Catalogue")

  static let list = EntryPoint<any CatalogueDependencies, any CatalogueNavigation, Void>(
    "list", shows: [CatalogueRoute.list]
  ) { _, navigation in ScreenFlow(CatalogueRoute.list, navigation: navigation) }

  static let item = EntryPoint<any CatalogueDependencies, any CatalogueNavigation, Int>(
    "item", shows: [CatalogueRoute.item(id: 1)], example: 1,
    opens: { (route, dependencies) throws(EntryRefusal) in
      guard case .item(let id) = route else { return nil }
      guard dependencies.items.contains(id) else { throw EntryRefusal(ShopRefusal.noSuchItem(id)) }
      return Opening(id, landing: .pushed(in: tabName))
    },
    make: { (dependencies, navigation, id) throws(EntryRefusal) in
      guard dependencies.items.contains(id) else { throw EntryRefusal(ShopRefusal.noSuchItem(id)) }
      return ScreenFlow(CatalogueRoute.item(id: id), navigation: navigation)
    })

  static let plugin = FeaturePlugin(
    name: "Catalogue", routes: [CatalogueRoute.self], entries: [item.erased],
    tab: FeatureTab(tabName, order: 1, root: list),
    links: [LinkPattern("shop://item/{id}", example: CatalogueRoute.item(id: 1))])
}

@MainActor
enum CartPlugin {
  static let cart = EntryPoint<Void, any CartNavigation, Void>(
    "cart", shows: [CartRoute.cart]
  ) { _, navigation in ScreenFlow(CartRoute.cart, navigation: navigation) }

  static let plugin = FeaturePlugin(
    name: "Cart", routes: [CartRoute.self], tab: FeatureTab("Cart", order: 0, root: cart))
}

@MainActor
enum TabBarPlugin {
  static let tabBar = EntryPoint<Void, Void, [(name: TabName, flow: FlowCoordinator)]>(
    "tab bar", example: []
  ) { _, _, tabs in TabCoordinator(tabs: tabs) }

  static let plugin = FeaturePlugin<Void, Void>(name: "TabBar", routes: [], tabBar: tabBar)
}

final class CatalogueAdapter: IntentAdapter<ShopIntent>, CatalogueNavigation {
  func itemTapped(id: Int) { send(.showItem(id: id, on: context.tab)) }
}

final class CartAdapter: IntentAdapter<ShopIntent>, CartNavigation {
  func checkOutTapped() { send(.checkOut) }
}

@MainActor
final class ShopSink: IntentSink {
  var heard: [(ShopIntent, String)] = []
  func handle(_ intent: ShopIntent) { heard.append((intent, "")) }
  func handle(_ intent: ShopIntent, askedBy action: String) { heard.append((intent, action)) }
}

typealias ShopFeature = RegisteredFeature<ShopDependencies, ShopIntent>

@MainActor
let shopFeatures: [ShopFeature] = [
  .init(
    CataloguePlugin.plugin, dependencies: { $0 }, adapter: CatalogueAdapter.init(sink:context:)),
  .init(CartPlugin.plugin, dependencies: { _ in () }, adapter: { CartAdapter(sink: $0) }),
  .init(TabBarPlugin.plugin, dependencies: { _ in () }, adapter: { _ in () }),
]

/// The registry wires any app's plugins: its dependencies, its intents, its tabs and links.
@MainActor
@Suite struct FeatureRegistryTests {
  let sink = ShopSink()

  func registry(_ features: [ShopFeature] = shopFeatures) -> FeatureRegistry<
    ShopDependencies, ShopIntent
  > {
    FeatureRegistry(dependencies: ShopDependencies(), sink: sink, features: features)
  }

  @Test func aFlowIsBuiltWithTheAdapterForItsContext() throws {
    let flow = try #require(
      try registry().flow(CataloguePlugin.item, 2, in: FlowContext(tab: "Cart")) as? ScreenFlow)
    #expect(flow.initialContent == .screen(CatalogueRoute.item(id: 2).route))
    let adapter = try #require(flow.navigation as? CatalogueAdapter)
    #expect(adapter.context == FlowContext(tab: "Cart"))
    adapter.itemTapped(id: 3)
    #expect(sink.heard.map(\.0) == [.showItem(id: 3, on: "Cart")])
    #expect(sink.heard.map(\.1) == ["itemTapped(id:)"])
  }

  @Test func refusalsAreTyped() {
    #expect(throws: IntentRefusal.feature(EntryRefusal(ShopRefusal.noSuchItem(9)))) {
      try registry().flow(CataloguePlugin.item, 9, in: .root)
    }
    let withoutCatalogue = registry(shopFeatures.filter { $0.name != "Catalogue" })
    #expect(throws: IntentRefusal.notRegistered(entry: "item")) {
      try withoutCatalogue.flow(CataloguePlugin.item, 1, in: .root)
    }
    #expect(throws: IntentRefusal.notRegistered(entry: "tab bar")) {
      try registry(shopFeatures.filter { $0.name != "TabBar" }).mainTabBar()
    }
  }

  @Test func aRouteIsOpenedByTheEntryThatOwnsIt() throws {
    let registry = registry()
    let opened = try registry.destination(of: CatalogueRoute.item(id: 3).route)
    #expect(opened.landing == .pushed(in: CataloguePlugin.tabName))
    #expect(opened.shows == [CatalogueRoute.item(id: 1).route])
    let flow = try #require(try registry.flow(opened, in: .root) as? ScreenFlow)
    #expect(flow.initialContent == .screen(CatalogueRoute.item(id: 3).route))
    #expect(throws: IntentRefusal.feature(EntryRefusal(ShopRefusal.noSuchItem(7)))) {
      try registry.destination(of: CatalogueRoute.item(id: 7).route)
    }
    #expect(throws: IntentRefusal.nothingOpens(CartRoute.cart.route)) {
      try registry.destination(of: CartRoute.cart.route)
    }
  }

  @Test func theTabBarHasEveryTabInOrder() throws {
    let registry = registry()
    #expect(registry.tabs.map(\.name) == ["Cart", "Catalogue"])
    let tabBar = try #require(try registry.mainTabBar() as? TabCoordinator)
    #expect(tabBar.tabNames == ["Cart", "Catalogue"])
    let navigator = Navigator(root: Coordinator(), host: HeadlessHost(), routes: registry.routes)
    navigator.start()
    try navigator.root.start(tabBar, as: .replaceRoot(inStack: false))
    #expect(navigator.tree.visibleScreen.route == CartRoute.cart.route)
    try navigator.perform(.selectTab(.named("Catalogue")))
    #expect(navigator.tree.visibleScreen.route == CatalogueRoute.list.route)
  }

  @Test func routesAndLinksAreTheRegisteredOnes() throws {
    let registry = registry()
    #expect(registry.routes.contains(CartRoute.cart.route))
    #expect(!registry.routes.contains(Route("Checkout")))
    #expect(try registry.links.match("shop://item/2").route == CatalogueRoute.item(id: 2).route)
    #expect(ShopFeature.routes(of: shopFeatures).types.count == 2)
  }

  @Test func anAppThatHasGoneIsARefusalAndAnAdapterHoldsItWeakly() throws {
    var sink: ShopSink? = ShopSink()
    weak let weakSink = sink
    let registry = FeatureRegistry(
      dependencies: ShopDependencies(), sink: try #require(sink), features: shopFeatures)
    let flow = try #require(try registry.flow(CartPlugin.cart, in: .root) as? ScreenFlow)
    sink = nil
    #expect(weakSink == nil)
    #expect(throws: IntentRefusal.appReleased) {
      try registry.flow(CartPlugin.cart, in: .root)
    }
    try #require(flow.navigation as? CartAdapter).checkOutTapped()
  }
}
