/// The text of each generated file, for a feature `name`. The feature uses the kit's API only
/// (`Waypoint`, `WaypointPlugins`, and `WaypointTesting` in its tests); the host's names come
/// in through ``adapter``, the app's dependencies and intent types.
struct Templates {
  let name: String
  let tab: Bool
  /// How the adapter is declared (learnt from the host's adapters): its base is the kit's
  /// `IntentAdapter` or a class of the composition root.
  let adapter: HostLayout.Adapter
  /// The app's dependencies type, which conforms to the feature's dependencies protocol.
  let appDependencies: String
  /// Whether the app's dependencies type is public (its conformance needs a public import).
  var publicDependencies = false

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
    """
    /// What the user did in the \(name) feature that leads outside it; the app's adapter decides
    /// where each action goes. Name each requirement after what the user did, e.g.
    /// `func itemTapped(id: Int)`.
    @MainActor
    public protocol \(name)Navigation: AnyObject {}

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
    public import WaypointPlugins

    /// The first screen of the \(name) feature. Its `tap` verbs are declared in
    /// `\(name)Model+Actions.swift`.
    @MainActor
    public final class \(name)Model: ScreenModel {
      weak var navigation: (any \(name)Navigation)?

      init(navigation: any \(name)Navigation) {
        self.navigation = navigation
      }

      public var title: String { "\(name)" }

      public var lines: [String] { ["\(name) is a new feature: build its screens here."] }
    }

    """
  }

  /// The screen's action surface: what a driver (the shell's `tap`, UI automation) may do.
  var actions: String {
    """
    public import WaypointPlugins

    extension \(name)Model {
      /// None yet: add a typed method to the model, then a `ScreenAction` calling it here, e.g.
      /// `ScreenAction("item", "ID", "open an item") { [weak self] (id: Int) in self?.open(id) }`.
      public var actions: [ScreenAction] { [] }
    }

    """
  }

  /// The feature's screens in SwiftUI, for the iOS app: the first screen drawn in the kit's
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
    // A plain feature is pushed on the tab shown: it opens its route on top, so a relaunch
    // that restores rebuilds it there. A tab's root is rebuilt with its tab.
    let entry =
      tab
      ? """
      /// The \(name) flow.
        public static let \(screen) = EntryPoint<
          any \(name)Dependencies, any \(name)Navigation, Void
        >("\(screen)", shows: [\(name)Route.\(screen)]) { dependencies, navigation in
          \(name)Coordinator(dependencies: dependencies, navigation: navigation)
        }
      """
      : """
      /// The \(name) flow; the app pushes it on the tab shown, where a restoration rebuilds it.
        public static let \(screen) = EntryPoint<
          any \(name)Dependencies, any \(name)Navigation, Void
        >(
          "\(screen)", shows: [\(name)Route.\(screen)],
          opens: { route, _ in route == .\(screen) ? Opening(landing: .onTop()) : nil },
          make: { dependencies, navigation in
            \(name)Coordinator(dependencies: dependencies, navigation: navigation)
          })
      """
    return """
      \(tab ? "public import Waypoint\n" : "")public import WaypointPlugins

      /// The \(name) feature as the app registers it.
      @MainActor
      public enum \(name)Plugin {\(tabName)
        \(entry)

      \(declaration)
      }

      """
  }

  var tests: String {
    let tabTest =
      tab
      ? """

        @Test func thePluginDeclaresItsTabAfterTheExistingTabs() {
          #expect(\(name)Plugin.plugin.tab?.name == \(name)Plugin.tabName)
          #expect(\(name)Plugin.plugin.tab?.order == 100)
        }

      """ : ""
    return """
      import \(name)Feature
      import Testing
      import Waypoint
      import WaypointPlugins
      import WaypointTesting

      @MainActor
      @Suite struct \(name)FeatureTests {
        let spy = \(name)NavigationSpy()

        /// Starts the \(name) flow as the root, through the plugin's entry.
        func start() throws -> HeadlessFlow {
          let coordinator = try \(name)Plugin.\(screen).makeFlow(\(name)TestDependencies(), spy)
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

        @Test func itsScreenOffersNoActionYet() throws {
          let flow = try start()
          let model = try #require(flow.navigator.visibleModel as? \(name)Model)
          #expect(model.actions.isEmpty)
          #expect(spy.calls.isEmpty)
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
      \(tabTest)}

      """
  }

  var spy: String {
    """
    import \(name)Feature

    /// Records what the \(name) feature reported, one ``Call`` per action, in order.
    @MainActor
    final class \(name)NavigationSpy: \(name)Navigation {
      /// One case per requirement of `\(name)Navigation`, with its arguments.
      enum Call: Equatable {}

      private(set) var calls: [Call] = []
    }

    /// The clients the \(name) feature's tests give it.
    struct \(name)TestDependencies: \(name)Dependencies {}

    """
  }

  /// The feature's own shell (the host's `Tools/FeatureShells`): the feature alone, what it
  /// asks of the app recorded, on clients of its own.
  var featureShell: String {
    """
    // The \(name) feature's own shell, with no other feature and no app shell built:
    // `WAYPOINT_FOCUS=\(name) swift run waypoint-shell` (Package.swift).
    import \(name)Feature
    import WaypointPlugins
    import WaypointShell

    @main
    @MainActor
    enum \(name)Shell {
      static func main() {
        ShellMain.run(
          ShellComposition(
            alone: RegisteredFeature(
              \(name)Plugin.plugin, dependencies: { $0 },
              adapter: \(name)Recorder.init(sink:context:)),
            command: "waypoint-shell", dependencies: { \(name)ShellDependencies() }))
      }
    }

    /// The clients the \(name) feature gets in its own shell.
    struct \(name)ShellDependencies: \(name)Dependencies {}

    /// What the \(name) feature asks of the app, recorded: a method per requirement of
    /// `\(name)Navigation` that records its call, e.g. `func itemTapped(id: Int) { record(id) }`.
    final class \(name)Recorder: RecordingAdapter, \(name)Navigation {}

    """
  }

  /// The app's adapter: declared like the host's other adapters; it conforms the app's
  /// dependencies to the feature's.
  var adapterFile: String {
    let protocolName =
      appDependencies == "\(name)Dependencies"
      ? "\(name)Feature.\(name)Dependencies" : "\(name)Dependencies"
    // The base is the kit's IntentAdapter or a class of the composition root; the kit's module
    // is imported with the access the class is declared with.
    let words = adapter.modifiers.split(separator: " ")
    let access =
      words.contains("public") || words.contains("open")
      ? "public " : words.contains("package") ? "package " : ""
    var imports = [(publicDependencies ? "public " : "") + "import \(name)Feature"]
    if adapter.base.hasPrefix("IntentAdapter<") {
      imports.append(access + "import WaypointPlugins")
    }
    return """
      \(imports.joined(separator: "\n"))

      /// Maps the \(name) feature's actions to the app's intents. Add a method per requirement
      /// of `\(name)Navigation` that sends its intent, e.g.
      /// `send(.showItem(id: id, on: context.tab))`.
      \(adapter.modifiers)class \(adapter.className): \(adapter.base), \(name)Navigation {}

      extension \(appDependencies): \(protocolName) {}

      """
  }
}
