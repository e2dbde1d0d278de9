#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// A `UINavigationController` as a ``StackContainer``, and its delegates: the navigation
  /// controller's and the interactive pop recogniser's.
  @MainActor
  final class UIKitStack: NSObject, StackContainer, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
  {
    let id: NodeID
    private weak var controller: UINavigationController?
    private unowned let containers: UIKitContainers

    init(id: NodeID, controller: UINavigationController, containers: UIKitContainers) {
      self.id = id
      self.controller = controller
      self.containers = containers
      super.init()
      controller.delegate = self
      controller.interactivePopGestureRecognizer?.delegate = self
    }

    var entryIDs: [NodeID] {
      controller?.viewControllers.compactMap { containers.id(of: $0) } ?? []
    }

    func push(_ entry: Node, animated: Bool, completion: @escaping @MainActor () -> Void) {
      guard let controller else { return completion() }
      controller.pushViewController(containers.build(entry), animated: animated)
      whenSettled(controller, animated: animated, completion)
    }

    func pop(to entry: NodeID, animated: Bool, completion: @escaping @MainActor () -> Void) {
      guard let controller,
        let target = controller.viewControllers.first(where: { containers.id(of: $0) == entry })
      else { return completion() }
      controller.popToViewController(target, animated: animated)
      whenSettled(controller, animated: animated, completion)
    }

    func setEntries(
      _ entries: [Node], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      guard let controller else { return completion() }
      controller.setViewControllers(entries.map(containers.build), animated: animated)
      whenSettled(controller, animated: animated, completion)
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      guard let top = containers.id(of: viewController) else { return }
      let coordinator = navigationController.transitionCoordinator
      let interactive = coordinator?.isInteractive ?? false
      containers.events?.stack(id, willShow: top, interactive: interactive)
      guard interactive else { return }
      coordinator?.notifyWhenInteractionChanges { [weak self] context in
        let cancelled = context.isCancelled
        MainActor.assumeIsolated {
          guard let self else { return }
          self.containers.events?.stack(self.id, interactionEnded: cancelled)
        }
      }
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      guard let top = containers.id(of: viewController) else { return }
      containers.events?.stack(id, didShow: top, entries: entryIDs)
    }

    // MARK: UIGestureRecognizerDelegate (the interactive pop)

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      containers.events?.stackShouldBeginInteractivePop(id) ?? false
    }
  }
#endif
