public import Waypoint
public import WaypointUIKit

/// How UIKit reports an interactive pop that the user cancelled.
public enum CancelledPopCallbacks: CaseIterable, Sendable {
  /// No delegate call at all; only the transition coordinator says `isCancelled`
  /// (rdar://21137690, "Neither -willShowViewController: or -didShowViewController: get
  /// called when the user cancels the back gesture", iOS 7 onwards).
  case none
  /// Will-show and then did-show of the same screen that stays on top.
  case reshowsTop
  /// Did-show of the screen that stays on top (iOS 18 and later).
  case didShowTop
}

/// A fake `UINavigationController` that calls its delegate as UIKit does.
///
/// Reproduces (Apple, `UINavigationControllerDelegate`, `UIViewControllerTransitionCoordinator`):
/// - `pushViewController`, `popViewController`, `popToViewController` and
///   `setViewControllers` change `viewControllers` at once, call
///   `navigationController(_:willShow:animated:)` with the new top before the transition and
///   `navigationController(_:didShow:animated:)` after it; none takes a completion, so the
///   UIKit layer waits on the transition coordinator.
/// - The back button pops one level non-interactively; its long-press menu (iOS 14) pops to the
///   chosen screen in one `popToViewController`: one will-show, one did-show.
/// - The edge swipe asks the interactive pop recogniser's delegate
///   (`gestureRecognizerShouldBegin(_:)`), then calls will-show with the revealed screen and a
///   transition coordinator whose `isInteractive` is true. When the user lets go,
///   `notifyWhenInteractionChanges` reports `isCancelled`; a completed pop ends with did-show of
///   the revealed screen, a cancelled one as ``FakeWindow/cancelledPopCallbacks`` says.
/// - Starting a transition while one runs is what makes UIKit log "Can't add self as subview"
///   or drop the call: the fake records it in ``FakeWindow/warnings``.
@MainActor
public final class FakeNavigationController: FakeViewController, StackContainer {
  /// The controllers on the stack, root first.
  public internal(set) var viewControllers: [FakeViewController] = []
  /// Whether a transition is running.
  public private(set) var isTransitioning = false
  private var interactivePop: [FakeViewController]?

  /// The IDs of its entries, root first; controllers the app's own code made that the host
  /// has not adopted have none (the UIKit layer leaves them out too).
  public var entryIDs: [NodeID] {
    viewControllers.compactMap { controller in
      (controller as? FakeForeignController)?.isAdopted == false ? nil : controller.node
    }
  }

  private var events: (any ContainerEvents)? { window.events }

  // MARK: StackContainer

  public func push(
    _ entry: Node, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    window.calls.append(.push(entry.id, onto: node))
    transition(to: viewControllers + [window.build(entry)], animated: animated, completion)
  }

  public func pop(to entry: NodeID, animated: Bool, completion: @escaping @MainActor () -> Void) {
    window.calls.append(.pop(to: entry, in: node))
    guard let index = viewControllers.firstIndex(where: { $0.node == entry }) else {
      window.warnings.append("popToViewController: \(entry) is not on \(node)")
      return completion()
    }
    transition(to: Array(viewControllers.prefix(index + 1)), animated: animated, completion)
  }

  public func setEntries(
    _ entries: [Node], animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    window.calls.append(.setEntries(entries.map(\.id), in: node))
    transition(to: entries.map(window.build), animated: animated, completion)
  }

  public func cancelInteractivePop() {
    guard interactivePop != nil else { return }
    window.calls.append(.cancelInteractivePop(node))
    endInteractivePop(completed: false)
  }

  // MARK: The user

  /// Taps the back button: `popViewController(animated: true)`.
  public func tapBack() {
    guard viewControllers.count > 1 else { return }
    transition(to: Array(viewControllers.dropLast()), animated: true) {}
  }

  /// Picks `entry` from the back button's long-press menu: `popToViewController`.
  public func longPressBack(to entry: NodeID) {
    guard let index = viewControllers.dropLast().firstIndex(where: { $0.node == entry }) else {
      return
    }
    transition(to: Array(viewControllers.prefix(index + 1)), animated: true) {}
  }

  /// Starts an edge swipe; `false` when the recogniser's delegate refuses to begin.
  @discardableResult
  public func beginInteractivePop() -> Bool {
    guard viewControllers.count > 1, !isTransitioning, interactivePop == nil,
      events?.stackShouldBeginInteractivePop(node) ?? true
    else { return false }
    interactivePop = viewControllers
    isTransitioning = true
    viewControllers.removeLast()
    reportWillShow(viewControllers[viewControllers.count - 1], interactive: true)
    return true
  }

