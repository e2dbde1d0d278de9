// Part of the UIKit signature stub (see UIViewController.swift): what UIPageViewController.swift,
// which the behavioural UIKit compiles too, needs from the module that compiles it. Not UIKit's
// API (`internal`, so stub-audit leaves it out); the stub keeps no pages and shows none.

#if os(Linux)
  extension UIPageViewController {
    /// Not UIKit's: the stub keeps nothing.
    internal struct Paging {}

    /// Not UIKit's: `setViewControllers(_:direction:animated:completion:)` does nothing in the
    /// stub.
    internal func showPages(
      _ viewControllers: [UIViewController]?,
      direction: UIPageViewController.NavigationDirection, animated: Bool,
      completion: ((Bool) -> Void)?
    ) {}
  }
#endif
