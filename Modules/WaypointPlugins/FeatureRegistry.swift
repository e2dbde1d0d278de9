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

  /// Whether a registered feature provides the main tab bar (``mainTabBar()``): an app without
  /// one shows its flows in the root's own stack.
  public var hasMainTabBar: Bool {
    // Matched, not compared with nil, for the reason `mainTabBar()` gives.
    for feature in features {
      if case .some = feature.makeTabBar { return true }
    }
    return false
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

  // MARK: Destinations

  /// Where a route that a link (or a restoration) leads to goes: the entry that opens it, the
  /// screens its flow shows, where the flow lands, and how to build the flow for a context.
  /// The entry was asked once, when the destination was made: building the flow asks nothing
  /// again.
  @MainActor
  struct Destination {
    /// The routes of the screens the entry's flow shows.
    let shows: [Route]
    /// The route opened: the flow's first screen.
    let route: Route
    /// The route as its feature's type reads it.
    let value: any TypedRoute
    /// Where the flow lands.
    let landing: Landing
    let make:
      @MainActor (Dependencies, any IntentSink<Intent>, FlowContext) throws(EntryRefusal) ->
        FlowCoordinator
  }

  /// The destination of a route a link matched: the entries of the route's type that show a
  /// screen of its name are asked, with the value the link read (nothing is read again).
  /// - Throws: ``IntentRefusal/feature(_:)`` when the entry refuses the route (an article that
  ///   does not exist), ``IntentRefusal/nothingOpens(_:)`` when no entry opens it.
  func destination(of match: LinkMatch) throws(IntentRefusal) -> Destination {
    try destination(of: match.value, route: match.route)
  }

  /// The destination of a route from the tree (a restored screen): read once into the type
  /// of the entries that may open it, then as ``destination(of:)-(LinkMatch)``.
  /// - Throws: As ``destination(of:)-(LinkMatch)``.
  func destination(of route: Route) throws(IntentRefusal) -> Destination {
    for feature in features {
      for entry in feature.entries where entry.mayOpen(route) {
        guard let value = entry.opensType?.init(route: route) else { continue }
        return try destination(of: value, route: route)
      }
    }
    throw .nothingOpens(route)
  }

  /// The destination of `value`, whose tree value is `route`.
  func destination(of value: any TypedRoute, route: Route) throws(IntentRefusal) -> Destination {
    let type = ObjectIdentifier(Swift.type(of: value))
    for feature in features {
      for entry in feature.entries where entry.mayOpen(route) {
        guard let open = entry.open, let opens = entry.opensType,
          ObjectIdentifier(opens) == type
        else { continue }
        do throws(EntryRefusal) {
          if let destination = try open(value, route, dependencies) { return destination }
        } catch {
          throw .feature(error)
        }
      }
    }
    throw .nothingOpens(route)
  }

  /// Builds the flow of a destination, for a flow in `context`.
  func flow(_ destination: Destination, in context: FlowContext) throws(IntentRefusal)
    -> FlowCoordinator
  {
    let sink = try liveSink()
    do throws(EntryRefusal) {
      return try destination.make(dependencies, sink, context)
    } catch {
      throw .feature(error)
    }
  }

  private func liveSink() throws(IntentRefusal) -> any IntentSink<Intent> {
    guard let sink else { throw .appReleased }
    return sink
  }
}
