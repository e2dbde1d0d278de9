public import Waypoint
public import WaypointUIKit

/// What VoiceOver heard from the host, in order: where focus went (`screenChanged` or
/// `layoutChanged`, with the element) and what was announced.
@MainActor
public final class FakeVoiceOver: AccessibilityPoster {
  /// One post.
  public enum Post: Hashable, Sendable, CustomStringConvertible {
    /// Focus moved to `target`, as a new screen or a change of layout.
    case focus(FocusTarget, AccessibilityUpdate.Change)
    /// `text` was announced.
    case announcement(String)

    public var description: String {
      switch self {
      case .focus(let target, let change): "\(change == .screen ? "screen" : "layout") \(target)"
      case .announcement(let text): "announce \(text)"
      }
    }
  }

  /// Every post, in order.
  public private(set) var posts: [Post] = []

  init() {}

  public func moveFocus(to target: FocusTarget, change: AccessibilityUpdate.Change) {
    posts.append(.focus(target, change))
  }

  public func announce(_ text: String) {
    posts.append(.announcement(text))
  }
}
