/// The text of each generated file, for a feature `name`.
struct Templates {
  let name: String
  let tab: Bool

  /// The feature's first screen's case, e.g. `search`.
  var screen: String { name.prefix(1).lowercased() + name.dropFirst() }

  var route: String {
    """
    public import Waypoint

    /// The screens of the \(name) feature; add a case per screen (associated values are the
    /// route's arguments).
    public enum \(name)Route: TypedRoute {
      /// The feature's first screen.
      case \(screen)
    }

    """
  }

  var dependencies: String {
    """
    /// The clients the \(name) feature needs; the app's dependencies conform. Declare each as
    /// a read-only property, e.g. `var articles: any ArticleClient { get }`.
    @MainActor
    public protocol \(name)Dependencies {}

    """
  }

  var navigation: String {
    """
    public import AppNavigation

    /// What the user did in the \(name) feature that leads outside it; the app shell's adapter
    /// decides where each action goes. Name each requirement after what the user did.
    @MainActor
    public protocol \(name)Navigation: ExpireNavigation {}

    """
  }

  var coordinator: String {
    """
    public import Waypoint

    /// The \(name) flow: it starts on its first screen.
    public final class \(name)Coordinator: TypedFlowCoordinator<\(name)Route> {
      private let dependencies: any \(name)Dependencies
      private let navigation: any \(name)Navigation

      /// Creates the \(name) flow.
      /// - Parameters:
      ///   - dependencies: The clients the feature needs.
      ///   - navigation: Where the user's actions are reported; held strongly.
      public init(dependencies: any \(name)Dependencies, navigation: any \(name)Navigation) {
        self.dependencies = dependencies
        self.navigation = navigation
        super.init(showing: .\(screen))
      }

      public override func makeModel(for route: \(name)Route, on screen: Screen) -> AnyObject? {
        switch route {
        case .\(screen): \(name)Model(navigation: navigation)
        }
      }
    }

    """
  }

  var model: String {
    """
    public import AppNavigation

    /// The first screen of the \(name) feature.
    @MainActor
    public final class \(name)Model: ScreenModel, SessionExpiring {
      private weak var navigation: (any \(name)Navigation)?

      init(navigation: any \(name)Navigation) {
        self.navigation = navigation
      }

      public var title: String { "\(name)" }

      public var lines: [String] { ["\(name) is a new feature: build its screens here."] }

      public var message: String? { nil }

      /// None yet: add typed methods, then declare them here for automation.
      public var actions: [ScreenAction] { [] }

      public func sessionExpired() {
        navigation?.sessionExpired()
      }
    }

    """
  }

  var plugin: String {
    let tabName =
      tab
      ? "\n  /// The \(name) tab's name.\n"
        + "  nonisolated public static let tabName = TabName(\"\(name)\")\n" : ""
    let declaration =
      tab
      ? """
        /// The feature: its route type and its tab, after the existing tabs.
        public static let plugin = FeaturePlugin(
          name: "\(name)", routes: [\(name)Route.self],
          tab: FeatureTab(tabName, order: 100, root: \(screen)))
      """
      : """
        /// The feature: its route type and its entry.
        public static let plugin = FeaturePlugin(
          name: "\(name)", routes: [\(name)Route.self], entries: [\(screen).erased])
      """
    return """
      public import AppNavigation

      /// The \(name) feature as the app shell registers it.
      @MainActor
      public enum \(name)Plugin {\(tabName)
        /// The \(name) flow.
        public static let \(screen) = EntryPoint<
          any \(name)Dependencies, any \(name)Navigation, Void
        >("\(screen)", shows: [\(name)Route.\(screen)]) { dependencies, navigation in
          \(name)Coordinator(dependencies: dependencies, navigation: navigation)
        }

      \(declaration)
      }

      """
  }

  var tests: String {
    """
    import AppModelsTesting
    import \(name)Feature
    import Testing
    import Waypoint
    import WaypointTesting

    @MainActor
    @Suite struct \(name)FeatureTests {
      let spy = \(name)NavigationSpy()

      /// Starts the \(name) flow as the root, through the plugin's entry.
      func start() -> HeadlessFlow {
        let flow = HeadlessFlow(
          root: ScriptedRoot(starting: \(name)Plugin.\(screen).makeFlow(InMemoryDependencies(), spy)))
        flow.start()
        return flow
      }

      @Test func theFlowOpensOnItsScreenWithItsModel() throws {
        let flow = start()
        flow.expectScreen("\(name)")
        let model = try #require(flow.navigator.visibleModel as? \(name)Model)
        #expect(model.title == "\(name)")
      }

      @Test func anExpiredSessionIsReported() throws {
        let flow = start()
        try #require(flow.navigator.visibleModel as? \(name)Model).sessionExpired()
        #expect(spy.calls == ["sessionExpired()"])
      }

      @Test func theFlowAndItsModelAreReleasedWhenTheScreenLeaves() throws {
        let flow = start()
        try flow.navigator.perform(.replaceRoot(.stack([.screen(Route("Elsewhere"))])))
        flow.expectReleased()
      }

      @Test func thePluginDeclaresTheScreenItsEntryShows() {
        #expect(\(name)Plugin.plugin.name == "\(name)")
        #expect(\(name)Plugin.plugin.screens == [\(name)Route.\(screen).route])
      }
    }

    """
  }

  var spy: String {
    """
    import \(name)Feature

    /// Records what the \(name) feature reported, as `name(label: value)` signatures.
    @MainActor
    final class \(name)NavigationSpy: \(name)Navigation {
      private(set) var calls: [String] = []

      func sessionExpired() { calls.append("sessionExpired()") }
    }

    """
  }

  var testDependencies: String {
    """
    public import AppModelsTesting
    public import \(name)Feature

    extension InMemoryDependencies: \(name)Dependencies {}

    """
  }

  var adapter: String {
    """
    public import \(name)Feature

    /// Maps \(name)Feature's actions to app intents:
    /// - `sessionExpired()` → `.expireSession`
    @MainActor
    public final class \(name)NavigationAdapter: \(name)Navigation {
      private weak var sink: (any IntentSink)?

      /// Creates an adapter that sends intents to `sink` (held weakly) for a flow in `context`.
      public init(sink: any IntentSink, context: FlowContext) {
        self.sink = sink
      }

      public func sessionExpired() {
        sink?.handle(.expireSession)
      }
    }

    extension AppDependencies: \(name)Dependencies {}

    """
  }
}
