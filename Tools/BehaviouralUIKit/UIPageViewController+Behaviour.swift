#if os(Linux)
  /// `UIPageViewController`'s behaviour (its API is declared once, with the signature stub's, in
  /// UIPageViewController.swift).
  ///
  /// Reproduces (Apple, `UIPageViewControllerDelegate`, and reported failures):
  /// - `pageViewController(_:willTransitionTo:)` is called before a gesture-driven transition
  ///   begins, `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
  ///   after it, with `transitionCompleted` false when the page stayed. Code that sets the pages
  ///   calls neither.
  /// - `setViewControllers` during the user's swipe is the crash "No view controller managing
  ///   visible view" (THSegmentedPager#17, NYTPhotoViewer#279, Pageboy#140): logged.
  /// - An animated jump to a page that is not a neighbour keeps the old page's neighbours
  ///   (rdar://13162693): the next swipe shows a stale page until the pages are set again
  ///   without animation.
  /// - ``UIKitSimulation/pageSwipeLeavesStaleViewControllers``: `viewControllers` reports the
  ///   old page after a swipe (rdar://22833651).
  extension UIPageViewController {
    /// What the page view controller keeps between calls.
    struct Paging {
      /// The pages the data source gave around the page shown, when it was last asked.
      var neighbours: (before: UIViewController?, after: UIViewController?) = (nil, nil)
      /// The user's swipe in progress: the page swiped to and the page shown.
      var swipe: (pending: UIViewController, previous: UIViewController)?
      /// Whether an animated `setViewControllers` runs.
      var isAnimatingSet = false
    }

    /// `setViewControllers(_:direction:animated:completion:)`.
    func showPages(
      _ viewControllers: [UIViewController]?,
      direction: UIPageViewController.NavigationDirection, animated: Bool,
      completion: ((Bool) -> Void)?
    ) {
      if paging.swipe != nil {
        simulation.warn(
          "*** Assertion failure: No view controller managing visible view (setViewControllers during a swipe)"
        )
      }
      if paging.isAnimatingSet {
        simulation.warn("setViewControllers while an animated setViewControllers runs")
      }
      guard let page = viewControllers?.first else { return }
      let adjacent = page === paging.neighbours.before || page === paging.neighbours.after
      self.viewControllers = [page]
      adopt(page)
      if !animated || adjacent { refreshNeighbours() }
      paging.isAnimatingSet = animated
      simulation.run(animated: animated) { [weak self] in
        self?.paging.isAnimatingSet = false
        completion?(true)
      }
    }

    private func refreshNeighbours() {
      guard let page = viewControllers?.first else {
        paging.neighbours = (nil, nil)
        return
      }
      paging.neighbours = (
        dataSource?.pageViewController(self, viewControllerBefore: page),
        dataSource?.pageViewController(self, viewControllerAfter: page)
      )
    }

    // MARK: The user

    /// The user starts swiping to the next (`forward`) or previous page.
    /// - Returns: whether there is a page there.
    @discardableResult
    public func userBeginsPageSwipe(forward: Bool) -> Bool {
      guard paging.swipe == nil, let current = viewControllers?.first,
        let pending = forward ? paging.neighbours.after : paging.neighbours.before
      else { return false }
      paging.swipe = (pending, current)
      delegate?.pageViewController(self, willTransitionTo: [pending])
      return true
    }

    /// The user lets go: `completed` shows the page swiped to, otherwise the page stays.
    public func userEndsPageSwipe(completed: Bool) {
      guard let (pending, previous) = paging.swipe else { return }
      simulation.run(animated: true) { [weak self] in
        guard let self else { return }
        self.paging.swipe = nil
        if completed {
          self.adopt(pending)
          if !self.simulation.pageSwipeLeavesStaleViewControllers {
            self.viewControllers = [pending]
          }
          self.paging.neighbours = (
            self.dataSource?.pageViewController(self, viewControllerBefore: pending),
            self.dataSource?.pageViewController(self, viewControllerAfter: pending)
          )
        }
        self.delegate?.pageViewController(
          self, didFinishAnimating: true, previousViewControllers: [previous],
          transitionCompleted: completed)
      }
    }

    /// The user swipes a page and lets go.
    @discardableResult
    public func userSwipesPage(forward: Bool, completed: Bool = true) -> Bool {
      guard userBeginsPageSwipe(forward: forward) else { return false }
      userEndsPageSwipe(completed: completed)
      return true
    }
  }
#endif
