import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting
import WaypointTesting

/// A real navigator over `content`, rendered by the SwiftUI host core into a fake of SwiftUI.
@MainActor
final class SceneHarness {
  let scene: FakeScene
  let host: SceneHost
  let navigator: Navigator
  private(set) var gestures: [Gesture] = []
  private(set) var ignored: [IgnoredWrite] = []

  init(_ content: Content, release: FakeScene.Release = .iOS17) {
    scene = FakeScene(release: release)
    host = SceneHost(renderer: scene)
    navigator = Navigator(
      root: ScriptedRoot { root in _ = try? root.navigate(.replaceRoot(content)) }, host: host)
    host.onGesture = { [unowned self] in self.gestures.append($0) }
    host.onIgnoredWrite = { [unowned self] in self.ignored.append($0) }
    navigator.start()
    scene.settle()
  }

  var tree: NavigationTree { navigator.tree }
  var root: Coordinator { navigator.root }
  var stack: Stack { tree.visibleStack! }
  var stackIDs: [NodeID] { stack.entries.array.map(\.id) }
  /// The visible stack's path as the fake shows it.
  var shownPath: [NodeID] { scene.shownPaths[stack.id] ?? [] }

  /// Performs `operation` for the root coordinator and lets SwiftUI settle.
  func perform(_ operation: NavigationOperation) throws {
    _ = try navigator.perform(operation)
    scene.settle()
  }

  /// Pushes one screen per name onto the visible stack.
  func push(_ names: String...) throws {
    for name in names { try perform(.push(.screen(Route(name)))) }
  }

  /// How many transactions the fake was given so far.
  var transactionCount: Int { scene.transactions.count }

  /// Expects the navigator, the host and what the fake shows to agree, with no warning.
  func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!host.isBusy, "the host settled", sourceLocation: sourceLocation)
    #expect(host.rendered == tree, "rendered tree differs", sourceLocation: sourceLocation)
    #expect(
      scene.shownModals == tree.modals.map(\.content.id), "modals",
      sourceLocation: sourceLocation)
    let forEach = { (body: (Node) -> Void) in
      self.tree.root.forEachNode(body)
      for modal in self.tree.modals { modal.content.forEachNode(body) }
    }
    forEach { node in
      switch node {
      case .stack(let stack):
        #expect(
          scene.shownPaths[stack.id] == stack.entries.array.dropFirst().map(\.id),
          "stack \(stack.id)", sourceLocation: sourceLocation)
      case .tabs(let tabs):
        #expect(scene.shownTabs[tabs.id] == tabs.selectedIndex, sourceLocation: sourceLocation)
      case .pages(let pages):
        #expect(scene.shownPages[pages.id] == pages.currentIndex, sourceLocation: sourceLocation)
      case .split(let split):
        #expect(
          scene.shownCompactColumns[split.id] == split.compactColumn, "split \(split.id)",
          sourceLocation: sourceLocation)
      case .screen: break
      }
    }
    #expect(scene.warnings.isEmpty, "\(scene.warnings)", sourceLocation: sourceLocation)
  }
}

extension Content {
  static func screens(_ names: String...) -> Content {
    .stack(names.map { .screen(Route($0)) })
  }

  /// Two tabs, `Today` and `Saved`, each a stack of one screen.
  static var twoTabs: Content {
    .tabs([.init("Today", .screens("Today")), .init("Saved", .screens("Saved"))])
  }
}
