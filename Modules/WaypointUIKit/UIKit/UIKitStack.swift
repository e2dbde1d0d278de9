#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// A `UINavigationController` as a ``StackContainer``, its delegate, and the delegate of its
  /// pop recognisers.
  ///
  /// - The host takes the navigation controller's `delegate` slot and forwards will-show and
  ///   did-show to ``UIKitContainers/navigationDelegate``; an app that sets the slot itself
  ///   anyway is adopted as that delegate the next time the host drives the stack, and the
  ///   host takes the slot back (``HostFault/delegateReplaced(stack:)``).
  /// - Each pop recogniser (the edge swipe, and from iOS 26 the content swipe: see
  ///   `UINavigationController.popRecognizers`) gets a proxy that asks
  ///   UIKit's own delegate first (it refuses on the root, during a transition, under a hidden
  ///   back button, and makes scroll views wait) and then the host, which only answers.
  @MainActor
  final class UIKitStack: NSObject, StackContainer, UINavigationControllerDelegate {
    /// The stack node it shows; a presented stack whose content is replaced in place shows the
    /// new stack node (``UIKitContainers/rekey(stack:as:)``).
    var id: NodeID
    private weak var controller: UINavigationController?
    private unowned let containers: UIKitContainers
    private var proxies: [PopRecognizerProxy] = []

    init(id: NodeID, controller: UINavigationController, containers: UIKitContainers) {
      self.id = id
      self.controller = controller
      self.containers = containers
      super.init()
      controller.delegate = self
      for recognizer in controller.popRecognizers {
        let proxy = PopRecognizerProxy(original: recognizer.delegate) { [weak self] in
          guard let self else { return false }
          return self.containers.events?.stackShouldBeginInteractivePop(self.id) ?? false
        }
        recognizer.delegate = proxy
        proxies.append(proxy)
      }
    }

    /// The entries UIKit shows. The host reads them before it changes the stack, so this is
    /// where a delegate slot the app took is taken back (see the type's discussion).
    var entryIDs: [NodeID] {
      guard let controller else { return [] }
      reclaimDelegate(controller)
      return controller.viewControllers.compactMap { containers.id(of: $0) }
    }

    func push(_ entry: Node, animated: Bool, completion: @escaping @MainActor () -> Void) {
      guard let controller else { return completion() }
      reclaimDelegate(controller)
      controller.pushViewController(containers.build(entry, in: controller), animated: animated)
      whenSettled(controller, animated: animated, completion)
    }

    func pop(to entry: NodeID, animated: Bool, completion: @escaping @MainActor () -> Void) {
      guard let controller,
        let target = controller.viewControllers.first(where: { containers.id(of: $0) == entry })
      else { return completion() }
      reclaimDelegate(controller)
      controller.popToViewController(target, animated: animated)
      whenSettled(controller, animated: animated, completion)
    }

    func setEntries(
      _ entries: [Node], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      guard let controller else { return completion() }
      reclaimDelegate(controller)
      let controllers = entries.map { containers.build($0, in: controller) }
      controller.setViewControllers(controllers, animated: animated)
      whenSettled(controller, animated: animated, completion)
    }

    func cancelInteractivePop() {
      // Disabling a recogniser that recognises cancels its gesture; UIKit runs the pop back.
      for recognizer in controller?.popRecognizers ?? [] where recognizer.isEnabled {
        recognizer.isEnabled = false
        recognizer.isEnabled = true
      }
    }

    /// Gives the navigation controller back to the app: its delegate slot (to `delegate`) and
    /// its pop recognisers' delegates.
    func giveBack(to delegate: (any UINavigationControllerDelegate)?) {
      guard let controller else { return }
      if controller.delegate === self { controller.delegate = delegate }
      for (recognizer, proxy) in zip(controller.popRecognizers, proxies)
      where recognizer.delegate === proxy {
        recognizer.delegate = proxy.original
      }
      proxies = []
    }

    /// Takes the delegate slot back from an app that set it, forwarding to the app's delegate.
    private func reclaimDelegate(_ controller: UINavigationController) {
      guard controller.delegate !== self else { return }
      if let intruder = controller.delegate { containers.navigationDelegate = intruder }
      controller.delegate = self
      containers.events?.stackDelegateReplaced(id)
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      containers.navigationDelegate?.forwardWillShow(navigationController, viewController, animated)
      let coordinator = navigationController.transitionCoordinator
      let interactive = coordinator?.isInteractive ?? false
      if interactive {
        // The completion always runs, also for a pop cancelled without any delegate call.
        coordinator?.animate(alongsideTransition: nil) { [weak self] context in
          let cancelled = context.isCancelled
          MainActor.assumeIsolated {
            guard let self else { return }
            self.containers.events?.stack(self.id, interactionEnded: cancelled)
          }
        }
      }
      guard let top = containers.id(of: viewController) else {
        // The app's own code's transition, or a swipe back to a controller of its own.
        containers.events?.stackWillShowForeign(id)
        return
      }
      containers.events?.stack(id, willShow: top, interactive: interactive)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      containers.navigationDelegate?.forwardDidShow(navigationController, viewController, animated)
      let controllers = navigationController.viewControllers
      let ids = controllers.map { containers.id(of: $0) }
      guard ids.contains(nil) else {
        guard let top = containers.id(of: viewController) else { return }
        containers.events?.stack(id, didShow: top, entries: entryIDs)
        return
      }
      // View controllers the app's own code pushed or set: the host adopts them or not.
      let shown = zip(controllers, ids).map { controller, id -> ShownEntry in
        id.map(ShownEntry.entry) ?? .foreign(kind: String(describing: type(of: controller)))
      }
      guard let adopted = containers.events?.stack(id, didShowForeign: shown) else { return }
      let foreign = zip(controllers, ids).filter { $0.1 == nil }.map(\.0)
      for (controller, id) in zip(foreign, adopted) { containers.adopt(controller, as: id) }
      guard let top = containers.id(of: viewController) else { return }
      containers.events?.stack(id, didShow: top, entries: entryIDs)
    }
  }

  /// The delegate of one pop recogniser: UIKit's own delegate decides first, then the host.
  /// Answers only: UIKit may ask for touches that never begin a gesture. Holds UIKit's
  /// delegate strongly, as the navigation controller does.
  @MainActor
  final class PopRecognizerProxy: NSObject, UIGestureRecognizerDelegate {
    /// UIKit's own delegate of the recogniser.
    let original: (any UIGestureRecognizerDelegate)?
    private let hostAllows: @MainActor () -> Bool

    init(
      original: (any UIGestureRecognizerDelegate)?, hostAllows: @escaping @MainActor () -> Bool
    ) {
      self.original = original
      self.hostAllows = hostAllows
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      (original?.forwardedShouldBegin(gestureRecognizer) ?? true) && hostAllows()
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      original?.forwardedSimultaneous(gestureRecognizer, otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      original?.forwardedRequiredToFail(gestureRecognizer, otherGestureRecognizer) ?? false
    }
  }
#endif
