public import Waypoint

/// A stand-in for a `UIViewController`: one object per node, held by its container as UIKit
/// holds its children, so tests can check with weak references that what left was released.
@MainActor
public class FakeViewController {
  /// The node it shows; for a controller the app's own code made, the ID the host gave it
  /// when it adopted it.
  public internal(set) var node: NodeID
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

/// A view controller the app's own code made and pushed (or set) on a navigation controller:
/// no node of the host's. Until the host adopts it (``isAdopted``), its ``node`` means nothing.
@MainActor
public final class FakeForeignController: FakeViewController {
  /// Its kind, as the UIKit layer reports it: its type's name.
  public let kind: String
  /// Whether the host gave it an ID (``FakeViewController/node``).
  public private(set) var isAdopted = false

  init(kind: String, window: FakeWindow) {
    self.kind = kind
    super.init(node: NodeID(rawValue: 0), window: window)
  }

  /// Takes the ID the host gave it.
  func adopt(as id: NodeID) {
    node = id
    isAdopted = true
    window.register(self)
  }
}
