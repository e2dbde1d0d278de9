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

    func expectInSync(location: SourceLocation = #_sourceLocation) {
      uikit.expectInSync(tree, location: location)
      #expect(
        uikit.visible?.title == tree.visibleScreen.route.name, "the visible screen",
        sourceLocation: location)
    }
  }

  /// A gesture guard with a fixed answer that records what it was asked.
  @MainActor
  final class FixedGuard: GestureGuard {
    var answer: LeaveAnswer
    private(set) var asked: [LeaveAttempt] = []
    private var pending: (@MainActor (Bool) -> Void)?

    init(_ answer: LeaveAnswer) { self.answer = answer }

    func answer(for attempt: LeaveAttempt, in tree: NavigationTree) -> LeaveAnswer { answer }

    func ask(_ attempt: LeaveAttempt, resume: @escaping @MainActor (Bool) -> Void) {
      asked.append(attempt)
      pending = resume
    }

    func resume(_ confirmed: Bool) { pending?(confirmed) }
  }
#endif
