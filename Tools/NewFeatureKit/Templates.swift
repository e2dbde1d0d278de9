/// The text of each generated file, for a feature `name`.
struct Templates {
  let name: String
  let tab: Bool

  var names: Names { Names(name) }

  /// The feature's first screen's case and its entry, e.g. `search`.
  var screen: String { names.screen }

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
    let inherited = tab ? "BarNavigation, ExpireNavigation" : "ExpireNavigation"
    let bar = tab ? " As a tab root, its screen shows the two bar buttons." : ""
    return """
      public import AppNavigation

      /// What the user did in the \(name) feature that leads outside it; the app shell's adapter
      /// decides where each action goes. Name each requirement after what the user did.\(bar)
      @MainActor
      public protocol \(name)Navigation: \(inherited) {}

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
    public import WaypointPlugins

    /// The first screen of the \(name) feature. Its `tap` verbs are declared in
    /// `\(name)Model+Actions.swift`.
    @MainActor
    public final class \(name)Model: ScreenModel, SessionExpiring {
      weak var navigation: (any \(name)Navigation)?

      init(navigation: any \(name)Navigation) {
        self.navigation = navigation
      }

      public var title: String { "\(name)" }

      public var lines: [String] { ["\(name) is a new feature: build its screens here."] }

      public var expiry: (any ExpireNavigation)? { navigation }
    }

    """
  }

  /// The screen's action surface: what a driver (the shell's `tap`, UI automation) may do.
  var actions: String {
    let surface =
      tab
      ? """
        /// The bar buttons of a tab root: `bookmarks` and `mypage`. Add a `ScreenAction` per
        /// typed method of the model before them.
        public var actions: [ScreenAction] {
          BarActions.actions { [weak self] in self?.navigation }
        }
      """
      : """
        /// None yet: add a typed method to the model, then a `ScreenAction` calling it here.
        public var actions: [ScreenAction] { [] }
      """
    return """
      \(tab ? "import AppNavigation\n" : "")public import WaypointPlugins

      extension \(name)Model {
      \(surface)
      }

      """
  }

  /// The feature's screens in SwiftUI, for the iOS app: the first screen drawn in the shared
  /// frame, with its declared actions as buttons until the feature writes its own controls.
  var screens: String {
    """
    #if canImport(SwiftUI)
      public import WaypointPlugins
      public import SwiftUI

      extension \(name)Route: SwiftUIScreens {
        /// The \(name) feature's screens in SwiftUI.
        public func view(model: AnyObject?) -> AnyView {
          switch (self, model) {
          case (.\(screen), let model as \(name)Model): AnyView(\(name)View(model: model))
          default: AnyView(Text(String(describing: self)))
          }
        }
      }

      /// The first screen: replace the declared actions with the feature's own controls,
      /// each calling a typed method of the model through `run`.
      struct \(name)View: View {
        let model: \(name)Model

        var body: some View {
          ScreenScaffold(model: model) { run in
            ActionButtons(actions: model.actions, run: run)
          }
        }
      }
    #endif

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
      \(tab ? "public import Waypoint\n" : "")public import WaypointPlugins

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
    let actions =
      tab
      ? """
        @Test func itsScreenOffersTheBarButtons() throws {
          let flow = try start()
          let model = try #require(flow.navigator.visibleModel as? \(name)Model)
          #expect(model.actions.map(\\.usage) == ["bookmarks", "mypage"])
        }

        @Test(arguments: [
          ("bookmarks", \(name)NavigationSpy.Call.bookmarksBarButtonTapped),
          ("mypage", .myPageBarButtonTapped),
        ])
        func barButtonsAreReported(action: String, call: \(name)NavigationSpy.Call) throws {
          let flow = try start()
          try #require(flow.navigator.visibleModel as? \(name)Model).perform(action, arguments: [])
          #expect(spy.calls == [call])
        }

        @Test func thePluginDeclaresItsTabAfterTheExistingTabs() {
          #expect(\(name)Plugin.plugin.tab?.name == \(name)Plugin.tabName)
          #expect(\(name)Plugin.plugin.tab?.order == 100)
        }
      """
      : """
        @Test func itsScreenOffersNoActionYet() throws {
          let flow = try start()
          let model = try #require(flow.navigator.visibleModel as? \(name)Model)
          #expect(model.actions.isEmpty)
        }
      """
    return """
      import AppModelsTesting
      import WaypointPlugins
      import \(name)Feature
      import Testing
      import Waypoint
      import WaypointTesting

      @MainActor
      @Suite struct \(name)FeatureTests {
        let spy = \(name)NavigationSpy()

        /// Starts the \(name) flow as the root, through the plugin's entry.
        func start() throws -> HeadlessFlow {
          let coordinator = try \(name)Plugin.\(screen).makeFlow(InMemoryDependencies(), spy)
          let flow = HeadlessFlow(root: ScriptedRoot(starting: coordinator))
          flow.start()
          return flow
        }

        @Test func theFlowOpensOnItsScreenWithItsModel() throws {
          let flow = try start()
          flow.expectScreen(\(name)Route.\(screen))
          let model = try #require(flow.navigator.visibleModel as? \(name)Model)
          #expect(model.title == "\(name)")
        }

      \(actions)

        @Test func anExpiredSessionIsReported() throws {
          let flow = try start()
          try #require(flow.navigator.visibleModel as? \(name)Model).sessionExpired()
          #expect(spy.calls == [.sessionExpired])
        }

        @Test func theFlowAndItsModelAreReleasedWhenTheScreenLeaves() throws {
          let flow = try start()
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
    let bar =
      tab
      ? """

          case bookmarksBarButtonTapped
          case myPageBarButtonTapped
      """ : ""
    let barMethods =
      tab
      ? """

        func bookmarksBarButtonTapped() { calls.append(.bookmarksBarButtonTapped) }
        func myPageBarButtonTapped() { calls.append(.myPageBarButtonTapped) }
      """ : ""
    return """
      import \(name)Feature

      /// Records what the \(name) feature reported, one ``Call`` per action, in order.
      @MainActor
      final class \(name)NavigationSpy: \(name)Navigation {
        /// One case per requirement of `\(name)Navigation`, with its arguments.
        enum Call: Equatable {\(bar)
          case sessionExpired
        }

        private(set) var calls: [Call] = []
      \(barMethods)
        func sessionExpired() { calls.append(.sessionExpired) }
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
    if tab {
      return """
        import \(name)Feature

        /// Maps \(name)Feature's actions to app intents, in the context of the tab its flow runs on:
        /// - the bar buttons and the session's expiry as every tab root maps them (``TabRootAdapter``)
        ///
        /// Add a method per requirement of `\(name)Navigation` that sends its intent, e.g.
        /// `send(.showArticle(id: id, on: context.tab))`.
        @MainActor
        package final class \(name)NavigationAdapter: TabRootAdapter, \(name)Navigation {}

        extension AppDependencies: \(name)Dependencies {}

        """
    }
    return """
      import \(name)Feature

      /// Maps \(name)Feature's actions to app intents (the same on every tab):
      /// - `sessionExpired()` → `.expireSession` (``FlowAdapter``)
      ///
      /// Add a method per requirement of `\(name)Navigation` that sends its intent, e.g.
      /// `send(.restartAtSplash)`. An action that leads to the tab the flow runs on uses
      /// `context.tab`: register the adapter with `\(name)NavigationAdapter.init(sink:context:)`
      /// in `AppFeatures` then.
      @MainActor
      package final class \(name)NavigationAdapter: FlowAdapter, \(name)Navigation {}

      extension AppDependencies: \(name)Dependencies {}

      """
  }

  /// The app shell's tests of the feature's intent (plain features only): the app pushes the
  /// flow on the tab the intent names, through the registry.
  var intentTests: String {
    let intent = names.intent
    return """
      import \(name)Feature
      import Testing
      import Waypoint

      @testable import AppShell

      /// `.\(intent)(on:)`: the app pushes the \(name) flow on the stack of a tab, through the
      /// registry, and releases it when it leaves.
      @MainActor
      @Suite struct \(names.intentTests) {
        /// The app on a headless host, logged in, at the main tab bar (the app's login guard
        /// keeps the main tabs behind a session).
        func atTheMainTabBar() throws -> AppHarness {
          let app = try AppHarness.loggedIn()
          try #require(app.app.navigator.tree.visibleTabs != nil)
          return app
        }

        @Test func itIsPushedOnTheSelectedTabAndReleasedWhenItLeaves() throws {
          let app = try atTheMainTabBar()
          defer { app.cleanUp() }
          let tab = try #require(app.app.navigator.tree.visibleTabs?.selected.name)
          let stack = app.app.navigator.tree.visibleStackNames
          app.app.coordinator.handle(.\(intent)(on: nil))
          #expect(app.app.coordinator.refusals.isEmpty)
          app.flow.expectScreen(\(name)Route.\(screen))
          app.flow.expectTab(tab)
          app.flow.expectStack(stack + [\(name)Route.\(screen).route.name])
          try app.flow.host.tapBack()
          app.flow.expectStack(stack)
          app.flow.expectReleased()
        }

        @Test func onANamedTabItIsPushedOnThatTab() throws {
          for tab in AppFeatures.tabs.map(\\.name) {
            let app = try atTheMainTabBar()
            defer { app.cleanUp() }
            app.app.coordinator.handle(.\(intent)(on: tab))
            app.app.coordinator.handle(.showTab(tab))
            #expect(app.app.coordinator.refusals.isEmpty, "\\(tab)")
            app.flow.expectTab(tab)
            app.flow.expectScreen(\(name)Route.\(screen))
          }
        }

        @Test func aTabTheBarDoesNotHaveIsRefused() throws {
          let app = try atTheMainTabBar()
          defer { app.cleanUp() }
          let unknown = TabName("no such tab")
          app.app.coordinator.handle(.\(intent)(on: unknown))
          #expect(app.app.coordinator.refusals.map(\\.error) == [.unknownTab(unknown)])
        }

        @Test func itDescribesItselfForTheJournal() {
          #expect(AppIntent.\(intent)(on: nil).description == "show \(names.words)")
          #expect(AppIntent.\(intent)(on: "Today").description == "show \(names.words) on Today")
        }
      }

      """
  }
}
