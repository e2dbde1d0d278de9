// Part of the UIKit signature stub (see UIViewController.swift).

public import Foundation

/// `UINavigationController`.
@MainActor
open class UINavigationController: UIViewController {
  /// `viewControllers`.
  open var viewControllers: [UIViewController] = []
  /// `delegate`.
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// `interactivePopGestureRecognizer`.
  open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
  /// `interactiveContentPopGestureRecognizer` (iOS 26).
  open private(set) var interactiveContentPopGestureRecognizer: UIGestureRecognizer?

  /// `setViewControllers(_:animated:)`.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  /// `pushViewController(_:animated:)`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  /// `popToViewController(_:animated:)`.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  { nil }
}

/// `UINavigationControllerDelegate` (the methods the layer implements).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// `navigationController(_:willShow:animated:)`.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// `navigationController(_:didShow:animated:)`.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

/// `UIGestureRecognizer`.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// `delegate`.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// `isEnabled`.
  open var isEnabled = true
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
