#if os(Linux)
  public import Foundation

  /// `UIGestureRecognizer`.
  ///
  /// Reproduces (Apple, `isEnabled`): disabling a recogniser while it recognises a gesture
  /// cancels that gesture.
  @MainActor
  open class UIGestureRecognizer: NSObject {
    /// `delegate`.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// `isEnabled`.
    open var isEnabled = true {
      didSet { if !isEnabled, isRecognizing { onCancel?() } }
    }
    /// Whether a gesture it recognised is running.
    public internal(set) var isRecognizing = false
    /// What its owner does when the running gesture is cancelled.
    var onCancel: (@MainActor () -> Void)?

    /// Asks the delegate whether to begin, as UIKit does before leaving the possible state.
    func shouldBegin() -> Bool {
      isEnabled && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
    }
  }

  /// `UIGestureRecognizerDelegate` (the methods the layer implements).
  @MainActor
  public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// `gestureRecognizerShouldBegin(_:)`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
  }

  /// UIKit's own delegate of a navigation controller's pop recognisers (private in UIKit).
  ///
  /// Reproduces what apps lose when they replace it (Signal-iOS#3540, SwipeBack#3,
  /// charcoal-ios#269): it refuses to begin on the root, while a transition runs, and when the
  /// top screen hides its back button; it makes other recognisers (scroll views) wait for the
  /// edge swipe to fail.
  @MainActor
  final class InteractivePopDelegate: NSObject, UIGestureRecognizerDelegate {
    unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let controller = navigationController
      return controller.viewControllers.count > 1 && !controller.isInTransition
        && controller.topViewController?.navigationItem.hidesBackButton != true
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }
#endif
