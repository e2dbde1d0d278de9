#if canImport(UIKit)
  public import UIKit
  public import Waypoint

  /// The UIKit containers of one window: builds a view controller per node (a
  /// `UINavigationController` per stack, a `UITabBarController` per tab container, a
  /// `UIPageViewController` per page container, the ``ScreenFactory``'s controller per screen)
  /// and finds them again by node ID for the host.
  @MainActor
  public final class UIKitContainers: ContainerProvider {
    public weak var events: (any ContainerEvents)?
    /// The window whose root view controller the host sets.
    public let window: UIWindow
    /// Makes the screens' view controllers.
    public let screens: ScreenFactory
    private lazy var presenter = UIKitModalPresenter(containers: self)
    private var built: [NodeID: WeakController] = [:]
    private var stacks: [NodeID: UIKitStack] = [:]
    private var tabBars: [NodeID: UIKitTabs] = [:]
    private var pageControllers: [NodeID: UIKitPages] = [:]

    /// Creates the containers of `window`.
    public init(window: UIWindow, screens: ScreenFactory) {
      self.window = window
      self.screens = screens
    }

    public var modals: any ModalPresenter { presenter }

    public func setRoot(_ node: Node, completion: @escaping @MainActor () -> Void) {
      if presenter.presentedIDs.isEmpty == false {
        window.rootViewController?.dismiss(animated: false)
        presenter.forgetAll()
      }
      window.rootViewController = build(node)
      window.makeKeyAndVisible()
      completion()
    }

    public func stack(_ id: NodeID) -> (any StackContainer)? { stacks[id] }
    public func tabs(_ id: NodeID) -> (any TabContainer)? { tabBars[id] }
    public func pages(_ id: NodeID) -> (any PageContainer)? { pageControllers[id] }

    /// The node a view controller shows, if this window built it.
    func id(of controller: UIViewController) -> NodeID? {
      built.first { $0.value.controller === controller }?.key
    }

    /// The view controller for `node`, reusing the one already built while it is alive.
    func build(_ node: Node) -> UIViewController {
      forgetReleased()
      if let existing = built[node.id]?.controller { return existing }
      let controller: UIViewController
      switch node {
      case .screen(let screen):
        controller = screens.makeViewController(for: screen)
      case .stack(let stack):
        let navigation = UINavigationController()
        stacks[stack.id] = UIKitStack(id: stack.id, controller: navigation, containers: self)
        navigation.setViewControllers(stack.entries.array.map(build), animated: false)
        controller = navigation
      case .tabs(let tabs):
        let tabBar = UITabBarController()
        tabBars[tabs.id] = UIKitTabs(id: tabs.id, controller: tabBar, containers: self)
        tabBar.viewControllers = tabs.tabs.map { tab in
          let child = build(tab.content)
          child.title = tab.name.rawValue
          return child
        }
        tabBar.selectedIndex = tabs.selectedIndex
        controller = tabBar
      case .pages(let pages):
        let pageController = UIPageViewController(
          transitionStyle: .scroll, navigationOrientation: .horizontal)
        pageControllers[pages.id] = UIKitPages(
          id: pages.id, controller: pageController, pages: pages.pages.map { build(.screen($0)) },
          current: pages.currentIndex, containers: self)
        controller = pageController
      }
      built[node.id] = WeakController(controller: controller)
      return controller
    }

    /// Drops the adapters of controllers UIKit has released.
    private func forgetReleased() {
      built = built.filter { $0.value.controller != nil }
      stacks = stacks.filter { built[$0.key] != nil }
      tabBars = tabBars.filter { built[$0.key] != nil }
      pageControllers = pageControllers.filter { built[$0.key] != nil }
    }
  }

  /// A view controller held weakly: UIKit owns it.
  struct WeakController {
    weak var controller: UIViewController?
  }

  /// Runs `completion` once the controller's current transition has finished, or at once.
  @MainActor
  func whenSettled(
    _ controller: UIViewController, animated: Bool,
    _ completion: @escaping @MainActor () -> Void
  ) {
    guard animated, let coordinator = controller.transitionCoordinator else {
      return completion()
    }
    coordinator.animate(alongsideTransition: nil) { _ in
      MainActor.assumeIsolated { completion() }
    }
  }
#endif
