public import Waypoint

/// A feature plugin wired into an app: the plugin, how the app's dependencies (`Dependencies`)
/// become the feature's, and how the adapter that maps its actions to the app's intents
/// (`Intent`) is made for a flow in a context. It owns everything the app needs to start any of
/// the feature's flows; the ``FeatureRegistry`` holds one per feature, and every flow of the
/// app is built through it. The compiler checks that the app's dependencies conform to the
/// feature's dependency protocol and that the adapter implements its `Navigation` protocol.
///
/// An app lists its features once, one line each:
///
/// ```swift
/// static let all: [RegisteredFeature<AppDependencies, AppIntent>] = [
///   .init(TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayNavigationAdapter.init),
///   .init(BookmarkPlugin.plugin, dependencies: { $0 }, adapter: BookmarkNavigationAdapter.init),
/// ]
/// ```
@MainActor
public struct RegisteredFeature<AppDependencies, Intent> {
  /// The feature's name.
  public let name: String
  /// Its route types.
  public let routes: [any TypedRoute.Type]
  /// Its entries (its tab's root flow included), each startable with its example input.
  public let entries: [Entry]
  /// Its tab, if it has one.
  public let tab: Tab?
  /// The links to its screens.
  public let links: [LinkPattern]
  /// How its flows get their dependencies and adapters: a ``Wiring`` of the plugin's types.
  let wiring: Any
  /// Builds the main tab bar around the given tabs, when this feature provides it.
  let makeTabBar:
    (
      @MainActor (AppDependencies, any IntentSink<Intent>, [(name: TabName, flow: FlowCoordinator)])
        throws(EntryRefusal) -> FlowCoordinator
    )?

  /// A route an entry of the feature opens, wired.
  typealias Destination = FeatureRegistry<AppDependencies, Intent>.Destination

  /// How a feature's flows are wired: the feature's dependencies from the app's, and its
  /// adapter for a flow in a context.
  struct Wiring<Dependencies, Navigation> {
    let dependencies: @MainActor (AppDependencies) -> Dependencies
    let adapter: @MainActor (any IntentSink<Intent>, FlowContext) -> Navigation
  }

  /// An entry of the feature, wired.
  @MainActor
  public struct Entry {
    /// The entry's name.
    public let name: String
    /// The routes of the screens its flow shows.
    public let shows: [Route]
    /// Builds the flow with the entry's example input, for a flow in a context.
    let makeExample:
      @MainActor (AppDependencies, any IntentSink<Intent>, FlowContext) throws(EntryRefusal) ->
        FlowCoordinator
    /// The route type the entry opens; `nil` when no link leads to the entry.
    public let opensType: (any TypedRoute.Type)?
    /// Reads a route of ``opensType`` (already read, with its tree value) into where the
    /// entry's flow lands; `nil` when no link leads to the entry.
    let open:
      (@MainActor (any TypedRoute, Route, AppDependencies) throws(EntryRefusal) -> Destination?)?

    /// Whether the entry may open `route`: it opens routes of a type, and its flow shows a
    /// screen of that name.
    func mayOpen(_ route: Route) -> Bool {
      opensType != nil && shows.contains { $0.name == route.name }
    }
  }

  /// The feature's tab, wired.
  @MainActor
  public struct Tab {
    /// The tab's name.
    public let name: TabName
    /// Its place in the tab bar: lower first.
    public let order: Int
    /// The routes of the screens its root flow shows.
    public let shows: [Route]
    /// Builds the tab's root flow; its adapter has the tab as context.
    let makeRoot:
      @MainActor (AppDependencies, any IntentSink<Intent>) throws(EntryRefusal) -> FlowCoordinator
  }

