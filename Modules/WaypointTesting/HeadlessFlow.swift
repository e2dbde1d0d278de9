public import Testing
public import Waypoint

/// A navigator on a ``HeadlessHost`` with a ``LifetimeTracker``: what a feature team needs to
/// drive a flow in a unit test and assert what the user sees.
///
/// ```swift
/// @MainActor @Test func backReleasesTheArticle() throws {
///   let flow = HeadlessFlow(root: AppCoordinator())
///   flow.start()
///   try flow.host.tapBack()
///   flow.expectScreen(TodayRoute.today(page: .pick))
///   flow.expectReleased()
/// }
/// ```
@MainActor
public final class HeadlessFlow {
  /// The host; simulate gestures through it.
  public let host: HeadlessHost
  /// The navigator.
  public let navigator: Navigator
  /// Tracks what left the tree.
  public let tracker: LifetimeTracker

  /// Creates a navigator for `root` on a new headless host, starting from a `Launch` screen.
  public init(root: Coordinator) {
    host = HeadlessHost()
    navigator = Navigator(root: root, host: host)
    tracker = LifetimeTracker(navigator)
  }

  /// Creates a navigator for `root` on a new headless host, starting from `tree`.
  /// - Throws: ``NavigationError`` when the tree breaks a rule (see
  ///   `NavigationTree.validate()`).
  public init(root: Coordinator, tree: NavigationTree) throws(NavigationError) {
    host = HeadlessHost()
    navigator = try Navigator(root: root, host: host, tree: tree)
    tracker = LifetimeTracker(navigator)
  }

  /// Wraps a navigator that already runs on `host` (an app that builds its own navigator).
  /// Records a test issue when the navigator runs on another host.
  public init(
    navigator: Navigator, host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if navigator.host !== host {
      Issue.record("the navigator runs on another host", sourceLocation: sourceLocation)
    }
    self.host = host
    self.navigator = navigator
    tracker = LifetimeTracker(navigator)
  }

  /// Starts the root coordinator.
  public func start() { navigator.start() }

  /// The current tree.
  public var tree: NavigationTree { navigator.tree }

  // MARK: Assertions

  /// Expects the visible screen to show `route` (its name and every argument).
  public func expectScreen(_ route: Route, sourceLocation: SourceLocation = #_sourceLocation) {
    let visible = tree.visibleScreen.route
    if visible != route {
      Issue.record(
        "visible screen is \(visible), expected \(route)\n\(tree.outline)",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects the visible screen to show a feature's typed `route`.
  ///
  /// ```swift
  /// flow.expectScreen(TodayRoute.article(id: 3))
  /// ```
  public func expectScreen(
    _ route: some TypedRoute, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectScreen(route.route, sourceLocation: sourceLocation)
  }

  /// Expects the visible stack's names from its root to its top.
  public func expectStack(_ names: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = tree.visibleStackNames
    if actual != names {
      Issue.record(
        "visible stack is \(actual), expected \(names)\n\(tree.outline)",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects the route name of the top modal's visible screen, or `nil` for no modal.
  public func expectModal(_ name: String?, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = tree.modals.isEmpty ? nil : tree.visibleScreen.route.name
    if actual != name {
      Issue.record(
        "top modal shows \(actual ?? "nothing"), expected \(name ?? "nothing")",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects the name of the visible tab container's selected tab.
  public func expectTab(_ name: TabName, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = tree.visibleTabs?.selected.name
    if actual != name {
      Issue.record(
        "selected tab is \(actual?.rawValue ?? "none"), expected \(name)",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects the route name of the visible page container's current page.
  public func expectPage(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = tree.visiblePages?.current.route.name
    if actual != name {
      Issue.record(
        "current page is \(actual ?? "none"), expected \(name)", sourceLocation: sourceLocation)
    }
  }

  /// Expects that every coordinator and screen model that left the tree has been deallocated.
  public func expectReleased(sourceLocation: SourceLocation = #_sourceLocation) {
    let leaked = tracker.leaked
    if !leaked.isEmpty {
      Issue.record(
        "still alive after leaving the tree: \(leaked.joined(separator: ", "))",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects the host to show exactly the navigator's tree (no drift between UI and state),
  /// and every step the navigator handed it to have fitted.
  public func expectRendered(sourceLocation: SourceLocation = #_sourceLocation) {
    if !host.mismatches.isEmpty {
      Issue.record(
        "steps that did not fit the host: \(host.mismatches)", sourceLocation: sourceLocation)
    }
    if host.rendered != tree {
      Issue.record(
        "host shows\n\(host.rendered.outline)\nnavigator has\n\(tree.outline)",
        sourceLocation: sourceLocation)
    }
  }
}
