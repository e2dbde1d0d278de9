// Part of the UIKit signature stub (see UIViewController.swift).

public import Foundation

/// `UITabBarController`.
@MainActor
open class UITabBarController: UIViewController {
  /// `viewControllers`.
  open var viewControllers: [UIViewController]?
  /// `selectedIndex`.
  open var selectedIndex = 0
  /// `delegate`.
  open weak var delegate: (any UITabBarControllerDelegate)?
}

/// `UITabBarControllerDelegate` (the methods the layer implements).
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// `tabBarController(_:shouldSelect:)`.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// `tabBarController(_:didSelect:)`.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}
