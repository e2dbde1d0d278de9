#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// UIKit presentation as a ``ModalPresenter``, and the presentation controllers' delegate.
  ///
  /// - A presenter that already presents something the host did not present (an alert or a
  ///   share sheet the app showed) would ignore the call and never complete it: the host is
  ///   told instead (``ContainerEvents/modalPresentationBlocked(_:)``), so its queue goes on.
  /// - A sheet's style is left as its controller chose it (`.automatic` is a sheet); only a
  ///   full-screen modal whose controller kept `.automatic` is made `.fullScreen`.
  /// - A delegate the screen installed on its own presentation controller keeps receiving
  ///   every call: the host forwards to it, and a sheet stays when either refuses (a swipe the
  ///   screen refused is the screen's to handle: the host does not report it).
  /// - A sheet's swipe that the user let go is seen from the transition's completion
  ///   (`isCancelled`), which always runs.
  /// - A dialog shown by a dialog coordinator is a `UIAlertController` this presenter builds
  ///   (`.alert`, or `.actionSheet` for a confirmation dialog) with one action per choice; the
  ///   alert dismisses itself when the user taps one, then runs its handler, which tells the
  ///   host. A dialog that no dialog coordinator shows is the screen factory's controller. An
  ///   action sheet that is a popover (iPad) is anchored at the centre of what it covers.
  @MainActor
  final class UIKitModalPresenter: NSObject, ModalPresenter,
    UIAdaptivePresentationControllerDelegate
  {
    private unowned let containers: UIKitContainers
    private var presented:
      [(id: NodeID, controller: UIViewController, screensDelegate: ScreensDelegate?)] = []
    /// A sheet whose own delegate refused the swipe: its did-attempt is the screen's business.
    private var refusedByScreen: NodeID?

    /// A delegate a screen set on its presentation controller before the host presented it.
    struct ScreensDelegate {
      weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    }

    init(containers: UIKitContainers) {
      self.containers = containers
    }

    var presentedIDs: [NodeID] { presented.map(\.id) }

    func present(_ modal: Modal, animated: Bool, completion: @escaping @MainActor () -> Void) {
      guard let presenter = presented.last?.controller ?? containers.baseController
      else { return completion() }
      if presenter.presentedViewController != nil {
        containers.events?.modalPresentationBlocked(modal.content.id)
        return completion()
      }
      let controller =
        dialogController(for: modal, over: presenter) ?? containers.build(modal.content, in: nil)
      if modal.style == .fullScreen, controller.modalPresentationStyle == .automatic {
        controller.modalPresentationStyle = .fullScreen
      }
      // VoiceOver stays in the modal: what it covers cannot be reached behind it.
      controller.view.accessibilityViewIsModal = true
      let presentation = controller.presentationController
      let own = presentation?.delegate.map { ScreensDelegate(delegate: $0) }
      presentation?.delegate = self
      presented.append((modal.content.id, controller, own))
      presenter.present(controller, animated: animated) {
        MainActor.assumeIsolated { completion() }
      }
    }

    /// A stack replacing a stack stays in the presented navigation controller, which takes the
    /// new entries (`setViewControllers(_:animated:)`): the sheet does not move. UIKit cannot
    /// change which controller is presented, so other content (a screen presented without a
    /// stack) is shown by dismissing the old controller without animation and presenting the
    /// new one: one animation, but not in place.
    func replace(
      atLevel level: Int, with modal: Modal, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      guard presented.indices.contains(level) else { return completion() }
      let old = presented[level]
      if case .stack(let stack) = modal.content, old.controller is UINavigationController,
        let navigation = containers.rekey(stack: old.id, as: stack.id)
      {
        presented[level] = (stack.id, navigation, old.screensDelegate)
        let entries = stack.entries.array.map { containers.build($0, in: navigation) }
        navigation.setViewControllers(entries, animated: animated)
        return whenSettled(navigation, animated: animated, completion)
      }
      let presenter =
        level == 0 ? containers.baseController : presented[level - 1].controller
      presented.removeSubrange(level...)
      guard let presenter else { return completion() }
      presenter.dismiss(animated: false) { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return completion() }
          self.present(modal, animated: animated, completion: completion)
        }
      }
    }

    func dismiss(
      fromLevel level: Int, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      guard presented.indices.contains(level) else { return completion() }
      let presenter =
        level == 0 ? containers.baseController : presented[level - 1].controller
      presented.removeSubrange(level...)
      guard let presenter else { return completion() }
      presenter.dismiss(animated: animated) {
        MainActor.assumeIsolated { completion() }
      }
    }

    func setSwipeLocked(_ locked: Bool, modal: NodeID) {
      presented.first { $0.id == modal }?.controller.isModalInPresentation = locked
    }

    /// The alert for a dialog modal that a dialog coordinator shows; `nil` for other modals.
    private func dialogController(for modal: Modal, over presenter: UIViewController)
      -> UIAlertController?
    {
      guard modal.style.isDialog, let screen = modal.content.screen,
        let actions = containers.events?.dialogActions(screen.id), !actions.isEmpty
      else { return nil }
      let text = containers.screens.dialogText(for: screen)
      let alert = UIAlertController(
        title: text.title, message: text.message,
        preferredStyle: modal.style == .alert ? .alert : .actionSheet)
      var hasCancel = false
      for (index, action) in actions.enumerated() {
        var style = UIAlertAction.Style(action.role)
        if style == .cancel {
          // UIKit raises on a second cancelling action.
          if hasCancel { style = .default }
          hasCancel = true
        }
        let id = screen.id
        alert.addAction(
          UIAlertAction(title: action.title, style: style) { [weak self] _ in
            MainActor.assumeIsolated { self?.userChose(index, in: id) }
          })
      }
      if let popover = alert.popoverPresentationController, let view = presenter.view {
        // An action sheet on iPad is a popover, which UIKit refuses to present without an
        // anchor: the centre of what it covers, without an arrow, unless the app anchors it
        // (`ScreenFactory.configureDialog`).
        popover.sourceView = view
        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
      }
      containers.screens.configureDialog?(alert, screen)
      return alert
    }

    /// The user tapped the action at `index` of the dialog `id`; UIKit dismissed it already.
    private func userChose(_ index: Int, in id: NodeID) {
      if let level = presented.firstIndex(where: { $0.id == id }) {
        presented.removeSubrange(level...)
      }
      containers.events?.dialog(id, didChoose: index)
    }

    /// Forgets every presentation (the root was replaced).
    func forgetAll() { presented = [] }

    private func entry(of presentationController: UIPresentationController)
      -> (id: NodeID, controller: UIViewController, screensDelegate: ScreensDelegate?)?
    {
      let controller = presentationController.presentedViewController
      return presented.first { $0.controller === controller }
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool {
      guard let entry = entry(of: presentationController) else { return false }
      let screenAllows =
        entry.screensDelegate?.delegate?.forwardedShouldDismiss(presentationController) ?? true
      refusedByScreen = screenAllows ? nil : entry.id
      return screenAllows && containers.events?.modalShouldDismiss(entry.id) ?? false
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      guard let entry = entry(of: presentationController) else { return }
      entry.screensDelegate?.delegate?.forwardWillDismiss(presentationController)
      let id = entry.id
      containers.events?.modalWillDismiss(id)
      let coordinator = presentationController.presentedViewController.transitionCoordinator
      coordinator?.animate(alongsideTransition: nil) { [weak self] context in
        let cancelled = context.isCancelled
        MainActor.assumeIsolated {
          if cancelled { self?.containers.events?.modalDismissalCancelled(id) }
        }
      }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      guard let entry = entry(of: presentationController),
        let level = presented.firstIndex(where: { $0.id == entry.id })
      else { return }
      presented.removeSubrange(level...)
      entry.screensDelegate?.delegate?.forwardDidDismiss(presentationController)
      containers.events?.modalDidDismiss(entry.id)
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      guard let entry = entry(of: presentationController) else { return }
      entry.screensDelegate?.delegate?.forwardDidAttemptToDismiss(presentationController)
      if refusedByScreen == entry.id {
        refusedByScreen = nil
        return
      }
      containers.events?.modalDidAttemptToDismiss(entry.id)
    }
  }

  extension UIAlertAction.Style {
    /// The style of an action that reads as `role`.
    init(_ role: DialogAction.Role) {
      switch role {
      case .default: self = .default
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
