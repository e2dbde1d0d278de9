public import Waypoint
public import WaypointUIKit

/// A window of fakes: builds one fake controller per node, as the UIKit layer builds view
/// controllers, and hands the host the containers by node ID.
///
/// Each fake calls ``ContainerEvents`` in the order UIKit calls its delegates; each type says
/// which Apple documentation or observed behaviour it reproduces. Misuse that UIKit punishes
/// (a second transition while one runs) is recorded in ``warnings`` instead of crashing.
@MainActor
public final class FakeWindow: EmbeddingContainers {
  public weak var events: (any ContainerEvents)?
  /// Animation timing for every fake in this window.
  public let animator = FakeAnimator()
  /// The root controller.
  public private(set) var root: FakeViewController?
  /// The modal chain.
  public let presenter: FakePresenter
  /// What UIKit would have logged or crashed on, in order.
  public internal(set) var warnings: [String] = []
  /// Every container call the host made, in order.
  public var calls: [FakeCall] = []
  /// How a cancelled interactive pop is reported, per iOS version.
  public var cancelledPopCallbacks = CancelledPopCallbacks.none
  private var built: [NodeID: Weak] = [:]

  /// The navigation controller the app's own code made, in which a flow is embedded
  /// (``appNavigation(showing:)``); `nil` for a window whose root the host sets.
  public private(set) var appNavigationController: FakeNavigationController?
  /// Whether an embedded flow gave the navigation back (``endEmbedding()``).
  public private(set) var embeddingEnded = false

  /// What VoiceOver heard from the host.
  public let voiceOver = FakeVoiceOver()
  public var accessibility: (any AccessibilityPoster)? { voiceOver }

  /// Creates an empty window.
  public init() {
    presenter = FakePresenter()
    presenter.window = self
  }

  /// A window whose root is a navigation controller the app's own code made, showing view
  /// controllers of its own of `kinds`, root first: for a flow embedded in a navigation the
  /// app owns (`EmbeddedFlow.push(_:onto:over:onResult:)`).
  public static func appNavigation(showing kinds: [String]) -> FakeWindow {
    let window = FakeWindow()
    let navigation = FakeNavigationController(node: NodeID(rawValue: 0), window: window)
    navigation.viewControllers = kinds.map { navigation.makeForeign($0) }
    window.root = navigation
    window.appNavigationController = navigation
    return window
  }

  public var modals: any ModalPresenter { presenter }

  public func setRoot(_ node: Node, completion: @escaping @MainActor () -> Void) {
    calls.append(.setRoot(node.id))
    if let navigation = appNavigationController, adopt(node, in: navigation) {
      return completion()
    }
    presenter.removeAll()
    root = build(node)
    completion()
  }

  /// Takes the app's own controllers as the nodes of `node` when it is what they show: a
  /// stack of foreign screens, one per controller the navigation controller shows (a flow
  /// pushed onto it), or its top's foreign screen (a flow presented from it).
  private func adopt(_ node: Node, in navigation: FakeNavigationController) -> Bool {
    let controllers = navigation.viewControllers.compactMap { $0 as? FakeForeignController }
    switch node {
    case .stack(let stack):
      let entries = stack.entries.array
      guard entries.count == controllers.count,
        entries.allSatisfy({ $0.screen?.route.isForeign == true })
      else { return false }
      navigation.node = stack.id
      register(navigation)
      for (entry, controller) in zip(entries, controllers) { controller.adopt(as: entry.id) }
    case .screen(let screen):
      guard screen.route.isForeign, let top = controllers.last else { return false }
      top.adopt(as: screen.id)
    default:
      return false
    }
    return true
  }

  public func stack(_ id: NodeID) -> (any StackContainer)? {
    navigationController(id) ?? splitViewController(id)?.compact
  }
  public func tabs(_ id: NodeID) -> (any TabContainer)? { tabBarController(id) }
  public func pages(_ id: NodeID) -> (any PageContainer)? { pageController(id) }
  public func split(_ id: NodeID) -> (any SplitContainer)? { splitViewController(id) }

  /// The fake navigation controller built for a stack node.
  public func navigationController(_ id: NodeID) -> FakeNavigationController? {
    built[id]?.object as? FakeNavigationController
  }
  /// The fake tab bar controller built for a tab node.
  public func tabBarController(_ id: NodeID) -> FakeTabBarController? {
    built[id]?.object as? FakeTabBarController
  }
  /// The fake page controller built for a page node.
  public func pageController(_ id: NodeID) -> FakePageViewController? {
    built[id]?.object as? FakePageViewController
  }
  /// The fake split view controller built for a split node.
  public func splitViewController(_ id: NodeID) -> FakeSplitViewController? {
    built[id]?.object as? FakeSplitViewController
  }
  /// The fake controller built for any node, while something holds it.
  public func controller(_ id: NodeID) -> FakeViewController? { built[id]?.object }

  /// Finds `controller` by its node from now on (one the host adopted).
  func register(_ controller: FakeViewController) {
    built[controller.node] = Weak(controller)
  }

  /// Builds the controller for `node` and its children, reusing one that is still alive.
  func build(_ node: Node) -> FakeViewController {
    if let existing = built[node.id]?.object { return existing }
    let controller: FakeViewController
    switch node {
    case .screen(let screen): controller = FakeScreenController(screen: screen, window: self)
    case .stack(let stack):
      let navigation = FakeNavigationController(node: stack.id, window: self)
      navigation.viewControllers = stack.entries.array.map(build)
      controller = navigation
    case .tabs(let tabs):
      let tabBar = FakeTabBarController(node: tabs.id, window: self)
      tabBar.viewControllers = tabs.tabs.map { build($0.content) }
      tabBar.selectedIndex = tabs.selectedIndex
      controller = tabBar
    case .pages(let pages):
      let pageController = FakePageViewController(node: pages.id, window: self)
      pageController.pages = pages.pages.map { build(.screen($0)) }
      pageController.currentIndex = pages.currentIndex
      pageController.wraps = pages.wraps
      controller = pageController
    case .split(let split):
      let splitController = FakeSplitViewController(node: split.id, window: self)
      built[node.id] = Weak(splitController)  // before its columns, as UIKit's layer does
      splitController.layOut(split)
      return splitController
    }
    built[node.id] = Weak(controller)
    return controller
  }

  /// Records that the flow gave the navigation back; the fakes report nothing more, as a
  /// navigation controller whose delegate slot went back to the app.
  public func endEmbedding() {
    embeddingEnded = true
    events = nil
  }

  /// The window's width changes (a rotation, multitasking, a foldable folding): every split
  /// view controller alive collapses or expands as UIKit's do, asking its delegate first.
  public func resize(to width: WidthClass) {
    for case let split as FakeSplitViewController in built.values.compactMap(\.object) {
      split.resizeByUIKit(to: width)
    }
  }

  /// The visible stack's navigation controller: the deepest on the visible path.
  public var visibleNavigationController: FakeNavigationController? {
    var controller = presenter.presented.last?.content ?? root
    var found: FakeNavigationController?
    while let current = controller {
      switch current {
      case let navigation as FakeNavigationController:
        found = navigation
        controller = navigation.viewControllers.last
      case let tabBar as FakeTabBarController:
        controller = tabBar.viewControllers[tabBar.selectedIndex]
      case let split as FakeSplitViewController:
        controller = split.visibleNavigationController
      default: controller = nil
      }
    }
    return found
  }
}

/// What a fake holds weakly.
struct Weak {
  weak var object: FakeViewController?
  init(_ object: FakeViewController) { self.object = object }
}
