import AppShell
import AppShellTesting
import Testing
import Waypoint
import WaypointPlugins
import WaypointSwiftUI
import WaypointSwiftUITesting

/// The reading app on the SwiftUI host core, rendered into a fake of SwiftUI's bindings, with
/// in-memory clients. The user acts on the fake (back, sheet swipe, tab bar, page swipe,
/// dialog buttons) or taps the visible screen's actions.
@MainActor
final class SwiftUIAppHarness {
  let scene: FakeScene
  let host: SceneHost
  let running: ReadingAppInMemory
  var app: ReadingApp { running.app }
  var tracker: LifetimeTracker { running.tracker }

  init(release: FakeScene.Release = .iOS17) {
    scene = FakeScene(release: release)
    host = SceneHost(renderer: scene)
    running = ReadingAppInMemory(host: host)
    scene.settle()
  }

  var tree: NavigationTree { running.tree }
  var screen: String { running.screen }

  /// Performs an action on the visible screen, as a user tapping it, and lets SwiftUI settle.
  func tap(_ action: String, _ arguments: String..., location: SourceLocation = #_sourceLocation)
    throws
  {
    let model = try #require(
      app.visibleModel, "\(screen) has no model", sourceLocation: location)
    try model.perform(action, arguments: arguments)
    scene.settle()
  }

  /// The visible stack's route names, root first (a page container by its current page).
  var stack: [String] { running.stack }

  /// Expects the navigator, the host and the fake to show the same, no SwiftUI warning, and
  /// nothing left alive.
  func expectInSync(location: SourceLocation = #_sourceLocation) {
    #expect(!host.isBusy, "the host settled", sourceLocation: location)
    #expect(host.rendered == tree, "the host shows the navigator's tree", sourceLocation: location)
    #expect(scene.shownModals == tree.modals.map(\.content.id), sourceLocation: location)
    let check = { (node: Node) in
      switch node {
      case .stack(let stack):
        #expect(
          self.scene.shownPaths[stack.id] == stack.entries.array.dropFirst().map(\.id),
          "stack \(stack.id)", sourceLocation: location)
      case .tabs(let tabs):
        #expect(self.scene.shownTabs[tabs.id] == tabs.selectedIndex, sourceLocation: location)
      case .pages(let pages):
        #expect(self.scene.shownPages[pages.id] == pages.currentIndex, sourceLocation: location)
      case .screen, .split: break
      }
    }
    tree.root.forEachNode(check)
    for modal in tree.modals { modal.content.forEachNode(check) }
    #expect(scene.warnings.isEmpty, "\(scene.warnings)", sourceLocation: location)
    #expect(tracker.leaked.isEmpty, "leaked: \(tracker.leaked)", sourceLocation: location)
  }
}
