import AppModels
import AppModelsTesting
import AppNavigation
import BookmarkFeature
import Testing
import TodayFeature
import Waypoint
import WaypointTesting

@testable import AppShell

/// The app's dependencies, in memory.
@MainActor
func inMemoryDependencies(session: InMemorySession = InMemorySession()) -> AppDependencies {
  let bookmarks = InMemoryBookmarks()
  let launch = InMemoryLaunch()
  return AppDependencies(
    articles: InMemoryArticles(), bookmarks: bookmarks, session: session, launch: launch,
    account: InMemoryAccount(session: session, bookmarks: bookmarks, launch: launch))
}

/// The composition check: what the plugins declare fits together, and every entry is wired.
@MainActor
@Suite struct RegistryTests {
  @Test func everyFeatureIsRegisteredOnceAndTheTabsFollowTheirOrder() {
    let names = FeatureRegistry.features.map(\.name)
    #expect(names.starts(with: ["Splash", "Auth", "Tab", "Today", "Bookmark", "MyPage"]))
    #expect(Set(names).count == names.count)
    let tabs = FeatureRegistry.tabs
    #expect(tabs.map(\.name).starts(with: [TodayPlugin.tabName, BookmarkPlugin.tabName]))
    #expect(tabs.map(\.order) == tabs.map(\.order).sorted())
  }

  @Test func everyRouteTypeOfEveryFeatureIsReachableThroughOneOfItsEntries() {
    for feature in FeatureRegistry.features { checkReachable(feature) }
  }

  func checkReachable(_ feature: RegisteredFeature) {
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
    let table = FeatureRegistry.routes
    for screen in FeatureRegistry.features.flatMap(\.screens) {
      let owners = table.types.filter { RouteTable([$0]).contains(screen) }
      #expect(owners.count == 1, "\(screen.name) decodes into \(owners)")
    }
  }

  @Test func everyEntryOfEveryFeatureStartsOnTheAppsNavigatorAndShowsWhatItDeclares() {
    for feature in FeatureRegistry.features {
      for entry in feature.entries { start(entry, of: feature) }
    }
  }

  func start(_ entry: RegisteredFeature.Entry, of feature: RegisteredFeature) {
    let id = "\(feature.name).\(entry.name)"
    let spy = IntentSpy()
    let flow = entry.makeExample(inMemoryDependencies(), spy, FlowContext(tab: TodayPlugin.tabName))
    let host = HeadlessHost()
    let root = ScriptedRoot(starting: flow)
    let navigator = Navigator(root: root, host: host, routes: FeatureRegistry.routes)
    navigator.start()
    #expect(
      navigator.journal.entries.allSatisfy { $0.error == nil }, "\(navigator.journal.entries)")
    #expect(flow.isActive)
    let shown = navigator.tree.visibleScreen.route
    #expect(entry.shows.map(\.name).contains(shown.name), "\(id) shows \(shown)")
  }

  @Test func aRouteOfNoRegisteredTypeIsRefusedWithWhatIsWrong() {
    let table = FeatureRegistry.routes
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
