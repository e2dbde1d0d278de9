public import Waypoint

/// What a ``SceneHost`` renders into: the SwiftUI layer's observable model, or a fake.
///
/// The host changes what SwiftUI shows only through ``render(_:animated:completion:)``, one
/// call per SwiftUI transaction, and starts no other until its completion ran: SwiftUI breaks
/// when a binding changes again before its last change has been drawn (a double push, a
/// path left behind, "tried to update multiple times per frame").
@MainActor
public protocol SceneRenderer: AnyObject {
  /// Where the bindings send SwiftUI's writes; the host sets it when it is created. Hold it
  /// weakly: the host holds its renderer.
  var host: SceneHost? { get set }

  /// Shows `state` in one transaction (`withTransaction`), animated or not, and calls
  /// `completion` once, when its animations have completed (the transaction's animation
  /// completion). The bindings must read `state` as soon as this returns: the host also calls
  /// it from inside a binding's setter, to adopt what SwiftUI already shows.
  func render(_ state: SceneState, animated: Bool, completion: @escaping @MainActor () -> Void)

  /// Runs `body` once SwiftUI has finished the update in progress (the binding writes of one
  /// user action arrive in one update).
  func afterUpdate(_ body: @escaping @MainActor () -> Void)
  /// Moves VoiceOver's focus and announces, as `update` says, once the host has settled:
  /// the screen's element named by the target (`View.focusableElement(named:)`), or its first
  /// element; then the announcements, queued behind what VoiceOver reads.
  func accessibilityDidChange(_ update: AccessibilityUpdate)
}

extension SceneRenderer {
  /// Moves nothing: a renderer without assistive technologies.
  public func accessibilityDidChange(_ update: AccessibilityUpdate) {}
}
