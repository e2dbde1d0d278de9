#if canImport(UIKit)
  public import UIKit
  public import Waypoint

  /// The UIKit containers of one window: builds a view controller per node (a
  /// `UINavigationController` per stack, a `UITabBarController` per tab container, a
  /// `UIPageViewController` per page container, a column-style `UISplitViewController` per
  /// split, the ``ScreenFactory``'s controller per screen)
  /// and finds them again by node ID for the host.
  ///
  /// Or the containers of a navigation the app owns (``init(embeddingIn:screens:)``), in which
  /// an ``EmbeddedFlow`` runs: they adopt the app's navigation controller and the view
  /// controllers it shows, and set no window's root.
  @MainActor
  public final class UIKitContainers: EmbeddingContainers {
    public weak var events: (any ContainerEvents)?
    /// The window whose root view controller the host sets; `nil` for the containers of a
    /// navigation the app owns.
    public let window: UIWindow?
    /// The app's own navigation controller, in which a flow is embedded.
    private weak var embeddedIn: UINavigationController?
    /// Makes the screens' view controllers.
    public let screens: ScreenFactory
    /// Receives every `UINavigationControllerDelegate` call the host gets from its navigation
    /// controllers (will-show, did-show), after or before the host handles it: the app's own
    /// delegate, since the host holds each controller's `delegate` slot. Held weakly. An app
    /// that sets a navigation controller's `delegate` directly becomes this delegate the next
    /// time the host drives that stack (reported as ``HostFault/delegateReplaced(stack:)``).
    public weak var navigationDelegate: (any UINavigationControllerDelegate)?
    private lazy var presenter = UIKitModalPresenter(containers: self)
    private var built: [NodeID: WeakController] = [:]
    private var stacks: [NodeID: UIKitStack] = [:]
    private var tabBars: [NodeID: UIKitTabs] = [:]
    private var pageControllers: [NodeID: UIKitPages] = [:]
    private var splits: [NodeID: UIKitSplit] = [:]
    private lazy var poster = UIKitAccessibility(containers: self)
    /// The observer of VoiceOver's focus (`UIAccessibility.elementFocusedNotification`).
    private var focusObserver: (any NSObjectProtocol)?

    /// Creates the containers of `window`.
    public init(window: UIWindow, screens: ScreenFactory) {
      self.window = window
      self.screens = screens
      observeVoiceOverFocus()
    }

    /// Creates the containers of the app's own `navigationController`, for an
    /// ``EmbeddedFlow`` pushed onto it or presented from its top view controller. The host
    /// takes its delegate slot (forwarding to the app's delegate, ``navigationDelegate``)
    /// until the flow ends.
    public init(embeddingIn navigationController: UINavigationController, screens: ScreenFactory) {
      window = nil
      embeddedIn = navigationController
      self.screens = screens
      observeVoiceOverFocus()
    }

    /// Reports where the user moves VoiceOver's focus: the screen whose view holds the
    /// focused view, and that view's `accessibilityIdentifier` (``ContainerEvents/userFocused(_:on:)``).
    private func observeVoiceOverFocus() {
      // UIKit posts it on the main thread: the block runs there, as it is posted.
      focusObserver = NotificationCenter.default.addObserver(
        forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
      ) { [weak self] notification in
        let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey]
        let view = element as? UIView
        MainActor.assumeIsolated {
          guard let self, let view else { return }
          self.voiceOverFocused(view)
        }
      }
    }

    /// The user moved VoiceOver's focus to `view`: the nearest screen that holds it hears it.
    private func voiceOverFocused(_ view: UIView) {
      var current: UIView? = view
      while let candidate = current {
        if let screen = built.first(where: {
          $0.value.controller?.isViewLoaded == true && $0.value.controller?.view === candidate
        })?.key {
          events?.userFocused(view.accessibilityIdentifier, on: screen)
          return
        }
        current = candidate.superview
      }
    }

    /// The kinds (type names) of the view controllers the app's navigation controller shows,
    /// root first: the foreign screens under an embedded flow.
    public var existingKinds: [String] {
      embeddedIn?.viewControllers.map { String(describing: type(of: $0)) } ?? []
    }

    /// The controller the first modal is presented from: the window's root, or the app's
    /// navigation controller a flow is embedded in.
    var baseController: UIViewController? { embeddedIn ?? window?.rootViewController }

    public var modals: any ModalPresenter { presenter }

    public func setRoot(_ node: Node, completion: @escaping @MainActor () -> Void) {
      if let navigation = embeddedIn {
        adopt(node, in: navigation)
        return completion()
      }
      guard let window else { return completion() }
      if presenter.presentedIDs.isEmpty == false {
        window.rootViewController?.dismiss(animated: false)
        presenter.forgetAll()
      }
      window.rootViewController = build(node, in: nil)
      window.makeKeyAndVisible()
      // UIKit collapsed or expanded the splits for the window's width as they were placed.
      for split in splits.values { split.reportWidth() }
      completion()
    }

    public func stack(_ id: NodeID) -> (any StackContainer)? { stacks[id] }
    public func tabs(_ id: NodeID) -> (any TabContainer)? { tabBars[id] }
    public func pages(_ id: NodeID) -> (any PageContainer)? { pageControllers[id] }
    public func split(_ id: NodeID) -> (any SplitContainer)? { splits[id] }
    public var accessibility: (any AccessibilityPoster)? { poster }

    /// The view controller built for `id` (a screen's, a container's), while it is alive.
    func controller(for id: NodeID) -> UIViewController? { built[id]?.controller }

    /// The node a view controller shows, if this window built it.
    func id(of controller: UIViewController) -> NodeID? {
      built.first { $0.value.controller === controller }?.key
    }

    /// The view controller for `node` (and everything in it), to be placed in `parent` (`nil`:
    /// presented, or the root). One already built is reused while it is alive and free to go
    /// there: not presented, and without a parent or with this one; otherwise a new one is
    /// built, since UIKit refuses a controller under two parents.
    func build(_ node: Node, in parent: UIViewController?) -> UIViewController {
      forgetReleased()
      if let existing = built[node.id]?.controller, existing.presentingViewController == nil,
        existing.parent == nil || existing.parent === parent
      {
        return existing
      }
      // Each container is registered before its children are built: building a child drops
      // the adapters of containers that are not registered (forgetReleased()).
      switch node {
      case .screen(let screen):
        return register(screens.makeViewController(for: screen), as: node.id)
      case .stack(let stack):
        let navigation = register(EscapingNavigationController(), as: stack.id)
        navigation.containers = self
        stacks[stack.id] = UIKitStack(id: stack.id, controller: navigation, containers: self)
        let entries = stack.entries.array.map { build($0, in: navigation) }
        navigation.setViewControllers(entries, animated: false)
        return navigation
      case .tabs(let tabs):
        let tabBar = register(UITabBarController(), as: tabs.id)
        tabBars[tabs.id] = UIKitTabs(id: tabs.id, controller: tabBar, containers: self)
        tabBar.viewControllers = tabs.tabs.map { tab in
          let child = build(tab.content, in: tabBar)
          child.tabBarItem.title = tab.name.rawValue  // the bar's label; the screen's title stays
          return child
        }
        tabBar.selectedIndex = tabs.selectedIndex
        return tabBar
      case .pages(let pages):
        let pageController = register(
          UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal),
          as: pages.id)
        pageControllers[pages.id] = UIKitPages(
          id: pages.id, controller: pageController, pages: pages, containers: self)
        return pageController
      case .split(let split):
        let splitController = register(
          UISplitViewController(style: split.supplementary == nil ? .doubleColumn : .tripleColumn),
          as: split.id)
        // The compact column's navigation controller is the stack container of the split's ID.
        let compact = EscapingNavigationController()
        compact.containers = self
        stacks[split.id] = UIKitStack(id: split.id, controller: compact, containers: self)
        let adapter = UIKitSplit(
          id: split.id, controller: splitController, compact: compact, containers: self)
        splits[split.id] = adapter
        adapter.layOut(split)
        return splitController
      }
    }

    /// Makes the navigation controller built for the stack `old` the one of the stack `new`:
    /// a presented stack whose content is replaced in place keeps its controller, its delegate
    /// and its pop recognisers' proxies. Returns the controller; `nil` when `old` has none.
    func rekey(stack old: NodeID, as new: NodeID) -> UINavigationController? {
      forgetReleased()
      guard let adapter = stacks.removeValue(forKey: old),
        let entry = built.removeValue(forKey: old),
        let navigation = entry.controller as? UINavigationController
      else { return nil }
      adapter.id = new
      stacks[new] = adapter
      built[new] = entry
      return navigation
    }

    /// Takes the app's navigation controller and the view controllers it shows as the nodes of
    /// `node`: a stack of foreign screens, one per view controller (a flow pushed onto it), or
    /// the foreign screen of its top view controller (a flow presented from it).
    private func adopt(_ node: Node, in navigation: UINavigationController) {
      switch node {
      case .stack(let stack):
        if navigationDelegate == nil { navigationDelegate = navigation.delegate }
        _ = register(navigation, as: stack.id)
        stacks[stack.id] = UIKitStack(id: stack.id, controller: navigation, containers: self)
        for (entry, controller) in zip(stack.entries.array, navigation.viewControllers) {
          _ = register(controller, as: entry.id)
        }
      case .screen(let screen):
        if let top = navigation.viewControllers.last { _ = register(top, as: screen.id) }
      default:
        break
      }
    }

    /// Gives the app's navigation controller back: its delegate slot and its pop recognisers'
    /// delegates; nothing is reported from then on.
    public func endEmbedding() {
      for stack in stacks.values { stack.giveBack(to: navigationDelegate) }
      stacks = [:]
      events = nil
    }

    /// Finds `controller`, which the app's own code made, as the node `id` from now on: the
    /// host adopted it (``ContainerEvents/stack(_:didShowForeign:)``).
    func adopt(_ controller: UIViewController, as id: NodeID) {
      built[id] = WeakController(controller: controller)
    }

    /// Forgets the controller built for the screen `id`, so that the next build of it makes a
    /// new one: a far page whose model the navigator released comes back on its new model.
    func forget(screen id: NodeID) {
      built.removeValue(forKey: id)
    }

    private func register<Controller: UIViewController>(
      _ controller: Controller, as id: NodeID
    ) -> Controller {
      built[id] = WeakController(controller: controller)
      return controller
    }

    /// Drops the adapters of controllers UIKit has released.
    private func forgetReleased() {
      built = built.filter { $0.value.controller != nil }
      stacks = stacks.filter { built[$0.key] != nil }
      tabBars = tabBars.filter { built[$0.key] != nil }
      pageControllers = pageControllers.filter { built[$0.key] != nil }
      splits = splits.filter { built[$0.key] != nil }
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
