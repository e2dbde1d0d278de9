import Testing
import Waypoint
import WaypointUIKit
import WaypointUIKitTesting

/// A host core on a window of fakes, driven by a tree that plays the navigator: operations
/// become steps for the host, and reported gestures change the tree at once, as the
/// navigator's gesture model says.
@MainActor
final class HostHarness {
  let window = FakeWindow()
  let host: ContainerHost
  private(set) var tree: NavigationTree
  private(set) var gestures: [Gesture] = []
  private(set) var faults: [HostFault] = []
  private(set) var completions: [Int] = []
  private var applied = 0

  init(_ root: Content, animates: Bool = false) throws {
    tree = try NavigationTree(root: root)
    host = ContainerHost(containers: window)
    window.animator.animates = animates
    host.attach(tree: tree)
    host.onGesture = { [unowned self] gesture in
      self.gestures.append(gesture)
      _ = try? self.tree.apply(steps: Self.steps(for: gesture, in: self.tree))
    }
    host.onFault = { [unowned self] in self.faults.append($0) }
  }

  /// Performs an operation on the tree and hands its steps to the host.
  func perform(_ operation: NavigationOperation) throws {
    let change = try tree.perform(operation)
    applied += 1
    let number = applied
    host.apply(change.steps, resulting: tree) { [unowned self] in self.completions.append(number) }
  }

  /// The steps a gesture performed, as the navigator computes them.
  static func steps(for gesture: Gesture, in tree: NavigationTree) -> [Step] {
    switch gesture {
    case .backButton(let stack, let to), .edgeSwipe(let stack, let to, true):
      return [.pop(to: to, in: stack)]
    case .edgeSwipe, .swipeDown(_, false):
      return []
    case .swipeDown(let modal, true), .escape(let modal):
      guard let level = tree.modalLevel(of: modal) else { return [] }
      return Array(repeating: .dismiss, count: tree.modals.count - level)
    case .tabTap(let index, let tabs):
      guard case .tabs(let container)? = tree.node(tabs) else { return [] }
      guard container.selectedIndex == index else { return [.selectTab(index, in: tabs)] }
      guard case .stack(let stack) = container.tabs[index].content, stack.entries.count > 1,
        let root = stack.entries.root
      else { return [] }
      return [.pop(to: root.id, in: stack.id)]
    case .pageSwipe(let index, let pages):
      return [.selectPage(index, in: pages)]
    case .backToColumn(let column, let split):
      return [.showColumn(column, in: split)]
    case .resize(let width):
      return [.resize(width)]
    case .appChangedStack:
      return (try? tree.steps(applying: gesture)) ?? []
    }
  }

  // MARK: Reading

  var visibleStack: Stack { tree.visibleStack! }
  var stackIDs: [NodeID] { visibleStack.entries.array.map(\.id) }
  func entries(of stack: NodeID) -> [NodeID] {
    guard case .stack(let node)? = tree.node(stack) else { return [] }
    return node.entries.array.map(\.id)
  }
  var navigation: FakeNavigationController { window.visibleNavigationController! }

  /// Expects the host's rendered tree, the tree and the fakes to agree.
  func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
    expectHost(
      host, window: window, faults: faults, inSyncWith: tree, sourceLocation: sourceLocation)
  }
}

/// Expects a host's rendered and target trees, the fake containers of `window` and `tree` to
/// agree, with no warning from the fakes and no fault from the host.
@MainActor
func expectHost(
  _ host: ContainerHost, window: FakeWindow, faults: [HostFault],
  inSyncWith tree: NavigationTree, sourceLocation: SourceLocation
) {
  #expect(host.rendered == tree, "rendered tree differs", sourceLocation: sourceLocation)
  #expect(host.target == tree, "target tree differs", sourceLocation: sourceLocation)
  #expect(window.mismatches(with: tree) == [], sourceLocation: sourceLocation)
  #expect(window.warnings.isEmpty, "\(window.warnings)", sourceLocation: sourceLocation)
  #expect(faults.isEmpty, "every callback was explained", sourceLocation: sourceLocation)
}

extension Content {
  static func screens(_ names: String...) -> Content {
    .stack(names.map { .screen(Route($0)) })
  }
}
