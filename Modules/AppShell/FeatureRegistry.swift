import AuthFeature
import BookmarkFeature
import MyPageFeature
import SplashFeature
import TabFeature
import TodayFeature
package import Waypoint
package import WaypointPlugins

/// The features the app is built from — one line per feature — and the one place that knows
/// how to start any of their flows: ``flow(_:_:in:)`` wires the feature's dependencies and its
/// adapter for the flow's context. The app coordinator decides *what* to show; it asks the
/// registry *how*. The navigator accepts the routes of these plugins only, and the main tab bar
/// shows the tabs they declare, in their order.
///
/// ```swift
/// let article = try registry.flow(TodayPlugin.article, 3, in: FlowContext(tab: "Bookmarks"))
/// try tabFlow.start(article, as: .push())
/// ```
@MainActor
package final class FeatureRegistry {
  /// Every feature of the app, wired.
  package static let features: [RegisteredFeature] = [
    .init(SplashPlugin.plugin, dependencies: { $0 }, adapter: SplashNavigationAdapter.init(sink:)),
    .init(AuthPlugin.plugin, dependencies: { $0 }, adapter: AuthNavigationAdapter.init(sink:)),
    .init(TabPlugin.plugin, dependencies: { _ in () }, adapter: { _ in TabNavigationAdapter() }),
    .init(
      TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayNavigationAdapter.init(sink:context:)),
    .init(
      BookmarkPlugin.plugin, dependencies: { $0 },
      adapter: BookmarkNavigationAdapter.init(sink:context:)),
    .init(
      MyPagePlugin.plugin, dependencies: { $0 }, adapter: { MyPageNavigationAdapter(sink: $0) }),
  ]

  /// The route types of every feature: what the navigator accepts.
  package static var routes: RouteTable { RouteTable(features.flatMap(\.routes)) }

  /// The links of every feature: what the app answers.
  package static var links: LinkTable { LinkTable(features.flatMap(\.links)) }

  /// The tabs of the main tab bar, in tab-bar order.
  package static var tabs: [RegisteredFeature.Tab] {
    features.compactMap(\.tab).sorted { $0.order < $1.order }
  }

  /// The registered features.
  package let features: [RegisteredFeature]
  /// The links of the registered features.
  package private(set) lazy var links = LinkTable(features.flatMap(\.links))
  private let dependencies: AppDependencies
  private weak var sink: (any IntentSink)?

  /// A registry that builds flows with `dependencies`, whose adapters send intents to `sink`
  /// (held weakly).
  package init(
    dependencies: AppDependencies, sink: any IntentSink,
    features: [RegisteredFeature] = FeatureRegistry.features
  ) {
    self.dependencies = dependencies
    self.sink = sink
    self.features = features
  }

  /// Builds the flow of a feature's entry with `input`, for a flow in `context`: the feature's
  /// dependencies and its adapter for that context come from its registry line.
  /// - Throws: ``IntentRefusal/feature(_:)`` when the feature refuses the input,
  ///   ``IntentRefusal/notRegistered(entry:)`` when no registered feature has the entry.
  package func flow<Dependencies, Navigation, Input>(
    _ entry: EntryPoint<Dependencies, Navigation, Input>, _ input: Input, in context: FlowContext
  ) throws(IntentRefusal) -> FlowCoordinator {
    let sink = try liveSink()
    for feature in features {
      do throws(EntryRefusal) {
        if let flow = try feature.flow(
          entry, input, app: dependencies, sink: sink, context: context)
        {
          return flow
        }
      } catch {
        throw .feature(error)
      }
    }
    throw .notRegistered(entry: entry.name)
  }

  /// Builds the flow of an entry that takes no input (see ``flow(_:_:in:)``).
  package func flow<Dependencies, Navigation>(
    _ entry: EntryPoint<Dependencies, Navigation, Void>, in context: FlowContext
  ) throws(IntentRefusal) -> FlowCoordinator {
    try flow(entry, (), in: context)
  }

  /// Builds the main tab bar: the feature that provides it, around every registered tab's root
  /// flow, each wired with its tab as context.
  package func mainTabBar() throws(IntentRefusal) -> FlowCoordinator {
    let sink = try liveSink()
    // A loop, not `first(where: { $0.makeTabBar != nil })`: comparing an optional typed-throws
    // closure with nil is generic over its type, and the metadata of a typed-throws function
    // type needs the iOS 18 / macOS 15 runtime (the package supports iOS 17 and macOS 14).
    for feature in features {
      guard let makeTabBar = feature.makeTabBar else { continue }
      let tabs = features.compactMap(\.tab).sorted { $0.order < $1.order }
      do throws(EntryRefusal) {
        let flows = try tabs.map { (tab) throws(EntryRefusal) in
          (name: tab.name, flow: try tab.makeRoot(dependencies, sink))
        }
        return try makeTabBar(dependencies, sink, flows)
      } catch {
        throw .feature(error)
      }
    }
    throw .notRegistered(entry: "tab bar")
  }

  /// Builds an entry's flow with its example input (what the registry test starts).
  package func exampleFlow(
    of entry: RegisteredFeature.Entry, in context: FlowContext
  ) throws(IntentRefusal) -> FlowCoordinator {
    let sink = try liveSink()
    do throws(EntryRefusal) {
      return try entry.makeExample(dependencies, sink, context)
    } catch {
      throw .feature(error)
    }
  }

  // MARK: Opening routes

  /// What an entry makes of a route that a link (or a restoration) leads to: the screens its
  /// flow shows, where the flow lands, and how to build it for a context.
  @MainActor
  package struct Opening {
    /// The routes of the screens the entry's flow shows.
    package let shows: [Route]
    /// The route opened: the flow's first screen.
    package let route: Route
    /// Where the flow lands.
    package let landing: Landing
    let make:
      @MainActor (AppDependencies, any IntentSink, FlowContext) throws(EntryRefusal) ->
        FlowCoordinator
  }

  /// The entry that opens `route`, with where its flow lands.
  /// - Throws: ``IntentRefusal/feature(_:)`` when the entry refuses the route (an article that
  ///   does not exist), ``IntentRefusal/nothingOpens(_:)`` when no entry opens it.
  package func opening(_ route: Route) throws(IntentRefusal) -> Opening {
    for feature in features {
      for entry in feature.entries {
        guard let open = entry.open else { continue }
        do throws(EntryRefusal) {
          if let opening = try open(route, dependencies) { return opening }
        } catch {
          throw .feature(error)
        }
      }
    }
    throw .nothingOpens(route)
  }

  /// Builds the flow of an opening, for a flow in `context`.
  package func flow(_ opening: Opening, in context: FlowContext) throws(IntentRefusal)
    -> FlowCoordinator
  {
    let sink = try liveSink()
    do throws(EntryRefusal) {
      return try opening.make(dependencies, sink, context)
    } catch {
      throw .feature(error)
    }
  }

  private func liveSink() throws(IntentRefusal) -> any IntentSink {
    guard let sink else { throw .appReleased }
    return sink
  }
}
