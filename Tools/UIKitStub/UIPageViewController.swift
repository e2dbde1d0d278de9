// Part of the UIKit signature stub (see UIViewController.swift).

public import Foundation

/// `UIPageViewController`.
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
  open private(set) var viewControllers: [UIViewController]?
  /// `dataSource`.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// `delegate`.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// `init(transitionStyle:navigationOrientation:options:)`.
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
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// `pageViewController(_:viewControllerAfter:)`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
}

/// `UIPageViewControllerDelegate` (the methods the layer implements).
@MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  /// `pageViewController(_:willTransitionTo:)`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}
