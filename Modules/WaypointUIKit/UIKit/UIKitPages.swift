#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// A `UIPageViewController` as a ``PageContainer``, its data source and its delegate.
  @MainActor
  final class UIKitPages: NSObject, PageContainer, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
  {
    let id: NodeID
    private weak var controller: UIPageViewController?
    private let pages: [UIViewController]
    private unowned let containers: UIKitContainers

    init(
      id: NodeID, controller: UIPageViewController, pages: [UIViewController], current: Int,
      containers: UIKitContainers
    ) {
      self.id = id
      self.controller = controller
      self.pages = pages
      self.containers = containers
      super.init()
      controller.dataSource = self
      controller.delegate = self
      if pages.indices.contains(current) {
        controller.setViewControllers([pages[current]], direction: .forward, animated: false)
      }
    }

    var currentIndex: Int {
      controller?.viewControllers?.first.flatMap(index(of:)) ?? 0
    }

    func show(_ index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
      guard let controller, pages.indices.contains(index) else { return completion() }
      let direction: UIPageViewController.NavigationDirection =
        index >= currentIndex ? .forward : .reverse
      controller.setViewControllers([pages[index]], direction: direction, animated: animated) {
        _ in MainActor.assumeIsolated { completion() }
      }
    }

    private func index(of page: UIViewController) -> Int? {
      pages.firstIndex { $0 === page }
    }

    // MARK: UIPageViewControllerDataSource

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      guard let index = index(of: viewController), index > 0 else { return nil }
      return pages[index - 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
      return pages[index + 1]
    }

    // MARK: UIPageViewControllerDelegate

    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) {
      guard let index = pendingViewControllers.first.flatMap(index(of:)) else { return }
      containers.events?.pages(id, willTransitionTo: index)
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      containers.events?.pages(id, didFinishSwipe: completed, showing: currentIndex)
    }
  }
#endif
