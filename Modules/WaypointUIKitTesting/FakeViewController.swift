public import Waypoint

/// A stand-in for a `UIViewController`: one object per node, held by its container as UIKit
/// holds its children, so tests can check with weak references that what left was released.
@MainActor
public class FakeViewController {
  /// The node it shows.
  public let node: NodeID
  /// The window that built it: delegates and animations go through it.
  unowned let window: FakeWindow

  init(node: NodeID, window: FakeWindow) {
    self.node = node
    self.window = window
  }
}

/// A screen's view controller.
@MainActor
public final class FakeScreenController: FakeViewController {
  /// The route it shows.
  public let route: Route

  init(screen: Screen, window: FakeWindow) {
    route = screen.route
    super.init(node: screen.id, window: window)
  }
}