  /// Lets go of the edge swipe: `completed` finishes the pop, otherwise it is cancelled.
  public func endInteractivePop(completed: Bool) {
    guard let before = interactivePop else { return }
    interactivePop = nil
    isTransitioning = false
    if completed {
      events?.stack(node, interactionEnded: false)
      reportDidShow(viewControllers[viewControllers.count - 1])
      return
    }
    viewControllers = before
    events?.stack(node, interactionEnded: true)
    let top = before[before.count - 1]
    switch window.cancelledPopCallbacks {
    case .none: break
    case .reshowsTop:
      reportWillShow(top, interactive: false)
      reportDidShow(top)
    case .didShowTop:
      reportDidShow(top)
    }
  }

  // MARK: The app's own code

  /// The app's own code pushes a view controller of `kind` it made
  /// (`pushViewController(_:animated:)`), as existing code does; returns it.
  @discardableResult
  public func appPush(_ kind: String, animated: Bool = true) -> FakeForeignController {
    let controller = makeForeign(kind)
    transition(to: viewControllers + [controller], animated: animated) {}
    return controller
  }

  /// A view controller of `kind` that the app's own code made, not yet on any stack: for
  /// ``appSetViewControllers(_:animated:)``.
  public func makeForeign(_ kind: String) -> FakeForeignController {
    FakeForeignController(kind: kind, window: window)
  }

  /// The app's own code sets the stack (`setViewControllers(_:animated:)`): `controllers`,
  /// root first, its own or the host's.
  public func appSetViewControllers(_ controllers: [FakeViewController], animated: Bool = true) {
    guard !controllers.isEmpty else { return }
    transition(to: controllers, animated: animated) {}
  }

  /// The app's own code pops the top view controller (`popViewController(animated:)`).
  public func appPop(animated: Bool = true) {
    guard viewControllers.count > 1 else { return }
    transition(to: Array(viewControllers.dropLast()), animated: animated) {}
  }

  /// The controllers that the host has not adopted, which the app's own code made.
  private var unadopted: [FakeForeignController] {
    viewControllers.compactMap {
      ($0 as? FakeForeignController).flatMap { $0.isAdopted ? nil : $0 }
    }
  }

  /// Reports the will-show as the UIKit layer does: a controller the host does not know yet
  /// has no ID to report.
  private func reportWillShow(_ top: FakeViewController, interactive: Bool) {
    if (top as? FakeForeignController)?.isAdopted == false {
      events?.stackWillShowForeign(node)
    } else {
      events?.stack(node, willShow: top.node, interactive: interactive)
    }
  }

  /// Reports the did-show as the UIKit layer does: with foreign entries when the stack shows
  /// controllers the host has not adopted, adopting them with the IDs the host gives.
  private func reportDidShow(_ top: FakeViewController) {
    let waiting = unadopted
    guard !waiting.isEmpty else {
      events?.stack(node, didShow: top.node, entries: entryIDs)
      return
    }
    let shown = viewControllers.map { controller -> ShownEntry in
      if let foreign = controller as? FakeForeignController, !foreign.isAdopted {
        return .foreign(kind: foreign.kind)
      }
      return .entry(controller.node)
    }
    guard let ids = events?.stack(node, didShowForeign: shown), ids.count == waiting.count
    else { return }
    for (controller, id) in zip(waiting, ids) { controller.adopt(as: id) }
    events?.stack(node, didShow: top.node, entries: entryIDs)
  }

  /// UIKit's own pop to root (a reselected tab).
  func popToRootByUIKit() {
    guard viewControllers.count > 1 else { return }
    transition(to: [viewControllers[0]], animated: true) {}
  }

  // MARK: Transitions

  private func transition(
    to controllers: [FakeViewController], animated: Bool,
    _ completion: @escaping @MainActor () -> Void
  ) {
    if isTransitioning {
      window.warnings.append("Can't add self as subview: \(node) is already in a transition")
    }
    viewControllers = controllers
    isTransitioning = true
    let top = controllers[controllers.count - 1]
    reportWillShow(top, interactive: false)
    window.animator.run(animated: animated) { [weak self] in
      guard let self else { return completion() }
      self.isTransitioning = false
      self.reportDidShow(top)
      completion()
    }
  }
}
