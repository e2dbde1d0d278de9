// The ```swift blocks of Modules/Waypoint/Waypoint.docc/BuildingAnAppFromFeaturePlugins.md,
// verbatim, in the context they need: the reference app's modules, and stand-ins for the
// screen models the article's coordinator makes.
import AppModels
import AppShell
import BookmarkFeature
import Testing
import TodayFeature
import Waypoint
import WaypointPlugins

@Suite struct BuildingAnAppFromFeaturePlugins {
  // MARK: Typed routes

  public enum TodayRoute: TypedRoute {
    case today(page: TodayPage)  // .today(page: .pick) is Today(Pick) in the tree
    case article(id: Int)  // Article(3)
    case share(id: Int)  // Share(3)
  }

  @MainActor final class ArticleModel {
    init(id: Int) {}
  }

  @MainActor final class ShareModel {
    init(id: Int) {}
  }

  public final class ArticleCoordinator: TypedFlowCoordinator<TodayRoute> {
    private let id: Int

    public init(id: Int, dependencies: any TodayDependencies, navigation: any TodayNavigation) {
      self.id = id
      super.init(showing: .article(id: id))
    }
    public override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? {
      switch route {
      case .article(let id): ArticleModel(id: id)
      case .share(let id): ShareModel(id: id)
      case .today: nil
      }
    }
    func share() throws(NavigationError) { try present(.screen(TodayRoute.share(id: id))) }
  }

  @Test func routesPrintAsTheCommentsSay() {
    #expect(TodayRoute.today(page: .pick).route.description == "Today(Pick)")
    #expect(TodayRoute.article(id: 3).route.description == "Article(3)")
    #expect(TodayRoute.share(id: 3).route.description == "Share(3)")
  }

  // MARK: A plugin declares, the shell composes

  @MainActor
  public enum BookmarkPlugin {
    nonisolated public static let tabName = TabName("Bookmarks")

    public static let bookmarks = EntryPoint<
      any BookmarkDependencies, any BookmarkNavigation, Void
    >("bookmarks", shows: [BookmarkRoute.bookmarks]) { dependencies, navigation in
      BookmarksCoordinator(dependencies: dependencies, navigation: navigation)
    }

    public static let plugin = FeaturePlugin(
      name: "Bookmark", routes: [BookmarkRoute.self],
      tab: FeatureTab(tabName, order: 1, root: bookmarks))
  }

  @MainActor
  enum Registry {
    public static let features: [RegisteredFeature<AppDependencies, AppIntent>] = [
      .init(
        TodayPlugin.plugin, dependencies: { $0 },
        adapter: TodayNavigationAdapter.init(sink:context:)),
      .init(
        BookmarkPlugin.plugin, dependencies: { $0 },
        adapter: BookmarkNavigationAdapter.init(sink:context:)),
    ]
  }

  /// The app asks the registry for a flow and places it.
  @MainActor
  func openArticle(
    dependencies: AppDependencies, app: any IntentSink<AppIntent>, bookmarksFlow: Coordinator
  ) throws {
    let registry = FeatureRegistry(
      dependencies: dependencies, sink: app, features: Registry.features)
    let article = try registry.flow(TodayPlugin.article, 3, in: FlowContext(tab: "Bookmarks"))
    try bookmarksFlow.start(article, as: .push())
  }

  // MARK: The app's rules

  /// What the app decides: what it shows first and what each intent shows.
  final class ShelfRules: AppRules {
    typealias Dependencies = AppDependencies
    typealias Intent = AppIntent

    func launch(_ app: App) {
      app.handle(.showMain)
    }

    func carryOut(_ intent: AppIntent, in app: App) throws(IntentRefusal) {
      switch intent {
      case .showMain:
        try app.showMainTabs()
      case .showArticle(let id, let tab):
        try app.push(on: tab) { context throws(IntentRefusal) in
          try app.registry.flow(TodayPlugin.article, id, in: context)
        }
      case .openLink(let link, let source):
        app.open(link, from: source)
      default:
        throw .notRegistered(entry: "\(intent)")
      }
    }
  }

  /// The kit's coordinator, composed from the features and the rules.
  @MainActor
  func compose(dependencies: AppDependencies, host: any NavigationHost) -> Navigator {
    let app = PluginAppCoordinator(
      dependencies: dependencies, features: Registry.features, rules: ShelfRules())
    let navigator = Navigator(root: app, host: host, routes: app.registry.routes)
    navigator.start()
    return navigator
  }

  @MainActor @Test func theRegistryWiresBothPlugins() {
    #expect(Registry.features.map(\.name) == ["Today", "Bookmark"])
    #expect(Registry.features.compactMap(\.tab).map(\.order) == [0, 1])
  }
}
