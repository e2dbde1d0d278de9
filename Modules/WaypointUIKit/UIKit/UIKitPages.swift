#if canImport(UIKit)
  import UIKit
  import Waypoint

  /// A `UIPageViewController` as a ``PageContainer``, its data source and its delegate.
  ///
  /// - The page shown is the layer's own record, changed by the host's calls and by completed
  ///   swipes, with the index will-transition-to announced: after an interrupted swipe,
  ///   `viewControllers` can still report the page the user left (rdar://22833651).
  /// - A swipe runs from will-transition-to until did-finish-animating; the host sets no page
  ///   meanwhile, which is UIKit's crash "No view controller managing visible view".
  /// - After an animated jump to a page that is not a neighbour, the page is set once more
  ///   without animation, so UIKit drops the neighbours it cached (rdar://13162693).
  @MainActor
  final class UIKitPages: NSObject, PageContainer, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
  {
    let id: NodeID
    private weak var controller: UIPageViewController?
    private let pages: [UIViewController]
    private unowned let containers: UIKitContainers
    private(set) var currentIndex: Int
    private var pendingIndex: Int?

    init(
      id: NodeID, controller: UIPageViewController, pages: [UIViewController], current: Int,
      containers: UIKitContainers
    ) {
      self.id = id
      self.controller = controller
      self.pages = pages
      self.containers = containers
      currentIndex = current
      super.init()
      controller.dataSource = self
      controller.delegate = self
      if pages.indices.contains(current) {
        controller.setViewControllers([pages[current]], direction: .forward, animated: false)
      }
    }

    func show(_ index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
      guard let controller, pages.indices.contains(index) else { return completion() }
      let from = currentIndex
      let direction: UIPageViewController.NavigationDirection =
        index >= from ? .forward : .reverse
      currentIndex = index
      let page = pages[index]
      controller.setViewControllers([page], direction: direction, animated: animated) {
        [weak controller] _ in
        MainActor.assumeIsolated {
          if animated, abs(index - from) > 1 {
            controller?.setViewControllers([page], direction: direction, animated: false)
          }
          completion()
        }
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
      pendingIndex = index
      containers.events?.pages(id, willTransitionTo: index)
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      if completed, let pendingIndex { currentIndex = pendingIndex }
      pendingIndex = nil
      containers.events?.pages(id, didFinishSwipe: completed, showing: currentIndex)
    }
  }
#endif