  /// Wires a plugin.
  /// - Parameters:
  ///   - plugin: The feature's plugin.
  ///   - dependencies: The feature's dependencies from the app's (usually `{ $0 }`: the app's
  ///     dependencies conform to every feature's protocol).
  ///   - adapter: Makes the adapter for a flow of the feature in a context.
  public init<Dependencies, Navigation>(
    _ plugin: FeaturePlugin<Dependencies, Navigation>,
    dependencies: @escaping @MainActor (AppDependencies) -> Dependencies,
    adapter: @escaping @MainActor (any IntentSink<Intent>, FlowContext) -> Navigation
  ) {
    let wiring = Wiring(dependencies: dependencies, adapter: adapter)
    name = plugin.name
    routes = plugin.routes
    links = plugin.links
    self.wiring = wiring
    entries = plugin.allEntries.map { entry in
      var open:
        (@MainActor (any TypedRoute, Route, AppDependencies) throws(EntryRefusal) -> Destination?)?
      if let opener = entry.open {
        open = { (value, route, app) throws(EntryRefusal) -> Destination? in
          guard let opening = try opener(value, wiring.dependencies(app)) else { return nil }
          return Destination(
            shows: entry.shows, route: route, value: value, landing: opening.landing
          ) {
            (app, sink, context) throws(EntryRefusal) -> FlowCoordinator in
            try opening.input(wiring.dependencies(app), wiring.adapter(sink, context))
          }
        }
      }
      return Entry(
        name: entry.name, shows: entry.shows,
        makeExample: { (app, sink, context) throws(EntryRefusal) -> FlowCoordinator in
          try entry.makeExample(wiring.dependencies(app), wiring.adapter(sink, context))
        }, opensType: entry.opensType, open: open)
    }
    tab = plugin.tab.map { tab in
      Tab(name: tab.name, order: tab.order, shows: tab.root.shows) {
        (app, sink) throws(EntryRefusal) in
        try tab.root.makeFlow(
          wiring.dependencies(app), wiring.adapter(sink, FlowContext(tab: tab.name)), ())
      }
    }
    if let tabBar = plugin.tabBar {
      makeTabBar = { (app, sink, tabs) throws(EntryRefusal) -> FlowCoordinator in
        try tabBar.makeFlow(wiring.dependencies(app), wiring.adapter(sink, .root), tabs)
      }
    } else {
      makeTabBar = nil
    }
  }

  /// Wires a plugin whose adapter does not depend on the flow's context (its actions map to
  /// the same intents wherever its flows run).
  public init<Dependencies, Navigation>(
    _ plugin: FeaturePlugin<Dependencies, Navigation>,
    dependencies: @escaping @MainActor (AppDependencies) -> Dependencies,
    adapter: @escaping @MainActor (any IntentSink<Intent>) -> Navigation
  ) {
    self.init(plugin, dependencies: dependencies) { sink, _ in adapter(sink) }
  }

  /// The route types of `features`: what an app's navigator accepts.
  public static func routes(of features: [Self]) -> RouteTable {
    RouteTable(features.flatMap(\.routes))
  }

  /// The links of `features`: what an app answers.
  public static func links(of features: [Self]) -> LinkTable {
    LinkTable(features.flatMap(\.links))
  }

  /// The tabs of `features`, in tab-bar order.
  public static func tabs(of features: [Self]) -> [Tab] {
    features.compactMap(\.tab).sorted { $0.order < $1.order }
  }

  /// The type of the feature's wiring, which names its dependency and navigation types: the
  /// registry finds an entry's wiring by them, so two features of one app must not share both
  /// (an app's registry test checks it).
  public var wiringType: Any.Type { type(of: wiring) }

  /// The screens the feature declares: every route its entries show.
  public var screens: [Route] { entries.flatMap(\.shows) }

  /// Builds `entry`'s flow with `input` when `entry` is one of this feature's (its types and
  /// its name match); `nil` otherwise.
  func flow<Dependencies, Navigation, Input>(
    _ entry: EntryPoint<Dependencies, Navigation, Input>,
    _ input: Input,
    app: AppDependencies,
    sink: any IntentSink<Intent>,
    context: FlowContext
  ) throws(EntryRefusal) -> FlowCoordinator? {
    guard let wiring = wiring as? Wiring<Dependencies, Navigation>,
      entries.contains(where: { $0.name == entry.name })
    else { return nil }
    return try entry.makeFlow(wiring.dependencies(app), wiring.adapter(sink, context), input)
  }
}
