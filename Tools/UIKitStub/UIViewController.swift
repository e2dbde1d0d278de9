// A signature stub of UIKit for type-checking WaypointUIKit's UIKit layer on Linux.
//
// Written from Apple's documented Swift signatures, holding exactly the API the layer uses. It
// proves that the layer type-checks against those signatures; it does nothing at run time and
// is never linked into a product. Optional protocol requirements of Objective-C protocols are
// plain requirements here (Linux has no `@objc optional`), so a conformance must implement
// every method declared below.

@_exported public import Foundation

/// `UIResponder`.
@MainActor
open class UIResponder: NSObject {
  public override nonisolated init() { super.init() }
}

/// `UIView`.
@MainActor
open class UIView: UIResponder {}

/// `UIWindow`.
@MainActor
open class UIWindow: UIView {
  /// `rootViewController`.
  open var rootViewController: UIViewController?
  /// `makeKeyAndVisible()`.
  open func makeKeyAndVisible() {}
}

/// `UIModalPresentationStyle` (the cases the layer uses).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case automatic = -2
}

/// `UIViewController`.
@MainActor
open class UIViewController: UIResponder {
  /// `title`.
  open var title: String?
  /// `modalPresentationStyle`.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// `isModalInPresentation`.
  open var isModalInPresentation = false
  /// `presentedViewController`.
  open private(set) var presentedViewController: UIViewController?
  /// `presentingViewController`.
  open private(set) weak var presentingViewController: UIViewController?
  /// `presentationController`.
  open private(set) var presentationController: UIPresentationController?
  /// `transitionCoordinator`.
  open private(set) var transitionCoordinator: (any UIViewControllerTransitionCoordinator)?

  /// `present(_:animated:completion:)`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}

  /// `dismiss(animated:completion:)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// `UIPresentationController`.
@MainActor
open class UIPresentationController: NSObject {
  /// `delegate`.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// `presentedViewController`.
  open private(set) var presentedViewController = UIViewController()
}

/// `UIAdaptivePresentationControllerDelegate` (the methods the layer implements).
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
