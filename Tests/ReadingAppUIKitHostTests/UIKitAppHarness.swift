import AppShell
import AppShellTesting
import Testing
import Waypoint
import WaypointPlugins
import WaypointUIKit
import WaypointUIKitTesting

/// The reading app on the UIKit host core, rendered into fakes that call their delegates as
/// UIKit does, with in-memory clients. The user acts on the fakes (back button, edge swipe,
/// sheet swipe, tab bar, page swipe) or taps the visible screen's actions.
@MainActor
final class UIKitAppHarness {
  let window = FakeWindow()
  let host: ContainerHost
  let running: ReadingAppInMemory
  var app: ReadingApp { running.app }
  var tracker: LifetimeTracker { running.tracker }

  init(animates: Bool) {
    window.animator.animates = animates
    host = ContainerHost(containers: window)
    running = ReadingAppInMemory(host: host)
    settle()
  }

  var tree: NavigationTree { running.tree }
  var screen: String { running.screen }
  var navigation: FakeNavigationController? { window.visibleNavigationController }
  var pages: FakePageViewController? { tree.visiblePages.flatMap { window.pageController($0.id) } }
  var tabBar: FakeTabBarController? { tree.visibleTabs.flatMap { window.tabBarController($0.id) } }

  /// Ends running animations, as time passing would.
  func settle() { window.animator.finishAnimations() }

  /// Performs an action on the visible screen, as a user tapping it.
  func tap(_ action: String, _ arguments: String..., location: SourceLocation = #_sourceLocation)
    throws
  {
    let model = try #require(
      app.visibleModel, "\(screen) has no model", sourceLocation: location)
    try model.perform(action, arguments: arguments)
    settle()
  }

  /// The visible stack's route names, root first (a page container by its current page).
  var stack: [String] { running.stack }

  /// Expects the navigator, the host and the fakes to show the same, and nothing left alive.
  func expectInSync(location: SourceLocation = #_sourceLocation) {
    #expect(
      host.rendered == tree, "the host rendered the navigator's tree", sourceLocation: location)
    #expect(window.mismatches(with: tree) == [], sourceLocation: location)
    #expect(window.warnings.isEmpty, "\(window.warnings)", sourceLocation: location)
    #expect(tracker.leaked.isEmpty, "leaked: \(tracker.leaked)", sourceLocation: location)
  }
}
