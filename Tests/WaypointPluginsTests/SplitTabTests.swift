import Testing
import Waypoint
import WaypointPlugins

/// The shop's catalogue as a split: its list in the primary column, and what the app opens
/// from it in the detail column.
@MainActor
enum SplitCataloguePlugin {
  static let list = EntryPoint<any CatalogueDependencies, any CatalogueNavigation, Void>(
    "list", shows: [CatalogueRoute.list],
    opens: { _, _ in Opening(landing: .root(in: CataloguePlugin.tabName)) },
    make: { _, navigation in SplitFlow(navigation: navigation) })

  static let plugin = FeaturePlugin(
    name: "Catalogue", routes: [CatalogueRoute.self],
    entries: [CataloguePlugin.item.erased, list.erased],
    tab: FeatureTab(CataloguePlugin.tabName, order: 1, root: list),
    links: [
      LinkPattern("shop://item/{id}", example: CatalogueRoute.item(id: 1)),
      LinkPattern("shop://catalogue", example: CatalogueRoute.list),
    ])
}

/// The catalogue list, shown as the primary column of a split.
final class SplitFlow: FlowCoordinator {
  let navigation: AnyObject?

  init(navigation: AnyObject?) {
    self.navigation = navigation
    super.init(initialContent: .split(primary: .screen(CatalogueRoute.list)))
  }
}

@MainActor
@Suite struct SplitTabTests {
  let dependencies = ShopDependencies()

  /// The shop, its catalogue a split, on a headless host, with the Catalogue tab selected.
  func shop() throws -> (ShopApp, Navigator, HeadlessHost) {
    let features: [ShopFeature] = [
      .init(
        SplitCataloguePlugin.plugin, dependencies: { $0 },
        adapter: CatalogueAdapter.init(sink:context:)),
      .init(CartPlugin.plugin, dependencies: { _ in () }, adapter: { CartAdapter(sink: $0) }),
      .init(TabBarPlugin.plugin, dependencies: { _ in () }, adapter: { _ in () }),
    ]
    let app = ShopApp(shop: dependencies, features: features)
    let host = HeadlessHost()
    let navigator = Navigator(
      root: app, host: host,
      routes: RouteTable(ShopFeature.routes(of: features).types + [SignInRoute.self]))
    navigator.start()
    try app.selectTab(CataloguePlugin.tabName)
    return (app, navigator, host)
  }

  @Test func whatTheTabsFlowOpensShowsInTheDetailColumnInPlaceOfWhatItShowed() throws {
    let (app, navigator, host) = try shop()
    #expect(navigator.tree.visibleStackNames == ["List"])
    app.handle(.showItem(id: 1, on: CataloguePlugin.tabName))
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    let split = try #require(navigator.tree.visibleSplit)
    let first = try #require(split.detail?.top.id)
    weak let firstFlow = navigator.coordinator(anchoredAt: try #require(split.detail?.id))
    #expect(firstFlow != nil)
    app.handle(.showItem(id: 2, on: CataloguePlugin.tabName))
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    #expect(navigator.tree.visibleScreen.route == CatalogueRoute.item(id: 2).route)
    #expect(!navigator.tree.contains(first))
    #expect(firstFlow == nil, "the replaced flow was released")
    try host.tapBack()
    #expect(navigator.tree.visibleStackNames == ["List"])
    try host.resize(to: .regular)
    #expect(navigator.tree.visibleScreen.route == CatalogueRoute.item(id: 2).route)
    #expect(app.refusals.isEmpty)
  }

  @Test func aLinkLandsInTheDetailColumnAndTheTabsLinkBringsTheListOnTop() throws {
    let (app, navigator, _) = try shop()
    try app.selectTab("Cart")
    #expect(app.open("shop://item/3") == .landed(CatalogueRoute.item(id: 3).route))
    #expect(navigator.tree.visibleTabs?.selected.name == CataloguePlugin.tabName)
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    let detail = try #require(navigator.tree.visibleSplit?.detail?.id)
    // The same link again returns to what the detail shows.
    #expect(app.open("shop://item/3") == .landed(CatalogueRoute.item(id: 3).route))
    #expect(navigator.tree.visibleSplit?.detail?.id == detail)
    #expect(app.open("shop://catalogue") == .landed(CatalogueRoute.list.route))
    #expect(navigator.tree.visibleStackNames == ["List"])
    #expect(app.refusals.isEmpty)
  }

  @Test func aTabSavedAsAStackAndNowASplitShowsWhatWasPushedInItsDetailAndBack() throws {
    // Saved by the shop whose catalogue was a plain stack: List › Item(2).
    let stackShop = ShopApp(shop: dependencies, features: shopFeatures)
    let stackNavigator = Navigator(
      root: stackShop, host: HeadlessHost(),
      routes: RouteTable(ShopFeature.routes(of: shopFeatures).types + [SignInRoute.self]))
    stackNavigator.start()
    try stackShop.selectTab(CataloguePlugin.tabName)
    stackShop.handle(.showItem(id: 2, on: CataloguePlugin.tabName))
    #expect(stackNavigator.tree.visibleStackNames == ["List", "Item"])
    let (splitShop, splitNavigator, _) = try shop()
    #expect(splitShop.restore(SavedNavigation(tree: stackNavigator.tree)) == .restored)
    #expect(splitNavigator.tree.visibleSplit?.detail?.top.screen?.route.name == "Item")
    #expect(splitNavigator.tree.visibleStackNames == ["List", "Item"])
    // And the other way: the split's detail is pushed onto the stack, as it showed collapsed.
    let back = ShopApp(shop: dependencies, features: shopFeatures)
    let backNavigator = Navigator(
      root: back, host: HeadlessHost(),
      routes: RouteTable(ShopFeature.routes(of: shopFeatures).types + [SignInRoute.self]))
    backNavigator.start()
    #expect(back.restore(SavedNavigation(tree: splitNavigator.tree)) == .restored)
    #expect(backNavigator.tree.visibleStackNames == ["List", "Item"])
    #expect(backNavigator.tree.visibleSplit == nil)
  }

  @Test func aSavedSplitTabIsRestoredWithItsDetailAndTheColumnOnTop() throws {
    let (app, navigator, host) = try shop()
    app.handle(.showItem(id: 2, on: CataloguePlugin.tabName))
    try host.tapBack()  // the list on top, the item kept in the detail column
    let saved = SavedNavigation(tree: navigator.tree)
    let (restoring, restored, _) = try shop()
    #expect(restoring.restore(saved) == .restored)
    let split = try #require(restored.tree.visibleSplit)
    #expect(split.detail?.top.screen?.route == CatalogueRoute.item(id: 2).route)
    #expect(split.compactColumn == .primary)
    #expect(restored.tree.visibleStackNames == ["List"])
    #expect(restored.coordinator(anchoredAt: try #require(split.detail?.id)) != nil)
    // An item that is gone by the restoration is dropped with what is above it.
    dependencies.stock = [1]
    let (later, again, _) = try shop()
    #expect(later.restore(saved) == .restored)
    #expect(again.tree.visibleSplit?.detail == nil)
    #expect(later.restorationDrops.count == 1)
  }
}
