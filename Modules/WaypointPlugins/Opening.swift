public import Waypoint

/// Where a flow that a link opens lands: the synthetic back stack behind its first screen.
/// An entry declares it with its ``Opening``; the app reaches it in one transaction (modals
/// dismissed, tab selected, stack popped or pushed, page selected). A screen already in the
/// target stack is returned to, not pushed again.
public enum Landing: Hashable, Sendable {
  /// The entry is the tab's root flow: the tab is selected and popped to its root, which
  /// shows `page` when it is a page container and `page` is given.
  case tabRoot(TabName, page: Route? = nil)
  /// The flow is pushed on the tab's stack right over its root (what was pushed on it goes),
  /// and the root shows `page` when given: `Today(Weekly) › Article(8)`.
  case pushed(on: TabName, over: Route? = nil)
  /// The flow is pushed on the selected tab's stack, over what it shows.
  case pushedOnSelectedTab
}

/// What an entry makes of a route it opens: the input its flow starts with, and where the
/// flow lands.
///
/// ```swift
/// Opening(8, landing: .pushed(on: "Today", over: TodayRoute.today(page: .weekly).route))
/// ```
public struct Opening<Input> {
  /// The input the entry's flow starts with.
  public let input: Input
  /// Where the flow lands.
  public let landing: Landing

  /// An opening.
  public init(_ input: Input, landing: Landing) {
    self.input = input
    self.landing = landing
  }
}

extension Opening where Input == Void {
  /// An opening of an entry that takes no input.
  public init(landing: Landing) {
    self.init((), landing: landing)
  }
}
