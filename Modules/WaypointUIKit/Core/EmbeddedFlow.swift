public import Waypoint

/// A Waypoint flow inside a navigation the app owns: existing code starts it from one of its
/// own screens, and it owns only the screens it shows.
///
/// The app keeps its window, its navigation controller and every screen below the flow's
/// first. The flow's navigator holds those screens as foreign entries (`Route.foreign(_:)`),
/// and its host adopts what the app's own code pushes, pops or sets while the flow runs
/// (``ForeignEntryPolicy/adopt``). Guards, lifecycle, dialogs, links into the flow and the
/// journal work as in a host that owns the window, on ``navigator``.
///
/// The flow ends when the user goes back past its first screen (the back button, an edge
/// swipe), swipes its sheet away, the app's own code removes it, or it finishes. `onResult`
/// hears once: the value it finished with, or why it ended (`FlowResult.ended(_:)` with
/// `FinishReason.backButton`, `.edgeSwipe`, `.swipeDown`, `.popped`), or why it never started.
/// The host then gives the navigation back (``EmbeddingContainers/endEmbedding()``) and drives
/// nothing more. Keep the embedded flow while it runs, as the app keeps its child
/// coordinators. One let go of is released with its navigator, its host and the flow; while
/// the flow still runs, that leaves the navigation controller's delegate slot empty.
///
/// ```swift
/// // In an existing view controller (the UIKit layer's `push(_:onto:screens:onResult:)`):
/// embedded = try EmbeddedFlow.push(
///   CheckoutFlow(), onto: navigationController!, screens: screens
/// ) { result in
///   if case .value(let order) = result { self.show(order) }
/// }
/// ```
@MainActor
public final class EmbeddedFlow {
  /// The flow's navigator: its tree holds the app's screens around the flow as foreign
  /// entries.
  public let navigator: Navigator
  /// The host that drives the app's navigation while the flow runs.
  public let host: ContainerHost
  /// Whether the flow runs: until it ended, with a value or without.
  public private(set) var isRunning = true
  private let containers: any ContainerProvider

  private init(
    tree: NavigationTree, containers: any ContainerProvider,
    start: @escaping @MainActor (EmbeddingRoot, EmbeddedFlow) -> Void
  ) throws(NavigationError) {
    self.containers = containers
    host = ContainerHost(containers: containers)
    host.foreignEntries = .adopt
    let root = EmbeddingRoot()
    navigator = try Navigator(root: root, host: host, tree: tree)
    root.begin = { [unowned self] root in start(root, self) }
  }

  /// Pushes `flow` onto the app's own navigation controller, which `containers` show, above
  /// the screens it shows now: `screens` names their kinds, root first (the UIKit layer's
  /// `UIKitContainers.existingKinds`).
  /// - Throws: `NavigationError.emptyStack` when `screens` is empty.
  public static func push<Flow: ProducesResult>(
    _ flow: Flow, onto containers: any EmbeddingContainers, over screens: [String],
    onResult: @escaping @MainActor (FlowResult<Flow.Output>) -> Void
  ) throws(NavigationError) -> EmbeddedFlow {
    let tree = try NavigationTree(root: .stack(screens.map { .screen(.foreign($0)) }))
    let embedded = try EmbeddedFlow(tree: tree, containers: containers) { root, embedded in
      // Weakly: the flow's sink must not keep its embedding alive once the app let it go.
      root.start(flow, as: .push()) { [weak embedded] result in
        embedded?.end()
        onResult(result)
      }
    }
    embedded.navigator.start()
    return embedded
  }

  /// Presents `flow` from the app's own screen of kind `screen`, which `containers` show, in
  /// `style` (`.sheet` unless told).
  public static func present<Flow: ProducesResult>(
    _ flow: Flow, from containers: any EmbeddingContainers, over screen: String,
    style: ModalStyle = .sheet,
    onResult: @escaping @MainActor (FlowResult<Flow.Output>) -> Void
  ) throws(NavigationError) -> EmbeddedFlow {
    let tree = try NavigationTree(root: .screen(.foreign(screen)))
    let embedded = try EmbeddedFlow(tree: tree, containers: containers) { root, embedded in
      root.start(flow, as: .present(style)) { [weak embedded] result in
        embedded?.end()
        onResult(result)
      }
    }
    embedded.navigator.start()
    return embedded
  }

  /// The flow ended: the navigation goes back to the app.
  private func end() {
    guard isRunning else { return }
    isRunning = false
    (containers as? any EmbeddingContainers)?.endEmbedding()
  }
}

/// The containers of a navigation the app owns, in which an ``EmbeddedFlow`` runs: their root
/// is the app's own navigation controller (or the screen a flow is presented from), which they
/// adopt, with the view controllers it shows, when the host sets a root of foreign screens
/// (``ContainerProvider/setRoot(_:completion:)``).
@MainActor
public protocol EmbeddingContainers: ContainerProvider {
  /// The flow ended: give the navigation back to the app (its delegate slot) and report
  /// nothing more.
  func endEmbedding()
}

/// The root coordinator of an embedded flow's navigator: it starts the flow once.
@MainActor
final class EmbeddingRoot: Coordinator {
  var begin: (@MainActor (EmbeddingRoot) -> Void)?

  override func didStart() {
    let begin = begin
    self.begin = nil
    begin?(self)
  }
}
