#if os(Linux)
  public import Foundation

  /// `UINavigationController`.
  ///
  /// Reproduces (Apple, `UINavigationController`, `UINavigationControllerDelegate`,
  /// `UIViewControllerTransitionCoordinator`):
  /// - Push, pop and `setViewControllers` change `viewControllers` at once, call
  ///   `navigationController(_:willShow:animated:)` with the new top (the transition
  ///   coordinator is set for an animated change), and after the transition the coordinator's
  ///   completions, then `navigationController(_:didShow:animated:)`. None takes a completion.
  /// - A change while a transition runs is what makes UIKit log "Can't add self as subview"
  ///   and corrupt its stack: logged in ``UIKitSimulation/log``.
  /// - The edge swipe asks `interactivePopGestureRecognizer`'s delegate (UIKit's own unless
  ///   replaced), then calls will-show of the revealed screen with an interactive coordinator.
  ///   When the user lets go, `notifyWhenInteractionChanges` handlers run with `isCancelled`,
  ///   then the completions; a completed pop ends with did-show of the revealed screen, a
  ///   cancelled one as ``UIKitSimulation/cancelledPop`` says (per iOS release).
  /// - iOS 26's content swipe (`interactiveContentPopGestureRecognizer`) pops from anywhere
  ///   in the content; it asks only its own delegate, never the edge recogniser's.
  /// - A swipe that begins during a transition freezes the interface (logged).
  @MainActor
  open class UINavigationController: UIViewController {
    private var children: [UIViewController] = []
    /// `delegate`.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// `interactivePopGestureRecognizer`.
    open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    /// `interactiveContentPopGestureRecognizer` (iOS 26).
    open private(set) var interactiveContentPopGestureRecognizer: UIGestureRecognizer?
    private var popDelegate: InteractivePopDelegate?
    private var contentPopDelegate: InteractivePopDelegate?
    /// The running transition (a push, a pop, an interactive pop).
    private var transition: SimulatedTransitionCoordinator?
    private var interactivePop: (before: [UIViewController], recognizer: UIGestureRecognizer)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      let edge = UIGestureRecognizer()
      let popDelegate = InteractivePopDelegate(navigationController: self)
      edge.delegate = popDelegate
      edge.onCancel = { [weak self] in self?.userEndsInteractivePop(completed: false) }
      self.popDelegate = popDelegate
      interactivePopGestureRecognizer = edge
      if simulation.version == .iOS26 {
        let content = UIGestureRecognizer()
        let contentDelegate = InteractivePopDelegate(navigationController: self)
        content.delegate = contentDelegate
        content.onCancel = { [weak self] in self?.userEndsInteractivePop(completed: false) }
        contentPopDelegate = contentDelegate
        interactiveContentPopGestureRecognizer = content
      }
    }

    /// `init(rootViewController:)`.
    public convenience init(rootViewController: UIViewController) {
      self.init(nibName: nil, bundle: nil)
      setViewControllers([rootViewController], animated: false)
    }

    public required init?(coder: NSCoder) { nil }

    /// `viewControllers`; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
      get { children }
      set { setViewControllers(newValue, animated: false) }
    }

    /// `topViewController`.
    open var topViewController: UIViewController? { children.last }

    /// Whether a transition runs.
    public var isInTransition: Bool { transition != nil }

    /// `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      change(to: viewControllers, animated: animated)
    }

    /// `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      if children.contains(where: { $0 === viewController }) {
        simulation.warn("Pushing the same view controller instance more than once is not supported")
        return
      }
      change(to: children + [viewController], animated: animated)
    }

    /// `accessibilityPerformEscape()`: pops the top controller, as UIKit's does, before any
    /// delegate is asked; `false` at the root.
    open override func accessibilityPerformEscape() -> Bool {
      popViewController(animated: true) != nil
    }

    /// `popViewController(animated:)`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      guard children.count > 1 else { return nil }
      let top = children[children.count - 1]
      change(to: Array(children.dropLast()), animated: animated)
      return top
    }

    /// `popToViewController(_:animated:)`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
      -> [UIViewController]?
    {
      guard let index = children.firstIndex(where: { $0 === viewController }) else {
        simulation.warn("Tried to pop to a view controller that doesn't exist")
        return nil
      }
      let popped = Array(children.suffix(from: index + 1))
      change(to: Array(children.prefix(index + 1)), animated: animated)
      return popped
    }

    /// `popToRootViewController(animated:)`.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
      guard let root = children.first else { return nil }
      return popToViewController(root, animated: animated)
    }

    private func change(to controllers: [UIViewController], animated: Bool) {
      if transition != nil {
        simulation.warn("Can't add self as subview: \(self) is already in a transition")
      }
      replaceChildren(with: controllers)
      guard let top = controllers.last else { return }
      let coordinator = SimulatedTransitionCoordinator(interactive: false)
      transition = coordinator
      runningTransition = coordinator
      delegate?.navigationController(self, willShow: top, animated: animated)
      simulation.run(animated: animated) { [weak self] in
        guard let self else { return }
        if self.transition === coordinator { self.transition = nil }
        coordinator.finish()
        self.delegate?.navigationController(self, didShow: top, animated: animated)
      }
    }

    private func replaceChildren(with controllers: [UIViewController]) {
      for old in children where !controllers.contains(where: { $0 === old }) { release(old) }
      for new in controllers where !children.contains(where: { $0 === new }) { adopt(new) }
      children = controllers
    }

    // MARK: The user

    /// The user taps the back button: `popViewController(animated: true)`.
    public func userTapsBack() {
      guard children.count > 1, topViewController?.navigationItem.hidesBackButton != true else {
        return
      }
      popViewController(animated: true)
    }

    /// The user picks `viewController` from the back button's long-press menu.
    public func userPicksFromBackMenu(_ viewController: UIViewController) {
      guard children.dropLast().contains(where: { $0 === viewController }) else { return }
      popToViewController(viewController, animated: true)
    }

    /// The user starts an edge swipe (or, with `content`, iOS 26's swipe from the content).
    /// - Returns: whether the pop began (the recogniser's delegate allowed it).
    @discardableResult
    public func userBeginsInteractivePop(fromContent content: Bool = false) -> Bool {
      guard interactivePop == nil,
        let recognizer = content
          ? interactiveContentPopGestureRecognizer : interactivePopGestureRecognizer,
        recognizer.shouldBegin()
      else { return false }
      if transition != nil || children.count < 2 {
        simulation.warn(
          "interactive pop began while \(transition != nil ? "a transition runs" : "only the root is shown"): the interface freezes"
        )
        return true
      }
      interactivePop = (children, recognizer)
      recognizer.isRecognizing = true
      let coordinator = SimulatedTransitionCoordinator(interactive: true)
      transition = coordinator
      runningTransition = coordinator
      replaceChildren(with: Array(children.dropLast()))
      let revealed = children[children.count - 1]
      delegate?.navigationController(self, willShow: revealed, animated: true)
      return true
    }

    /// A touch near the edge that another gesture wins (a scroll, a slider): UIKit asks the
    /// edge recogniser's delegate whether to begin, then the recogniser fails.
    /// - Returns: what the delegate answered.
    @discardableResult
    public func userTouchesEdgeButAnotherGestureWins() -> Bool {
      interactivePopGestureRecognizer?.shouldBegin() ?? false
    }

    /// The user lets go of the interactive pop: `completed` finishes it, otherwise it runs back.
    public func userEndsInteractivePop(completed: Bool) {
      guard let (before, recognizer) = interactivePop, let coordinator = transition else {
        return
      }
      interactivePop = nil
      recognizer.isRecognizing = false
      coordinator.endInteraction(cancelled: !completed)
      if !completed { replaceChildren(with: before) }
      simulation.run(animated: true) { [weak self] in
        guard let self else { return }
        if self.transition === coordinator { self.transition = nil }
        coordinator.finish()
        let top = self.children[self.children.count - 1]
        if completed {
          self.delegate?.navigationController(self, didShow: top, animated: true)
          return
        }
        switch self.simulation.cancelledPop {
        case .none: break
        case .reshowsTop:
          self.delegate?.navigationController(self, willShow: top, animated: true)
          self.delegate?.navigationController(self, didShow: top, animated: true)
        case .didShowTop:
          self.delegate?.navigationController(self, didShow: top, animated: true)
        }
      }
    }

    /// UIKit's own pop to root when the user taps the selected tab again.
    func popToRootForTabReselect() {
      guard children.count > 1 else { return }
      popToRootViewController(animated: true)
    }
  }

  /// `UINavigationControllerDelegate` (the methods the layer implements).
  @MainActor
  public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `navigationController(_:willShow:animated:)`.
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool)
    /// `navigationController(_:didShow:animated:)`.
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool)
  }
#endif
