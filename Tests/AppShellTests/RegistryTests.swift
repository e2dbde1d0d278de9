import AppModels
import AppModelsTesting
import AppShellTesting
import BookmarkFeature
import MyPageFeature
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins
import WaypointTesting

@testable import AppShell

/// The composition check: what the plugins declare fits together, and every entry is wired.
@MainActor
@Suite struct RegistryTests {
  /// Holds whatever features are added: the reference app's are all there, once, and the
  /// app still opens on Today with Bookmarks after it.
  @Test func everyFeatureIsRegisteredOnceAndTheTabsFollowTheirOrder() {
    let names = AppFeatures.all.map(\.name)
    let reference = ["Splash", "Auth", "Tab", "Today", "Bookmark", "MyPage"]
    #expect(names.filter(reference.contains) == reference)
    #expect(Set(names).count == names.count)
    let tabs = AppFeatures.tabs
    #expect(tabs.first?.name == TodayPlugin.tabName, "the app opens on Today")
    let referenceTabs = [TodayPlugin.tabName, BookmarkPlugin.tabName]
    #expect(tabs.map(\.name).filter(referenceTabs.contains) == referenceTabs)
    #expect(Set(tabs.map(\.name)).count == tabs.count)
    #expect(tabs.map(\.order) == tabs.map(\.order).sorted())
  }

  @Test func everyRouteTypeOfEveryFeatureIsReachableThroughOneOfItsEntries() {
    for feature in AppFeatures.all { checkReachable(feature) }
  }

  func checkReachable(_ feature: AppFeature) {
    let name = feature.name
    for type in feature.routes {
      let own = RouteTable([type])
      #expect(
        feature.screens.contains { own.contains($0) },
        "no entry of \(name) shows a screen of \(type)")
    }
    for screen in feature.screens {
      #expect(
        RouteTable(feature.routes).contains(screen), "\(screen) is not a route of \(name)'s types")
    }
  }

  @Test func noTwoRegisteredRouteTypesShareAScreenName() {
    let table = AppFeatures.routes
    for screen in AppFeatures.all.flatMap(\.screens) {
      let owners = table.types.filter { RouteTable([$0]).contains(screen) }
      #expect(owners.count == 1, "\(screen.name) decodes into \(owners)")
    }
  }

  @Test func everyEntryOfEveryFeatureStartsThroughTheRegistryAndShowsWhatItDeclares() throws {
    let spy = IntentSpy()
    let registry = AppRegistry(dependencies: AppDependencies.inMemory(), sink: spy)
    var started = 0
    for feature in registry.features {
      for entry in feature.entries {
        let flow = try registry.exampleFlow(of: entry, in: FlowContext(tab: TodayPlugin.tabName))
        start(flow, showing: entry.shows, as: "\(feature.name).\(entry.name)")
        started += 1
      }
    }
    #expect(started == registry.features.map(\.entries.count).reduce(0, +))
    #expect(started >= 6, "every plugin's entries, tab roots included")
    let tabBar = try registry.mainTabBar()
    start(tabBar, showing: registry.features.flatMap(\.screens), as: "the main tab bar")
    #expect(
      tabBar.children.count == AppFeatures.tabs.count, "one flow per registered tab")
  }

  @Test func everyDeclaredLinkIsUsableAndRoundTripsThroughARouteTheAppAccepts() throws {
    let links = AppFeatures.links
    #expect(links.problems.isEmpty, "\(links.problems)")
    #expect(links.patterns.count >= 4, "the reference app's links")
    for pattern in links.patterns {
      let example = try #require(pattern.example, "\(pattern) is declared with an example")
      #expect(AppFeatures.routes.problem(with: example) == nil, "\(pattern)")
      let link = try links.link(for: example)
      #expect(try links.match(link).route == example, "\(link)")
    }
  }

  @Test(arguments: [
    ("reading://article/8", TodayRoute.article(id: 8).route),
    ("https://reading.example/articles/8", TodayRoute.article(id: 8).route),
    ("READING://Article/12", TodayRoute.article(id: 12).route),
    ("reading://bookmarks", BookmarkRoute.bookmarks.route),
    ("reading://mypage", MyPageRoute.myPage.route),
  ])
  func theReferenceAppsLinksReadIntoItsRoutes(link: String, route: Route) throws {
    #expect(try AppFeatures.links.match(link).route == route)
  }

  @Test func aBadLinkIsATypedErrorNamingTheWrongPart() {
    let links = AppFeatures.links
    #expect(throws: LinkError.missingValue("id")) { try links.match("reading://article/") }
    #expect(throws: LinkError.foreignHost("elsewhere.example")) {
      try links.match("https://elsewhere.example/articles/8")
    }
    #expect(throws: LinkError.self) { try links.match("reading://article/abc") }
  }

  @Test func everyFeatureIsWiredWithItsOwnTypes() {
    // The registry finds an entry's wiring by its dependency and navigation types: two features
    // sharing both would make `flow(_:_:in:)` ambiguous.
    let wirings = AppFeatures.all.map { String(reflecting: $0.wiringType) }
    #expect(Set(wirings).count == wirings.count, "\(wirings)")
  }

  @Test func theAppsOwnCallsGoThroughTheSamePath() throws {
    let spy = IntentSpy()
    let registry = AppRegistry(dependencies: AppDependencies.inMemory(), sink: spy)
    let article = try registry.flow(TodayPlugin.article, 3, in: FlowContext(tab: "Bookmarks"))
    start(article, showing: [TodayRoute.article(id: 3).route], as: "article 3")
    #expect(throws: IntentRefusal.feature(EntryRefusal(TodayRefusal.noSuchArticle(99)))) {
      try registry.flow(TodayPlugin.article, 99, in: .root)
    }
    let unregistered = AppRegistry(
      dependencies: AppDependencies.inMemory(), sink: spy,
      features: AppFeatures.all.filter { $0.name != "Today" })
    #expect(throws: IntentRefusal.notRegistered(entry: "article")) {
      try unregistered.flow(TodayPlugin.article, 3, in: .root)
    }
  }

  func start(_ flow: FlowCoordinator, showing shows: [Route], as id: String) {
    let host = HeadlessHost()
    let root = ScriptedRoot(starting: flow)
    let navigator = Navigator(root: root, host: host, routes: AppFeatures.routes)
    navigator.start()
    #expect(
      navigator.journal.entries.allSatisfy { !$0.isRefused }, "\(navigator.journal.entries)")
    #expect(flow.isActive, "\(id) runs")
    let shown = navigator.tree.visibleScreen.route
    #expect(shows.map(\.name).contains(shown.name), "\(id) shows \(shown)")
  }

  @Test func aRouteOfNoRegisteredTypeIsRefusedWithWhatIsWrong() {
    let table = AppFeatures.routes
    #expect(
      table.problem(with: Route("Article", ["idd": "x"]))
        == .missingArgument("id", route: "Article"))
    #expect(
      table.problem(with: Route("Article", ["id": "x"]))
        == .malformedArgument("id", value: "x", route: "Article", expected: "Int"))
    #expect(table.problem(with: Route("Nowhere")) == .unknownName("Nowhere"))
    #expect(table.problem(with: TodayRoute.article(id: 3).route) == nil)
  }
}
