#if os(Linux)
  public import Foundation

  /// `UIResponder`.
  @MainActor
  open class UIResponder: NSObject {
    public override init() { super.init() }
    /// `accessibilityPerformEscape()`: nothing by default (a navigation controller pops).
    open func accessibilityPerformEscape() -> Bool { false }
  }

  /// `UIView`.
  @MainActor
  open class UIView: UIResponder, UIAccessibilityIdentification {
    /// `bounds`: a phone's screen, for every view.
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// `subviews`.
    open private(set) var subviews: [UIView] = []
    private weak var parentView: UIView?
    /// `superview`.
    open var superview: UIView? { parentView }
    /// `addSubview(_:)`.
    open func addSubview(_ view: UIView) {
      subviews.append(view)
      view.parentView = self
    }
    /// `accessibilityIdentifier`.
    open var accessibilityIdentifier: String?
    /// `accessibilityViewIsModal`: VoiceOver reaches nothing beside this view while it shows.
    open var accessibilityViewIsModal = false
  }

  /// `UIModalPresentationStyle` (the cases the layer and the tests use).
  public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case custom = 4
    case automatic = -2
  }

  /// `UINavigationItem`.
  @MainActor
  open class UINavigationItem: NSObject {
    /// `hidesBackButton`: also stops UIKit's interactive pop from beginning.
    open var hidesBackButton = false
  }

  /// `UITabBarItem`.
  @MainActor
  open class UITabBarItem: NSObject {
    /// `title`.
    open var title: String?
  }

  /// `UIViewController`: presentation, containment and transition coordinators.
  ///
  /// Reproduces (Apple, `present(_:animated:completion:)`, `dismiss(animated:completion:)`,
  /// `UIAdaptivePresentationControllerDelegate`):
  /// - A controller presents one controller at a time: presenting from a controller that is
  ///   already presenting is refused with the log "Attempt to present ... which is already
  ///   presenting ...", and the completion is never called. So is presenting or dismissing while
  ///   a presentation transition of the same presenter runs.
  /// - Dismissing from the presented controller forwards to its presenter; dismissing removes
  ///   every controller presented above in one transition; a dismissal made in code calls no
  ///   presentation controller delegate method.
  /// - The completion runs after the transition; the presented and presenting controllers'
  ///   `transitionCoordinator` is set while it runs.
  /// - A popover (an action sheet on iPad) without a `sourceView` is not presented: UIKit
  ///   raises (logged).
  @MainActor
  open class UIViewController: UIResponder {
    let simulation = UIKitSimulation.current
    /// `title`.
    open var title: String?
    /// `modalPresentationStyle`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// `isModalInPresentation`.
    open var isModalInPresentation = false
    /// `presentedViewController`.
    open internal(set) var presentedViewController: UIViewController?
    /// `presentingViewController`.
    open internal(set) weak var presentingViewController: UIViewController?
    /// `parent`.
    open internal(set) weak var parent: UIViewController?
    private var lazyPresentationController: UIPresentationController?
    private var lazyView: UIView?
    private var lazyNavigationItem: UINavigationItem?
    private var lazyTabBarItem: UITabBarItem?
    /// The transition this controller takes part in, if any.
    var runningTransition: SimulatedTransitionCoordinator?
    /// The presentation or dismissal this controller runs as a presenter.
    var presentationTransition: SimulatedTransitionCoordinator?

    /// `init(nibName:bundle:)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init()
    }

    /// `init()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// `init(coder:)`: storyboards are not simulated.
    public required init?(coder: NSCoder) { nil }

    /// `navigationItem`.
    open var navigationItem: UINavigationItem {
      if let item = lazyNavigationItem { return item }
      let item = UINavigationItem()
      lazyNavigationItem = item
      return item
    }

    /// `tabBarItem`; its title is the controller's title until set.
    open var tabBarItem: UITabBarItem! {
      get {
        if let item = lazyTabBarItem { return item }
        let item = UITabBarItem()
        item.title = title
        lazyTabBarItem = item
        return item
      }
      set { lazyTabBarItem = newValue }
    }

    /// `isViewLoaded`: whether ``view`` was made.
    open var isViewLoaded: Bool { lazyView != nil }

    /// `view`: made on first use.
    open var view: UIView! {
      get {
        if let view = lazyView { return view }
        let view = UIView()
        lazyView = view
        return view
      }
      set { lazyView = newValue }
    }

    /// `presentationController`: made on first use, for the style set at that time.
    open var presentationController: UIPresentationController? {
      if let controller = lazyPresentationController { return controller }
      let controller = makePresentationController()
      lazyPresentationController = controller
      return controller
    }

    /// `popoverPresentationController`: the presentation controller, when it is a popover's.
    open var popoverPresentationController: UIPopoverPresentationController? {
      presentationController as? UIPopoverPresentationController
    }

    /// The presentation controller this controller is presented with.
    func makePresentationController() -> UIPresentationController {
      UIPresentationController(presentedViewController: self, presenting: presentingViewController)
    }

    /// `transitionCoordinator`: of this controller's transition, or its nearest ancestor's.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
      if let running = runningTransition, !running.isFinished { return running }
      return parent?.transitionCoordinator
    }

    /// `navigationController`: the nearest ancestor that is one.
    open var navigationController: UINavigationController? {
      parent as? UINavigationController ?? parent?.navigationController
    }

    /// `tabBarController`: the nearest ancestor that is one.
    open var tabBarController: UITabBarController? {
      parent as? UITabBarController ?? parent?.tabBarController
    }

    /// `present(_:animated:completion:)`.
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      if let busy = presentedViewController {
        simulation.warn(
          "Attempt to present \(viewControllerToPresent) on \(self) which is already presenting \(busy)"
        )
        return
      }
      if presentationTransition != nil {
        simulation.warn(
          "Attempt to present \(viewControllerToPresent) on \(self) while a presentation is in progress"
        )
        return
      }
      if viewControllerToPresent.presentingViewController != nil
        || viewControllerToPresent.parent != nil
      {
        simulation.warn(
          "Application tried to present modally a view controller \(viewControllerToPresent) that is already presented or has a parent"
        )
        return
      }
      let presentation = viewControllerToPresent.presentationController
      if let popover = presentation as? UIPopoverPresentationController, popover.sourceView == nil {
        simulation.warn(
          "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs (NSGenericException)"
        )
        return
      }
      presentation?.presentingViewController = self
      viewControllerToPresent.presentingViewController = self
      presentedViewController = viewControllerToPresent
      runPresentationTransition(animated: flag, with: viewControllerToPresent) {
        completion?()
      }
    }

    /// `dismiss(animated:completion:)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      let presenter: UIViewController
      if presentedViewController != nil {
        presenter = self
      } else if let presenting = presentingViewController {
        presenter = presenting
      } else {
        completion?()
        return
      }
      if presenter.presentationTransition != nil {
        simulation.warn(
          "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress"
        )
        return
      }
      guard let first = presenter.presentedViewController else { return }
      presenter.detachPresented()
      runPresentationTransition(animated: flag, with: first, presenter: presenter) {
        completion?()
      }
    }

    /// Every controller presented above this one, bottom first.
    public var simulatedPresentedChain: [UIViewController] {
      var chain: [UIViewController] = []
      var next = presentedViewController
      while let current = next {
        chain.append(current)
        next = current.presentedViewController
      }
      return chain
    }

    /// Forgets the presented chain above this controller.
    func detachPresented() {
      for controller in simulatedPresentedChain.reversed() {
        controller.presentingViewController?.presentedViewController = nil
        controller.presentingViewController = nil
      }
    }

    private func runPresentationTransition(
      animated: Bool, with presented: UIViewController, presenter: UIViewController? = nil,
      _ end: @escaping @MainActor () -> Void
    ) {
      let presenter = presenter ?? self
      let coordinator = SimulatedTransitionCoordinator(interactive: false)
      presenter.presentationTransition = coordinator
      presenter.runningTransition = coordinator
      presented.runningTransition = coordinator
      simulation.run(animated: animated) {
        presenter.presentationTransition = nil
        coordinator.finish()
        end()
      }
    }

    /// Makes `child` this controller's child, as container controllers do.
    func adopt(_ child: UIViewController) {
      if let other = child.parent, other !== self {
        simulation.warn(
          "child view controller \(child) should have parent view controller \(self) but actual parent is \(other)"
        )
      }
      child.parent = self
    }

    /// Releases `child` from this controller, if it is its parent.
    func release(_ child: UIViewController) {
      if child.parent === self { child.parent = nil }
    }
  }
#endif
