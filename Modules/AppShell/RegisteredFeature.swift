package import Waypoint
package import WaypointPlugins

/// A feature plugin wired into the app: the plugin, how the app's dependencies become the
/// feature's, and how the adapter that maps its actions to intents is made for a flow in a
/// context. It owns everything the app needs to start any of the feature's flows; the
/// ``FeatureRegistry`` holds one per feature, and every flow of the app is built through it.
/// The compiler checks that the app's dependencies conform to the feature's dependency protocol
/// and that the adapter implements its `Navigation` protocol.
@MainActor
package struct RegisteredFeature {
  /// The feature's name.
  package let name: String
  /// Its route types.
  package let routes: [any TypedRoute.Type]
  /// Its entries (its tab's root flow included), each startable with its example input.
  package let entries: [Entry]
  /// Its tab, if it has one.
  package let tab: Tab?
  /// The links to its screens.
  package let links: [LinkPattern]
  /// How its flows get their dependencies and adapters: a ``Wiring`` of the plugin's types.
  let wiring: Any
  /// Builds the main tab bar around the given tabs, when this feature provides it.
  let makeTabBar:
    (
      @MainActor (AppDependencies, any IntentSink, [(name: TabName, flow: FlowCoordinator)])
        throws(EntryRefusal) -> FlowCoordinator
    )?

  /// How a feature's flows are wired: the feature's dependencies from the app's, and its
  /// adapter for a flow in a context.
  struct Wiring<Dependencies, Navigation> {
    let dependencies: @MainActor (AppDependencies) -> Dependencies
    let adapter: @MainActor (any IntentSink, FlowContext) -> Navigation
  }

  /// An entry of the feature, wired.
  @MainActor
  package struct Entry {
    /// The entry's name.
    package let name: String
    /// The routes of the screens its flow shows.
    package let shows: [Route]
    /// Builds the flow with the entry's example input, for a flow in a context.
    let makeExample:
      @MainActor (AppDependencies, any IntentSink, FlowContext) throws(EntryRefusal) ->
        FlowCoordinator
    /// Reads a route the entry opens; `nil` when no link leads to the entry.
    let open:
      (@MainActor (Route, AppDependencies) throws(EntryRefusal) -> FeatureRegistry.Opening?)?
  }

  /// The feature's tab, wired.
  @MainActor
  package struct Tab {
    /// The tab's name.
    package let name: TabName
    /// Its place in the tab bar: lower first.
    package let order: Int
    /// The routes of the screens its root flow shows.
    package let shows: [Route]
    /// Builds the tab's root flow; its adapter has the tab as context.
    let makeRoot:
      @MainActor (AppDependencies, any IntentSink) throws(EntryRefusal) -> FlowCoordinator
  }

  /// Wires a plugin.
  /// - Parameters:
  ///   - plugin: The feature's plugin.
  ///   - dependencies: The feature's dependencies from the app's (usually `{ $0 }`: the app's
  ///     dependencies conform to every feature's protocol).
  ///   - adapter: Makes the adapter for a flow of the feature in a context.
  package init<Dependencies, Navigation>(
    _ plugin: FeaturePlugin<Dependencies, Navigation>,
    dependencies: @escaping @MainActor (AppDependencies) -> Dependencies,
    adapter: @escaping @MainActor (any IntentSink, FlowContext) -> Navigation
  ) {
    let wiring = Wiring(dependencies: dependencies, adapter: adapter)
    name = plugin.name
    routes = plugin.routes
    links = plugin.links
    self.wiring = wiring
    entries = plugin.allEntries.map { entry in
      var open:
        (@MainActor (Route, AppDependencies) throws(EntryRefusal) -> FeatureRegistry.Opening?)?
      if let opener = entry.open {
        open = { (route, app) throws(EntryRefusal) -> FeatureRegistry.Opening? in
          guard let opening = try opener(route, wiring.dependencies(app)) else { return nil }
          return FeatureRegistry.Opening(
            shows: entry.shows, route: route, landing: opening.landing
          ) {
            (app, sink, context) throws(EntryRefusal) -> FlowCoordinator in
            try opening.makeFlow(wiring.dependencies(app), wiring.adapter(sink, context))
          }
        }
      }
      return Entry(
        name: entry.name, shows: entry.shows,
        makeExample: { (app, sink, context) throws(EntryRefusal) -> FlowCoordinator in
          try entry.makeExample(wiring.dependencies(app), wiring.adapter(sink, context))
        }, open: open)
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
  package init<Dependencies, Navigation>(
    _ plugin: FeaturePlugin<Dependencies, Navigation>,
    dependencies: @escaping @MainActor (AppDependencies) -> Dependencies,
    adapter: @escaping @MainActor (any IntentSink) -> Navigation
  ) {
    self.init(plugin, dependencies: dependencies) { sink, _ in adapter(sink) }
  }

  /// The screens the feature declares: every route its entries show.
  package var screens: [Route] { entries.flatMap(\.shows) }

  /// Builds `entry`'s flow with `input` when `entry` is one of this feature's (its types and
  /// its name match); `nil` otherwise.
  func flow<Dependencies, Navigation, Input>(
    _ entry: EntryPoint<Dependencies, Navigation, Input>,
    _ input: Input,
    app: AppDependencies,
    sink: any IntentSink,
    context: FlowContext
  ) throws(EntryRefusal) -> FlowCoordinator? {
    guard let wiring = wiring as? Wiring<Dependencies, Navigation>,
      entries.contains(where: { $0.name == entry.name })
    else { return nil }
    return try entry.makeFlow(wiring.dependencies(app), wiring.adapter(sink, context), input)
  }
}
