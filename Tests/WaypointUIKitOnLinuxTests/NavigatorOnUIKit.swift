#if os(Linux)
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointTesting
  import WaypointUIKitOnLinux

  /// A navigator over `root` on the real UIKit layer, for the cases the reading app does not
  /// have (more than five tabs, screens that set up their own controllers, alerts).
  @MainActor
  final class NavigatorOnUIKit {
    let uikit: LayerHarness
    let navigator: Navigator

    init(_ version: SimulatedIOS, root content: Content, screens: ScreenFactory = ScreenFactory()) {
      uikit = LayerHarness(version, screens: screens)
      navigator = Navigator(
        root: ScriptedRoot { root in _ = try? root.navigate(.replaceRoot(content)) },
        host: uikit.host)
      navigator.start()
      uikit.settle()
    }

    var tree: NavigationTree { navigator.tree }
    var host: ContainerHost { uikit.host }

    /// Performs `operation` as the app would; animations keep running until ``settle()``.
    func perform(_ operation: NavigationOperation) throws {
      _ = try navigator.perform(operation)
    }

    func settle() { uikit.settle() }

    /// The cause of the last journal entry.
    var lastCause: Transaction.Cause? { navigator.journal.last?.cause }

    /// Whether the last journal entry is a guard's veto.
    var lastIsVeto: Bool {
      if case .vetoed? = navigator.journal.last?.result { true } else { false }
    }

    func expectInSync(location: SourceLocation = #_sourceLocation) {
      uikit.expectInSync(tree, location: location)
      #expect(
        uikit.visible?.title == tree.visibleScreen.route.name, "the visible screen",
        sourceLocation: location)
    }
  }
#endif
