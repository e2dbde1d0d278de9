public import Waypoint

/// The features an app is built from, wired, and the one place that knows how to start any of
/// their flows: ``flow(_:_:in:)`` wires the feature's dependencies and its adapter for the
/// flow's context. The app's root coordinator decides *what* to show; it asks the registry
/// *how*. The navigator accepts the routes of these plugins only (``routes``), and the main tab
/// bar shows the tabs they declare, in their order.
///
/// `Dependencies` is the app's dependencies value (it conforms to every feature's dependency
/// protocol) and `Intent` the app's intents, which the adapters send to the app's
/// ``IntentSink``.
///
/// ```swift
/// let article = try registry.flow(TodayPlugin.article, 3, in: FlowContext(tab: "Bookmarks"))
/// try tabFlow.start(article, as: .push())
/// ```
@MainActor
public final class FeatureRegistry<Dependencies, Intent> {
  /// A feature of this registry, wired.
  public typealias Feature = RegisteredFeature<Dependencies, Intent>

  /// The registered features.
  public let features: [Feature]
  /// The links of the registered features.
  public private(set) lazy var links = Feature.links(of: features)
  private let dependencies: Dependencies
  private weak var sink: (any IntentSink<Intent>)?

  /// A registry that builds the flows of `features` with `dependencies`, whose adapters send
  /// intents to `sink` (held weakly).
  public init(
    dependencies: Dependencies, sink: any IntentSink<Intent>, features: [Feature]
  ) {
    self.dependencies = dependencies
    self.sink = sink
    self.features = features
  }

  /// Builds the flow of a feature's entry with `input`, for a flow in `context`: the feature's
  /// dependencies and its adapter for that context come from its registry line.
  /// - Throws: ``IntentRefusal/feature(_:)`` when the feature refuses the input,
  ///   ``IntentRefusal/notRegistered(entry:)`` when no registered feature has the entry.
  public func flow<FeatureDependencies, Navigation, Input>(
    _ entry: EntryPoint<FeatureDependencies, Navigation, Input>, _ input: Input,
    in context: FlowContext
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
  public func flow<FeatureDependencies, Navigation>(
    _ entry: EntryPoint<FeatureDependencies, Navigation, Void>, in context: FlowContext
  ) throws(IntentRefusal) -> FlowCoordinator {
    try flow(entry, (), in: context)
  }

  /// Builds the main tab bar: the feature that provides it, around every registered tab's root
  /// flow, each wired with its tab as context.
  public func mainTabBar() throws(IntentRefusal) -> FlowCoordinator {
    let sink = try liveSink()
    // A loop, not `first(where: { $0.makeTabBar != nil })`: comparing an optional typed-throws
    // closure with nil is generic over its type, and the metadata of a typed-throws function
    // type needs the iOS 18 / macOS 15 runtime (the package supports iOS 17 and macOS 14).
    for feature in features {
      guard let makeTabBar = feature.makeTabBar else { continue }
      let tabs = self.tabs
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

  /// The route types of the registered features: what the navigator accepts.
  public var routes: RouteTable { Feature.routes(of: features) }

  /// The tabs of the main tab bar, in tab-bar order.
  public var tabs: [Feature.Tab] { Feature.tabs(of: features) }

  /// Builds an entry's flow with its example input (what the registry test starts).
  public func exampleFlow(
    of entry: Feature.Entry, in context: FlowContext
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
  public struct OpenedRoute {
    /// The routes of the screens the entry's flow shows.
    public let shows: [Route]
    /// The route opened: the flow's first screen.
    public let route: Route
    /// Where the flow lands.
    public let landing: Landing
    let make:
      @MainActor (Dependencies, any IntentSink<Intent>, FlowContext) throws(EntryRefusal) ->
        FlowCoordinator
  }

  /// The entry that opens `route`, with where its flow lands.
  /// - Throws: ``IntentRefusal/feature(_:)`` when the entry refuses the route (an article that
  ///   does not exist), ``IntentRefusal/nothingOpens(_:)`` when no entry opens it.
  public func opening(_ route: Route) throws(IntentRefusal) -> OpenedRoute {
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
  public func flow(_ opening: OpenedRoute, in context: FlowContext) throws(IntentRefusal)
    -> FlowCoordinator
  {
    let sink = try liveSink()
    do throws(EntryRefusal) {
      return try opening.make(dependencies, sink, context)
    } catch {
      throw .feature(error)
    }
  }

  private func liveSink() throws(IntentRefusal) -> any IntentSink<Intent> {
    guard let sink else { throw .appReleased }
    return sink
  }
}
