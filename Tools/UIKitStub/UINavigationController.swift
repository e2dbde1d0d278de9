// Part of the UIKit signature stub (see UIViewController.swift).

public import Foundation

/// `UINavigationController`.
@available(iOS 2.0, *)
@MainActor
open class UINavigationController: UIViewController {
  /// `viewControllers`.
  @available(iOS 2.0, *)
  open var viewControllers: [UIViewController] = []
  /// `delegate`.
  @available(iOS 2.0, *)
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// `interactivePopGestureRecognizer`.
  @available(iOS 7.0, *)
  open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
  /// `interactiveContentPopGestureRecognizer`.
  @available(iOS 26.0, *)
  open private(set) var interactiveContentPopGestureRecognizer: UIGestureRecognizer?

  /// `setViewControllers(_:animated:)`.
  @available(iOS 3.0, *)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  /// `pushViewController(_:animated:)`.
  @available(iOS 2.0, *)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  /// `popToViewController(_:animated:)`.
  @available(iOS 2.0, *)
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  { nil }
}

/// `UINavigationControllerDelegate` (the methods the layer implements).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// `navigationController(_:willShow:animated:)`.
  @available(iOS 2.0, *)
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// `navigationController(_:didShow:animated:)`.
  @available(iOS 2.0, *)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

/// `UIGestureRecognizer`.
@available(iOS 3.2, *)
@MainActor
open class UIGestureRecognizer: NSObject {
  /// `delegate`.
  @available(iOS 3.2, *)
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// `isEnabled`.
  open var isEnabled: Bool = true
}

/// `UIGestureRecognizerDelegate` (the methods the layer implements).
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// `gestureRecognizerShouldBegin(_:)`.
  @available(iOS 3.2, *)
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
  @available(iOS 3.2, *)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
  @available(iOS 7.0, *)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}
