import Testing
import Waypoint
import WaypointPlugins

/// The screen the shop shows while the shopper is signed out.
enum SignInRoute: TypedRoute {
  case signIn
}

/// What the shop decides, given to the kit's coordinator: what it shows first and for each
/// intent is its own closed switch; links, refusals, the access gate and forced intents come
/// from `PluginAppCoordinator`.
final class ShopRules: AppRules {
  typealias Dependencies = ShopDependencies
  typealias Intent = ShopIntent
  static let gateName = "sign-in"
  let access: AccessRule<ShopIntent>?

  init(dependencies: ShopDependencies) {
    access = AccessRule(named: Self.gateName) { dependencies.signedIn }
  }

  func launch(_ app: App) {
    app.handle(app.dependencies.signedIn ? .showMain : .signedOut)
  }

  func carryOut(_ intent: ShopIntent, in app: App) throws(IntentRefusal) {
    switch intent {
    case .showMain:
      try app.showMainTabs()
    case .showItem(let id, let tab):
      try app.push(on: tab) { context throws(IntentRefusal) in
        try app.registry.flow(CataloguePlugin.item, id, in: context)
      }
    case .checkOut:
      try app.selectTab("Cart")
    case .openLink(let link, let source):
      app.open(link, from: source)
    case .signedOut:
      try app.replaceRoot(with: ScreenFlow(SignInRoute.signIn))
    }
  }
}

/// The shop app: the kit's coordinator with the shop's rules.
typealias ShopApp = PluginAppCoordinator<ShopDependencies, ShopIntent>

extension PluginAppCoordinator where Dependencies == ShopDependencies, Intent == ShopIntent {
  /// The shop built from `features`, on the shop's rules.
  convenience init(shop dependencies: ShopDependencies, features: [ShopFeature]) {
    self.init(
      dependencies: dependencies, features: features, rules: ShopRules(dependencies: dependencies))
  }
}

@MainActor
@Suite struct PluginAppCoordinatorTests {
  let dependencies = ShopDependencies()

  /// The shop on a headless host; started unless `started` is false.
  func shop(started: Bool = true) -> (ShopApp, Navigator) {
    let app = ShopApp(shop: dependencies, features: shopFeatures)
    let navigator = Navigator(
      root: app, host: HeadlessHost(),
      routes: RouteTable(ShopFeature.routes(of: shopFeatures).types + [SignInRoute.self]))
    if started { navigator.start() }
    return (app, navigator)
  }

  @Test func aLinkLandsInOneTransactionAndSaysWhere() throws {
    let (app, navigator) = shop()
    #expect(navigator.tree.visibleStackNames == ["Cart"])
    let count = navigator.journal.recordedCount
    let reads = dependencies.reads
    let outcome = app.open("shop://item/2")
    #expect(outcome == .landed(CatalogueRoute.item(id: 2).route))
    #expect(navigator.tree.visibleStackNames == ["List", "Item"])
    let applied = navigator.journal.entries.filter { $0.id > count && $0.tree != nil }
    #expect(applied.count == 1)
    // The item's entry is asked once whether the item exists; building its flow reads it once.
    #expect(dependencies.reads - reads == 2)
    #expect(app.refusals.isEmpty)
  }

  @Test(arguments: [
    ("shop://item/x", "link"), ("shop://item/7", "feature"), ("other://item/1", "link"),
  ])
  func aLinkThatCannotOpenIsRefusedReportedAndChangesNothing(link: String, kind: String) throws {
    let (app, navigator) = shop()
    let tree = navigator.tree
    guard case .refused(let error) = app.open(link, from: .notification) else {
      Issue.record("\(link) was not refused")
      return
    }
    switch (kind, error) {
    case ("link", .link), ("feature", .feature): break
    default: Issue.record("\(link) refused for \(error)")
    }
    #expect(navigator.tree == tree)
    #expect(app.refusals == [.init(intent: .openLink(link, from: .notification), error: error)])
    #expect(navigator.journal.last?.result == .refusedByApp(AppValue(error)))
  }

  @Test func aLinkBeforeTheLaunchWaitsThenLandsWithTheFirstMainTabs() throws {
    let (app, navigator) = shop(started: false)
    #expect(app.open("shop://item/3") == .held(.untilLaunch))
    #expect(app.open("shop://item/2") == .held(.untilLaunch), "a newer link replaces it")
    #expect(app.linkBeforeLaunch == .openLink("shop://item/2", from: .url))
    navigator.start()
    #expect(app.linkBeforeLaunch == nil)
    #expect(navigator.tree.visibleScreen.route == CatalogueRoute.item(id: 2).route)
    let first = navigator.journal.entries.compactMap(\.tree).first {
      if case .tabs = $0.root { true } else { false }
    }
    #expect(first?.visibleScreen.route == CatalogueRoute.item(id: 2).route)
  }

