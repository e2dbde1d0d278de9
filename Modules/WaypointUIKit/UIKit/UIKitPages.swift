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
  /// - A page's controller is built when UIKit (its data source) or the host first asks for
  ///   it; a container that keeps models near the current page only lets go of the controllers
  ///   of the pages it moved away from, whose models the navigator released. A container that
  ///   wraps offers the first page after the last and the last before the first.
  @MainActor
  final class UIKitPages: NSObject, PageContainer, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
  {
    let id: NodeID
    private weak var controller: UIPageViewController?
    /// The container as shown: its pages, whether it wraps, which models it keeps.
    private var container: Pages
    /// The pages' controllers, built when UIKit or the host first asks for them.
    private var built: [UIViewController?]
    private unowned let containers: UIKitContainers
    private(set) var currentIndex: Int
    private var pendingIndex: Int?

    init(id: NodeID, controller: UIPageViewController, pages: Pages, containers: UIKitContainers) {
      self.id = id
      self.controller = controller
      self.container = pages
      self.built = Array(repeating: nil, count: pages.pages.count)
      self.containers = containers
      currentIndex = pages.currentIndex
      super.init()
      controller.dataSource = self
      controller.delegate = self
      if let page = page(at: currentIndex) {
        controller.setViewControllers([page], direction: .forward, animated: false)
      }
    }

    func show(_ index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
      guard let controller, let page = page(at: index) else { return completion() }
      let from = currentIndex
      // Forward to the next page (the first after the last when it wraps), else by position.
      let direction: UIPageViewController.NavigationDirection =
        if container.index(after: from) == index {
          .forward
        } else if container.index(before: from) == index {
          .reverse
        } else {
          index >= from ? .forward : .reverse
        }
      let neighbour =
        container.index(after: from) == index || container.index(before: from) == index
      currentIndex = index
      dropFarPages()
      controller.setViewControllers([page], direction: direction, animated: animated) {
        [weak controller] _ in
        MainActor.assumeIsolated {
          if animated, !neighbour, index != from {
            controller?.setViewControllers([page], direction: direction, animated: false)
          }
          completion()
        }
      }
    }

    func setPages(
      _ pages: [Screen], current: Int, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      guard let controller, pages.indices.contains(current),
        let next = try? Pages(
          id: id, pages: pages, currentIndex: current, wraps: container.wraps,
          models: container.models)
      else { return completion() }
      var kept: [NodeID: UIViewController] = [:]
      for (index, page) in container.pages.enumerated() {
        if let built = built[index] { kept[page.id] = built }
      }
      let staying = Set(pages.map(\.id))
      for page in container.pages where !staying.contains(page.id) {
        containers.forget(screen: page.id)
      }
      let shownBefore =
        container.pages.indices.contains(currentIndex)
        ? container.pages[currentIndex].id : nil
      container = next
      built = pages.map { kept[$0.id] }
      currentIndex = current
      dropFarPages()
      guard let page = page(at: current) else { return completion() }
      // Set again even when the page shown stays: UIKit drops the neighbours it cached, which
      // may have moved or gone. It turns only when another page shows.
      let turns = animated && pages[current].id != shownBefore
      controller.setViewControllers([page], direction: .forward, animated: turns) { _ in
        MainActor.assumeIsolated { completion() }
      }
    }

    /// The controller of the page at `index`, built the first time it is asked for.
    private func page(at index: Int) -> UIViewController? {
      guard let controller, built.indices.contains(index) else { return nil }
      if let page = built[index] { return page }
      let page = containers.build(.screen(container.pages[index]), in: controller)
      built[index] = page
      return page
    }

    /// Lets go of the controllers of pages whose models the navigator released
    /// (``PageModels/nearCurrent``): a page that comes back is built again, on its new model.
    private func dropFarPages() {
      guard container.models == .nearCurrent else { return }
      let kept = Set(container.indicesWithModels(around: currentIndex))
      for index in built.indices where !kept.contains(index) && built[index] != nil {
        built[index] = nil
        containers.forget(screen: container.pages[index].id)
      }
    }

    private func index(of page: UIViewController) -> Int? {
      built.firstIndex { $0 === page }
    }

    // MARK: UIPageViewControllerDataSource

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      guard let index = index(of: viewController), let before = container.index(before: index)
      else { return nil }
      return page(at: before)
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      guard let index = index(of: viewController), let after = container.index(after: index)
      else { return nil }
      return page(at: after)
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
      if completed, let pendingIndex {
        currentIndex = pendingIndex
        dropFarPages()
      }
      pendingIndex = nil
      containers.events?.pages(id, didFinishSwipe: completed, showing: currentIndex)
    }
  }
#endif
