// Part of the UIKit signature stub (see UIViewController.swift).

public import Foundation

/// `UITabBarController`.
@available(iOS 2.0, *)
@MainActor
open class UITabBarController: UIViewController {
  /// `viewControllers`.
  @available(iOS 2.0, *)
  open var viewControllers: [UIViewController]?
  /// `selectedIndex`.
  open var selectedIndex: Int = 0
  /// `selectedViewController`.
  open var selectedViewController: UIViewController?
  /// `delegate`.
  @available(iOS 2.0, *)
  open weak var delegate: (any UITabBarControllerDelegate)?
  /// `moreNavigationController`.
  @available(iOS 2.0, *)
  open var moreNavigationController: UINavigationController { UINavigationController() }
}

/// `UITab` (iOS 18).
@available(iOS 18.0, *)
@MainActor
open class UITab: NSObject {
  /// `viewController`.
  @available(iOS 18.0, *)
  open private(set) var viewController: UIViewController?
}

/// `UITabBarControllerDelegate` (the methods the layer implements).
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// `tabBarController(_:shouldSelect:)`.
  @available(iOS 3.0, *)
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// `tabBarController(_:didSelect:)`.
  @available(iOS 2.0, *)
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// `tabBarController(_:shouldSelectTab:)` (iOS 18).
  @available(iOS 18.0, *)
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
}
