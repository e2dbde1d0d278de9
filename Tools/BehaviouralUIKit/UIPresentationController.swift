#if os(Linux)
  public import Foundation

  /// `UIPresentationController`.
  @MainActor
  open class UIPresentationController: NSObject {
    /// `delegate`.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// `presentedViewController`.
    open var presentedViewController: UIViewController { presented }
    private unowned let presented: UIViewController
    /// `presentingViewController`.
    open internal(set) weak var presentingViewController: UIViewController?

    /// `init(presentedViewController:presenting:)`.
    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      presented = presentedViewController
      self.presentingViewController = presentingViewController
      super.init()
    }
  }

  /// `UIPopoverArrowDirection`.
  public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// `rawValue`.
    public let rawValue: UInt
    /// `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `up`.
    public static var up: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 0) }
    /// `down`.
    public static var down: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 1) }
    /// `left`.
    public static var left: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 2) }
    /// `right`.
    public static var right: UIPopoverArrowDirection {
      UIPopoverArrowDirection(rawValue: 1 << 3)
    }
    /// `any`.
    public static var any: UIPopoverArrowDirection { [.up, .down, .left, .right] }
  }

  /// `UIPopoverPresentationController`: how an action sheet is presented on iPad.
  @MainActor
  open class UIPopoverPresentationController: UIPresentationController {
    /// `sourceView`: UIKit raises when it presents a popover without one (or a bar button
    /// item).
    open var sourceView: UIView?
    /// `sourceRect`.
    open var sourceRect: CGRect = .zero
    /// `permittedArrowDirections`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
  }

  /// `UIAdaptivePresentationControllerDelegate` (its sheet-dismissal methods).
  @MainActor
  public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// `presentationControllerShouldDismiss(_:)`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    /// `presentationControllerWillDismiss(_:)`.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// `presentationControllerDidDismiss(_:)`.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController)
  }

  /// How far the user pulls a sheet before letting go.
  public enum SimulatedPull: Sendable {
    /// A short pull: a refused swipe ends without did-attempt-to-dismiss ("may be called at
    /// any time": should-dismiss is asked, nothing follows).
    case short
    /// Far enough: a refused swipe ends with did-attempt-to-dismiss.
    case long
  }

  // MARK: - The user

  extension UIViewController {
    /// Whether the user could swipe this presented controller down now.
    var isSwipeDismissibleSheet: Bool {
      guard presentingViewController != nil, presentedViewController == nil,
        presentingViewController?.presentationTransition == nil
      else { return false }
      return [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle)
    }

    /// The user pulls this presented sheet down and holds it. Calls, as UIKit does:
    /// did-attempt-to-dismiss at once when `isModalInPresentation`; otherwise should-dismiss,
    /// then did-attempt-to-dismiss (long pull) or nothing (short) on `false`, or will-dismiss
    /// with an interactive transition coordinator on `true`.
    /// - Returns: whether the sheet moves (end it with ``userEndsSwipeDown(dismissing:)``).
    @discardableResult
    public func userBeginsSwipeDown(pull: SimulatedPull = .long) -> Bool {
      guard isSwipeDismissibleSheet, let presentation = presentationController,
        let presenter = presentingViewController
      else { return false }
      if isModalInPresentation {
        presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
        return false
      }
      guard presentation.delegate?.presentationControllerShouldDismiss(presentation) ?? true else {
        if pull == .long {
          presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
        }
        return false
      }
      let coordinator = SimulatedTransitionCoordinator(interactive: true)
      coordinator.notifiesInteractionChanges = !simulation.sheetSwipeSkipsInteractionNotification
      presenter.presentationTransition = coordinator
      presenter.runningTransition = coordinator
      runningTransition = coordinator
      presentation.delegate?.presentationControllerWillDismiss(presentation)
      return true
    }

    /// The user lets go of a sheet held by ``userBeginsSwipeDown(pull:)``: `dismissing` past the
    /// threshold (did-dismiss after the animation), otherwise it springs back (the coordinator
    /// reports `isCancelled`).
    public func userEndsSwipeDown(dismissing: Bool) {
      guard let presenter = presentingViewController,
        let coordinator = presenter.presentationTransition, coordinator.isInteractive,
        let presentation = presentationController
      else { return }
      coordinator.endInteraction(cancelled: !dismissing)
      simulation.run(animated: true) {
        presenter.presentationTransition = nil
        if dismissing { presenter.detachPresented() }
        coordinator.finish()
        if dismissing { presentation.delegate?.presentationControllerDidDismiss(presentation) }
      }
    }

    /// The user swipes this presented sheet down and lets go.
    /// - Returns: whether the sheet moved.
    @discardableResult
    public func userSwipesDown(dismissing: Bool = true, pull: SimulatedPull = .long) -> Bool {
      guard userBeginsSwipeDown(pull: pull) else { return false }
      userEndsSwipeDown(dismissing: dismissing)
      return true
    }
  }
#endif
