public import Waypoint

/// What a feature tells the app shell about itself, as values the compiler checks: its name,
/// its route types and screens, the flows the shell may start, and its tab if it has one.
///
/// `Dependencies` is the feature's dependency protocol (the clients it needs) and `Navigation`
/// its navigation protocol (what the user did that leads outside it). The shell supplies both:
/// its dependencies value conforms to every feature's protocol, and an adapter per feature
/// implements the `Navigation` protocol, so a missing action is a compile error.
///
/// ```swift
/// public enum TodayPlugin {
///   public static let article = EntryPoint<any TodayDependencies, any TodayNavigation, Int>(
///     "article", shows: [TodayRoute.article(id: 1), .share(id: 1)], example: 1
///   ) { dependencies, navigation, id in
///     ArticleCoordinator(id: id, dependencies: dependencies, navigation: navigation)
///   }
///   public static let plugin = FeaturePlugin(
///     name: "Today", routes: [TodayRoute.self], entries: [article.erased],
///     tab: FeatureTab("Today", order: 0, root: pages))
/// }
/// ```
@MainActor
public struct FeaturePlugin<Dependencies, Navigation> {
  /// The feature's name, e.g. `Today`.
  public let name: String
  /// The feature's route types; the app's navigator accepts only routes of registered types.
  public let routes: [any TypedRoute.Type]
  /// The flows the shell may start.
  public let entries: [AnyEntryPoint<Dependencies, Navigation>]
  /// The feature's tab in the main tab bar, if it has one.
  public let tab: FeatureTab<Dependencies, Navigation>?
  /// The links that lead to the feature's screens, each declared next to its route case
  /// (`reading://article/{id}`).
  public let links: [LinkPattern]
  /// The main tab bar, if this feature provides it: the registry gives it every registered
  /// tab's flow, in tab-bar order.
  public let tabBar: EntryPoint<Dependencies, Navigation, [(name: TabName, flow: FlowCoordinator)]>?

  /// Describes a feature.
  /// - Parameters:
  ///   - name: The feature's name.
  ///   - routes: Its route types.
  ///   - entries: The flows the shell may start (the tab's root flow need not be repeated).
  ///   - tab: Its tab, if it has one.
  ///   - links: The links to its screens.
  ///   - tabBar: The main tab bar, if the feature provides it.
  public init(
    name: String,
    routes: [any TypedRoute.Type],
    entries: [AnyEntryPoint<Dependencies, Navigation>] = [],
    tab: FeatureTab<Dependencies, Navigation>? = nil,
    links: [LinkPattern] = [],
    tabBar: EntryPoint<Dependencies, Navigation, [(name: TabName, flow: FlowCoordinator)]>? = nil
  ) {
    self.name = name
    self.routes = routes
    self.entries = entries
    self.tab = tab
    self.links = links
    self.tabBar = tabBar
  }

  /// Every entry, the tab's root flow included.
  public var allEntries: [AnyEntryPoint<Dependencies, Navigation>] {
    (tab.map { [$0.root.erased] } ?? []) + entries
  }

  /// The screens the feature declares: every route its entries show.
  public var screens: [Route] { allEntries.flatMap(\.shows) }
}
