#if os(Linux)
  import AppShellTesting
  import WaypointPlugins
  import AppShell
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointUIKitOnLinux

  /// WaypointUIKit's real UIKit layer in a window of the behavioural UIKit, under a host core.
  /// Screens are the `ScreenFactory`'s placeholders, titled with their route's name.
  @MainActor
  final class LayerHarness {
    let simulation: UIKitSimulation
    let window = UIWindow()
    let host: ContainerHost
    private(set) var faults: [HostFault] = []
    private(set) var gestures: [Gesture] = []

    init(_ version: SimulatedIOS, screens: ScreenFactory = ScreenFactory()) {
      simulation = UIKitSimulation.start(version)
      host = ContainerHost(window: window, screens: screens)
      host.onFault = { [unowned self] in self.faults.append($0) }
      host.onGesture = { [unowned self] in self.gestures.append($0) }
    }

    /// Forgets the faults seen so far (after a test expected them).
    func clearFaults() { faults = [] }

    /// Ends running animations, as time passing would.
    func settle() { simulation.finishAnimations() }

    /// The controller the user sees: the top of the presented chain, down through containers.
    var visible: UIViewController? {
      var controller = window.rootViewController.map { $0.simulatedPresentedChain.last ?? $0 }
      while true {
        switch controller {
        case let navigation as UINavigationController: controller = navigation.topViewController
        case let tabs as UITabBarController: controller = tabs.selectedViewController
        case let pages as UIPageViewController: controller = pages.viewControllers?.first
        case let split as UISplitViewController: controller = split.simulatedVisibleController
        default: return controller
        }
      }
    }

    /// The navigation controller of the visible screen.
    var navigation: UINavigationController? {
      var controller = window.rootViewController.map { $0.simulatedPresentedChain.last ?? $0 }
      var found: UINavigationController?
      while let current = controller {
        switch current {
        case let navigation as UINavigationController:
          found = navigation
          controller = navigation.topViewController
        case let tabs as UITabBarController: controller = tabs.selectedViewController
        case let split as UISplitViewController: controller = split.simulatedVisibleController
        default: controller = nil
        }
      }
      return found
    }

    /// The top presented controller, if any.
    var presented: UIViewController? { window.rootViewController?.simulatedPresentedChain.last }

    /// The split view controller at the root or in the selected tab, if any.
    var split: UISplitViewController? {
      let root = window.rootViewController
      return root as? UISplitViewController
        ?? (root as? UITabBarController)?.selectedViewController as? UISplitViewController
    }

    /// The visible tab bar controller, if any.
    var tabBar: UITabBarController? {
      var controller = window.rootViewController.map { $0.simulatedPresentedChain.last ?? $0 }
      while let current = controller {
        if let tabs = current as? UITabBarController { return tabs }
        controller = (current as? UINavigationController)?.topViewController
      }
      return nil
    }

    /// The page view controller on the visible stack, if any.
    var pages: UIPageViewController? {
      navigation?.topViewController as? UIPageViewController
        ?? window.rootViewController as? UIPageViewController
    }

    /// Titles of a navigation controller's screens (a page container by its page).
    static func titles(_ navigation: UINavigationController) -> [String] {
      navigation.viewControllers.map { controller in
        (controller as? UIPageViewController)?.viewControllers?.first?.title ?? controller.title
          ?? "?"
      }
    }

    /// Expects UIKit, the host and `tree` to show the same, and UIKit to have logged nothing.
    func expectInSync(_ tree: NavigationTree, location: SourceLocation = #_sourceLocation) {
      #expect(host.rendered == tree, "the host rendered the tree", sourceLocation: location)
      #expect(
        window.rootViewController?.simulatedPresentedChain.count == tree.modals.count,
        "presented controllers", sourceLocation: location)
      if tree.visibleStack != nil, let navigation {
        #expect(
          Self.titles(navigation) == tree.visibleStackNames, "visible stack",
          sourceLocation: location)
      }
      #expect(simulation.log.isEmpty, "UIKit logged \(simulation.log)", sourceLocation: location)
      #expect(faults.isEmpty, "host faults \(faults)", sourceLocation: location)
    }
  }

  /// The reading app with in-memory clients on the real UIKit layer.
  @MainActor
  final class ReadingAppOnUIKit {
    let uikit: LayerHarness
    let running: ReadingAppInMemory
    var app: ReadingApp { running.app }
    var tracker: LifetimeTracker { running.tracker }

    init(_ version: SimulatedIOS) {
      uikit = LayerHarness(version)
      running = ReadingAppInMemory(host: uikit.host)
      uikit.settle()
    }

    var tree: NavigationTree { running.tree }
    var screen: String { running.screen }

    /// Performs an action on the visible screen, as a user tapping it, and lets time pass.
    func tap(_ action: String, _ arguments: String..., location: SourceLocation = #_sourceLocation)
      throws
    {
      let model = try #require(app.visibleModel, "\(screen) has no model", sourceLocation: location)
      try model.perform(action, arguments: arguments)
      uikit.settle()
    }

    func logIn() throws {
      try tap("skip")
      try tap("login", "demo", "demo1234")
    }

    /// Expects UIKit, the host and the navigator to agree, and nothing that left to be alive.
    func expectInSync(location: SourceLocation = #_sourceLocation) {
      uikit.expectInSync(tree, location: location)
      #expect(uikit.visible?.title == screen, "the visible screen", sourceLocation: location)
      #expect(tracker.leaked.isEmpty, "leaked: \(tracker.leaked)", sourceLocation: location)
    }
  }
#endif