  @Test func theAccessGateHoldsALinkAsItsLandingAndAccessResumesIt() throws {
    dependencies.signedIn = false
    let (app, navigator) = shop()
    #expect(navigator.tree.visibleScreen.route == SignInRoute.signIn.route)
    #expect(app.open("shop://item/3") == .held(.untilAccess(ShopRules.gateName)))
    let older = try #require(app.changeWaitingForAccess)
    #expect(app.open("shop://item/2") == .held(.untilAccess(ShopRules.gateName)))
    #expect(older.state == .cancelled, "a newer link cancels the older")
    #expect(app.linkWaitingForAccess?.route == CatalogueRoute.item(id: 2).route)
    #expect(app.linkWaitingForAccess?.link == "shop://item/2")
    #expect(navigator.tree.visibleScreen.route == SignInRoute.signIn.route)
    dependencies.signedIn = true
    let count = navigator.journal.recordedCount
    app.handle(.showMain)
    let applied = navigator.journal.entries.filter { $0.id > count && $0.tree != nil }
    #expect(applied.count == 1)
    #expect(applied.first?.tree?.visibleScreen.route == CatalogueRoute.item(id: 2).route)
    #expect(app.changeWaitingForAccess == nil)
    #expect(app.refusals.isEmpty)
  }

  @Test func aHeldLinkWhoseItemIsGoneByTheTimeAccessIsGrantedIsReported() throws {
    dependencies.signedIn = false
    let (app, navigator) = shop()
    app.open("shop://item/3")
    let held = try #require(app.changeWaitingForAccess)
    dependencies.stock.remove(3)
    dependencies.signedIn = true
    app.handle(.showMain)
    #expect(held.state == .cancelled)
    #expect(navigator.tree.visibleStackNames == ["Cart"], "the plain main tabs")
    #expect(
      app.refusals == [
        .init(
          intent: .openLink("shop://item/3", from: .url),
          error: .feature(EntryRefusal(ShopRefusal.noSuchItem(3))))
      ])
  }

  @Test func anotherGuardReadsTheLinksLandingAndHoldsIt() throws {
    let (app, navigator) = shop()
    var landings: [LinkLanding] = []
    navigator.addGuard(named: "confirm") { change in
      guard let landing = change.purpose?.as(LinkLanding.self) else { return .allow }
      landings.append(landing)
      return .ask { _ in }
    }
    #expect(app.open("shop://item/1") == .held(.askedBy("confirm")))
    #expect(landings.map(\.route) == [CatalogueRoute.item(id: 1).route])
    #expect(landings.first?.landing == .pushed(in: CataloguePlugin.tabName))
    #expect(app.linkWaitingForAccess == nil, "not the access gate's")
    app.handle(.showItem(id: 2, on: nil))
    #expect(landings.count == 1, "an intent's change carries no landing")
  }

  @Test func aForcedIntentPassesTheGateAndEveryGuard() throws {
    let (app, navigator) = shop()
    navigator.addGuard(named: "never") { _ in .veto("no") }
    app.handle(.signedOut)
    #expect(navigator.tree.visibleScreen.route == SignInRoute.signIn.route)
    #expect(app.refusals.isEmpty)
    app.handle(.checkOut)
    #expect(app.refusals.map(\.error) == [.noMainTabBar])
  }

  @Test func aFeatureAloneRecordsWhatItAsksAndRefusesLinks() throws {
    let (app, navigator) = shop(started: false)
    let alone = FeatureAlone(feature: "Catalogue")
    app.alone = alone
    navigator.start()
    #expect(alone.problem == nil)
    #expect(navigator.tree.root.kind == .tabs, "two entries, two tabs")
    #expect(app.open("shop://item/1") == .refused(.runsAlone("Catalogue")))
    // What the feature's adapter does when the user taps an item.
    app.handle(.showItem(id: 3, on: nil), askedBy: "itemTapped(id:)")
    #expect(alone.asked == ["itemTapped(id: 3)"])
    #expect(app.refusals.map(\.error) == [.runsAlone("Catalogue")], "the link only")
  }

  @Test func theAppAndEveryFlowItShowedAreReleasedWithTheNavigator() throws {
    weak var weakApp: ShopApp?
    weak var weakFlow: Coordinator?
    do {
      let (app, navigator) = shop()
      app.open("shop://item/2")
      weakApp = app
      weakFlow = navigator.coordinator(anchoredAt: navigator.tree.visibleStack!.id)
      #expect(weakFlow != nil)
    }
    #expect(weakApp == nil)
    #expect(weakFlow == nil)
  }
}
