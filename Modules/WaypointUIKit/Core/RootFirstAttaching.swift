import Waypoint

/// A host core that attaches as both host cores do: it takes the navigator as its receiver and
/// shows the navigator's tree root first, then its modals one at a time, through its own pacing.
/// Neither UIKit nor SwiftUI presents several modals at once, so a tree's modals cannot be shown
/// together with its root.
///
/// `ContainerHost` (WaypointUIKit) and `SceneHost` (WaypointSwiftUI) conform; both modules
/// compile this one file (WaypointSwiftUI through a symbolic link), so the two hosts attach in
/// the same way.
@MainActor
protocol RootFirstAttaching: AnyObject {
  /// The navigator: it records the gestures and its guards answer them.
  var receiver: (any GestureReceiver)? { get set }
  /// What the UI shows.
  var rendered: NavigationTree { get set }
  /// The navigator's latest tree: what the UI is being brought to.
  var target: NavigationTree { get set }
  /// Shows ``rendered`` (the attached tree without its modals) at once, then brings the UI to
  /// ``target`` (the attached tree) through the host's queue.
  func showAttachedTree()
}

extension RootFirstAttaching {
  /// Takes `receiver` as the navigator, then shows `tree` as ``show(attached:)`` does.
  func attach(receiver: any GestureReceiver, showing tree: NavigationTree) {
    self.receiver = receiver
    show(attached: tree)
  }

  /// Shows `tree`: its root at once, then its modals through the host's queue.
  func show(attached tree: NavigationTree) {
    var root = tree
    while !root.modals.isEmpty { _ = try? root.apply(.dismiss) }
    rendered = root
    target = tree
    showAttachedTree()
  }
}
