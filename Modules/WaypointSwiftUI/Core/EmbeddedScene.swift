public import Waypoint

/// A Waypoint flow presented from a SwiftUI view the app owns: existing code starts it from one
/// of its views, and the flow owns only the modals it shows.
///
/// The app keeps its own views, its `TabView`, its `NavigationStack` and their state. The
/// flow's navigator holds the app's view as a foreign screen (`Route.foreign(_:)`) under the
/// flow's sheet or cover, and the layer's `View.waypointFlow(_:screen:)` presents the flow's
/// modals over that view, with completion-driven steps, as ``SceneHost`` does for a whole
/// window. Guards, dialogs, lifecycle and the journal work inside it, on ``navigator``.
///
/// The flow ends when the user swipes its sheet away, it dismisses itself, or it finishes.
/// `onResult` hears once: the value, or why it ended (`FlowResult.ended(_:)` with
/// `FinishReason.swipeDown` or `.dismissed`), or why it never started. Keep the embedded scene
/// while the flow runs, as the app keeps its own state; one let go of is released with its
/// navigator, its host and the flow.
///
/// Where SwiftUI gives no hook: a `NavigationStack`'s path has one owner, and a stack inside
/// another is not supported, so a flow cannot be pushed onto a stack the app's own views drive
/// (a `NavigationLink` of the app's and a push of Waypoint's would contend for one path). Give
/// such a flow a tab of its own (a `WaypointScene` in one tab of the app's `TabView`), or
/// present it.
///
/// ```swift
/// // In the app's own view (the SwiftUI layer's `present(_:over:style:onResult:)`):
/// checkout = try? EmbeddedScene.present(CheckoutFlow(), over: "OrdersView") { result in
///   checkout = nil
///   if case .value(let order) = result { orders.append(order) }
/// }
/// ```
@MainActor
public final class EmbeddedScene {
  /// The flow's navigator: its tree holds the app's view as a foreign root.
  public let navigator: Navigator
  /// The host that shows the flow's modals over the app's view.
  public let host: SceneHost
  /// Whether the flow runs: until it ended, with a value or without.
  public private(set) var isRunning = true

  private init(navigator: Navigator, host: SceneHost) {
    self.navigator = navigator
    self.host = host
  }

  /// Presents `flow` over the app's own view named `view`, in `style` (`.sheet` unless told),
  /// rendering into `renderer` (the SwiftUI layer's `SceneModel`, or a fake).
  public static func present<Flow: ProducesResult>(
    _ flow: Flow, on renderer: any SceneRenderer, over view: String, style: ModalStyle = .sheet,
    onResult: @escaping @MainActor (FlowResult<Flow.Output>) -> Void
  ) throws(NavigationError) -> EmbeddedScene {
    let host = SceneHost(renderer: renderer)
    let root = Coordinator()
    let tree = try NavigationTree(root: .screen(.foreign(view)))
    let embedded = EmbeddedScene(
      navigator: try Navigator(root: root, host: host, tree: tree), host: host)
    embedded.navigator.start()
    // Weakly: the flow's sink must not keep its embedding alive once the app let it go.
    root.start(flow, as: .present(style)) { [weak embedded] result in
      embedded?.isRunning = false
      onResult(result)
    }
    return embedded
  }
}
