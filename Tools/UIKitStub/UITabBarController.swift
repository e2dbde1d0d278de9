// Part of the UIKit signature stub (see UIViewController.swift).

public import Foundation

/// `UITabBarController`.
@MainActor
open class UITabBarController: UIViewController {
  /// `viewControllers`.
  open var viewControllers: [UIViewController]?
  /// `selectedIndex`.
  open var selectedIndex = 0
  /// `selectedViewController`.
  open var selectedViewController: UIViewController?
  /// `delegate`.
  open weak var delegate: (any UITabBarControllerDelegate)?
  /// `moreNavigationController`.
  open var moreNavigationController: UINavigationController { UINavigationController() }
}

/// `UITab` (iOS 18).
@MainActor
open class UITab: NSObject {
  /// `viewController`.
  open private(set) var viewController: UIViewController?
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
  /// `tabBarController(_:shouldSelectTab:)` (iOS 18).
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
}
