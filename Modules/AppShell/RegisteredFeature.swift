public import AppNavigation
public import Waypoint

/// A feature plugin wired into the app: the plugin, how the app's dependencies become the
/// feature's, and the adapter that maps its actions to intents. The registry holds one per
/// feature; the compiler checks that the app's dependencies conform to the feature's
/// dependency protocol and that the adapter implements its `Navigation` protocol.
@MainActor
public struct RegisteredFeature {
  /// The feature's name.
  public let name: String
  /// Its route types.
  public let routes: [any TypedRoute.Type]
  /// The flows the shell may start, each built with its example input (for the registry test).
  public let entries: [Entry]
  /// Its tab, if it has one.
  public let tab: Tab?

  /// An entry of the feature, wired.
  @MainActor
  public struct Entry {
    /// The entry's name.
    public let name: String
    /// The routes of the screens its flow shows.
    public let shows: [Route]
    /// Builds the flow with the entry's example input, for a flow in `context`.
    public let makeExample:
      @MainActor (AppDependencies, any IntentSink, FlowContext) -> FlowCoordinator
  }

  /// The feature's tab, wired.
  @MainActor
  public struct Tab {
    /// The tab's name.
    public let name: TabName
    /// Its place in the tab bar: lower first.
    public let order: Int
    /// Builds the tab's root flow; its adapter has the tab as context.
    public let makeRoot: @MainActor (AppDependencies, any IntentSink) -> FlowCoordinator
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
    adapter: @escaping @MainActor (any IntentSink, FlowContext) -> Navigation
  ) {
    name = plugin.name
    routes = plugin.routes
    entries = plugin.allEntries.map { entry in
      Entry(name: entry.name, shows: entry.shows) { app, sink, context in
        entry.makeExample(dependencies(app), adapter(sink, context))
      }
    }
    tab = plugin.tab.map { tab in
      Tab(name: tab.name, order: tab.order) { app, sink in
        tab.root.makeFlow(dependencies(app), adapter(sink, FlowContext(tab: tab.name)))
      }
    }
  }

  /// The screens the feature declares: every route its entries show.
  public var screens: [Route] { entries.flatMap(\.shows) }
}
