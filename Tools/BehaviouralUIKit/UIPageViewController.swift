#if os(Linux)
  public import Foundation

  /// `UIPageViewController`.
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
    private var neighbours: (before: UIViewController?, after: UIViewController?) = (nil, nil)
    private var swipe: (pending: UIViewController, previous: UIViewController)?
    private var isAnimatingSet = false

    /// `init(transitionStyle:navigationOrientation:options:)`.
    public init(
      transitionStyle style: UIPageViewController.TransitionStyle,
      navigationOrientation: UIPageViewController.NavigationOrientation,
      options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// `setViewControllers(_:direction:animated:completion:)`.
    open func setViewControllers(
      _ viewControllers: [UIViewController]?,
      direction: UIPageViewController.NavigationDirection, animated: Bool,
      completion: ((Bool) -> Void)? = nil
    ) {
      if swipe != nil {
        simulation.warn(
          "*** Assertion failure: No view controller managing visible view (setViewControllers during a swipe)"
        )
      }
      if isAnimatingSet {
        simulation.warn("setViewControllers while an animated setViewControllers runs")
      }
      guard let page = viewControllers?.first else { return }
      let adjacent = page === neighbours.before || page === neighbours.after
      self.viewControllers = [page]
      adopt(page)
      if !animated || adjacent { refreshNeighbours() }
      isAnimatingSet = animated
      simulation.run(animated: animated) { [weak self] in
        self?.isAnimatingSet = false
        completion?(true)
      }
    }

    private func refreshNeighbours() {
      guard let page = viewControllers?.first else {
        neighbours = (nil, nil)
        return
      }
      neighbours = (
        dataSource?.pageViewController(self, viewControllerBefore: page),
        dataSource?.pageViewController(self, viewControllerAfter: page)
      )
    }

    // MARK: The user

    /// The user starts swiping to the next (`forward`) or previous page.
    /// - Returns: whether there is a page there.
    @discardableResult
    public func userBeginsPageSwipe(forward: Bool) -> Bool {
      guard swipe == nil, let current = viewControllers?.first,
        let pending = forward ? neighbours.after : neighbours.before
      else { return false }
      swipe = (pending, current)
      delegate?.pageViewController(self, willTransitionTo: [pending])
      return true
    }

    /// The user lets go: `completed` shows the page swiped to, otherwise the page stays.
    public func userEndsPageSwipe(completed: Bool) {
      guard let (pending, previous) = swipe else { return }
      simulation.run(animated: true) { [weak self] in
        guard let self else { return }
        self.swipe = nil
        if completed {
          self.adopt(pending)
          if !self.simulation.pageSwipeLeavesStaleViewControllers {
            self.viewControllers = [pending]
          }
          self.neighbours = (
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
#endif
