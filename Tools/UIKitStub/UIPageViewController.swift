// Part of the UIKit signature stub (see UIViewController.swift) and of the behavioural UIKit:
// both compile this one file (Tools/BehaviouralUIKit links it), so UIKit's page view
// controller, its data source and its delegate are declared once, with UIKit's signatures.
// What the page view controller does is each module's own, through the two `internal`
// declarations below, which are not UIKit's API (stub-audit leaves them out): nothing in the
// stub (UIPageViewController+Stub.swift), UIKit's behaviour in the behavioural UIKit
// (UIPageViewController+Behaviour.swift there).
//
// Only Linux compiles it: the stub is for Linux, and the behavioural UIKit is empty elsewhere,
// so that it never stands beside the real UIKit.

#if os(Linux)
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
    open internal(set) var viewControllers: [UIViewController]?
    /// `dataSource`.
    @available(iOS 5.0, *)
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// `delegate`.
    @available(iOS 5.0, *)
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// Not UIKit's: what the module that compiles this file keeps to carry out the page view
    /// controller's behaviour.
    internal var paging = Paging()

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
    ) {
      showPages(viewControllers, direction: direction, animated: animated, completion: completion)
    }
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
#endif
