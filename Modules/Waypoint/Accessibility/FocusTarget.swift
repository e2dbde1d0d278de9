/// Where accessibility focus (VoiceOver's cursor) is: a screen of the tree, and an element of it.
///
/// Elements are named by the screen: a name is an accessibility identifier in UIKit and
/// SwiftUI, and an action's name in the terminal shell. A target without an element is the
/// screen itself, whose first element VoiceOver reads.
public struct FocusTarget: Hashable, Sendable {
  /// The screen that has focus.
  public var screen: NodeID
  /// The screen's route.
  public var route: Route
  /// The element of the screen that has focus; `nil` for the screen's first element.
  public var element: String?

  /// Creates a focus target.
  public init(screen: NodeID, route: Route, element: String? = nil) {
    self.screen = screen
    self.route = route
    self.element = element
  }
}

extension FocusTarget: CustomStringConvertible {
  /// The route, then the element: `Login › user`.
  public var description: String { element.map { "\(route) › \($0)" } ?? "\(route)" }
}

/// What a host does for assistive technologies once the navigator has settled after a change:
/// where focus goes, and what is announced.
///
/// The navigator hands it to an ``AccessibilityHost`` after the host has called the
/// completion of every step it rendered (never before an animation ends), and after a
/// gesture the host performed itself. See <doc:AccessibleNavigation>.
public struct AccessibilityUpdate: Hashable, Sendable {
  /// How much of what shows changed.
  public enum Change: Hashable, Sendable {
    /// Another screen came on top: pushed, presented, another tab, page or root. UIKit posts
    /// `UIAccessibility.Notification.screenChanged`.
    case screen
    /// The user came back to a screen that was there (a pop, a dismissal), or what shows was
    /// laid out again (a split collapsed or expanded). UIKit posts `.layoutChanged`.
    case layout
  }

  /// Where focus goes; `nil` when it stays where it is.
  public var focus: FocusTarget?
  /// How much changed; meaningful only with a ``focus``.
  public var change: Change
  /// What to announce, in order, after focus has moved: changes the user did not make.
  public var announcements: [String]

  /// Creates an update.
  public init(focus: FocusTarget?, change: Change, announcements: [String] = []) {
    self.focus = focus
    self.change = change
    self.announcements = announcements
  }

  /// This update followed by `later`, as one: `later`'s focus when it moves focus, else this
  /// one's; both updates' announcements, in order. What a host that waits for its own
  /// transitions posts once they are over.
  public func followed(by later: AccessibilityUpdate) -> AccessibilityUpdate {
    AccessibilityUpdate(
      focus: later.focus ?? focus, change: later.focus == nil ? change : later.change,
      announcements: announcements + later.announcements)
  }
}

/// A host that moves accessibility focus and posts announcements (the UIKit and SwiftUI
/// hosts, and the ``HeadlessHost``, which records them). A navigator whose host is one keeps
/// ``Navigator/focus`` and hands the host an ``AccessibilityUpdate`` whenever it settles
/// after a change.
@MainActor
public protocol AccessibilityHost: NavigationHost {
  /// Moves focus and announces, as `update` says. Called on the main actor once the
  /// navigator has settled.
  func accessibilityDidChange(_ update: AccessibilityUpdate)
  /// Whether the navigator follows focus for this host, read when a navigator adopts it;
  /// `true` by default.
  var followsAccessibility: Bool { get }
}

extension AccessibilityHost {
  public var followsAccessibility: Bool { true }
}

/// A screen model that names the element focus starts on when its screen comes on top, where
/// the screen's first element is the wrong start (a login form starts on its user field).
@MainActor
public protocol NamesFirstFocus: AnyObject {
  /// The element's name; `nil` for the screen's first element.
  var firstFocus: String? { get }
}
