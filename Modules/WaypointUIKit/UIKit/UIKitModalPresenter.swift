#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// UIKit presentation as a ``ModalPresenter``, and the presentation controllers' delegate.
  @MainActor
  final class UIKitModalPresenter: NSObject, ModalPresenter,
    UIAdaptivePresentationControllerDelegate
  {
    private unowned let containers: UIKitContainers
    private var presented: [(id: NodeID, controller: UIViewController)] = []

    init(containers: UIKitContainers) {
      self.containers = containers
    }

    var presentedIDs: [NodeID] { presented.map(\.id) }

    func present(_ modal: Modal, animated: Bool, completion: @escaping @MainActor () -> Void) {
      guard let presenter = presented.last?.controller ?? containers.window.rootViewController
      else { return completion() }
      let controller = containers.build(modal.content)
      controller.modalPresentationStyle = modal.style == .sheet ? .pageSheet : .fullScreen
      controller.presentationController?.delegate = self
      presented.append((modal.content.id, controller))
      presenter.present(controller, animated: animated) {
        MainActor.assumeIsolated { completion() }
      }
    }

    func dismiss(
      fromLevel level: Int, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      guard presented.indices.contains(level) else { return completion() }
      let presenter =
        level == 0 ? containers.window.rootViewController : presented[level - 1].controller
      presented.removeSubrange(level...)
      guard let presenter else { return completion() }
      presenter.dismiss(animated: animated) {
        MainActor.assumeIsolated { completion() }
      }
    }

    func setSwipeLocked(_ locked: Bool, modal: NodeID) {
      presented.first { $0.id == modal }?.controller.isModalInPresentation = locked
    }

    /// Forgets every presentation (the root was replaced).
    func forgetAll() { presented = [] }

    private func id(of presentationController: UIPresentationController) -> NodeID? {
      let controller = presentationController.presentedViewController
      return presented.first { $0.controller === controller }?.id
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool {
      guard let id = id(of: presentationController) else { return false }
      return containers.events?.modalShouldDismiss(id) ?? false
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      guard let id = id(of: presentationController) else { return }
      containers.events?.modalWillDismiss(id)
      let coordinator = presentationController.presentedViewController.transitionCoordinator
      coordinator?.notifyWhenInteractionChanges { [weak self] context in
        let cancelled = context.isCancelled
        MainActor.assumeIsolated {
          if cancelled { self?.containers.events?.modalDismissalCancelled(id) }
        }
      }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      guard let id = id(of: presentationController),
        let level = presented.firstIndex(where: { $0.id == id })
      else { return }
      presented.removeSubrange(level...)
      containers.events?.modalDidDismiss(id)
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      guard let id = id(of: presentationController) else { return }
      containers.events?.modalDidAttemptToDismiss(id)
    }
  }
#endif
