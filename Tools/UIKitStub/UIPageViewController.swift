// Part of the UIKit signature stub (see UIViewController.swift).

public import Foundation

/// `UIPageViewController`.
@available(iOS 5.0, *)
@MainActor
open class UIPageViewController: UIViewController {
  /// `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }
  /// `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
  /// `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }
  /// `UIPageViewController.OptionsKey`.
  public struct OptionsKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// `viewControllers`.
  @available(iOS 5.0, *)
  open private(set) var viewControllers: [UIViewController]?
  /// `dataSource`.
  @available(iOS 5.0, *)
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// `delegate`.
  @available(iOS 5.0, *)
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// `init(transitionStyle:navigationOrientation:options:)`.
  @available(iOS 5.0, *)
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    super.init(nibName: nil, bundle: nil)
  }
  /// `init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// `setViewControllers(_:direction:animated:completion:)`.
  @available(iOS 5.0, *)
  open func setViewControllers(
    _ viewControllers: [UIViewController]?,
    direction: UIPageViewController.NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {}
}

/// `UIPageViewControllerDataSource` (the methods the layer implements).
@MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  /// `pageViewController(_:viewControllerBefore:)`.
  @available(iOS 5.0, *)
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// `pageViewController(_:viewControllerAfter:)`.
  @available(iOS 5.0, *)
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
}

/// `UIPageViewControllerDelegate` (the methods the layer implements).
@MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  /// `pageViewController(_:willTransitionTo:)`.
  @available(iOS 6.0, *)
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
  @available(iOS 5.0, *)
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}
