public import Waypoint

/// Where a feature's flow runs: the tab it was started on, if any. An adapter maps the same
/// action to the intent that fits its context (an article tapped on the Bookmarks tab opens
/// on the Bookmarks tab).
public struct FlowContext: Hashable, Sendable {
  /// The tab the flow runs on; `nil` for flows that replace the root (splash, auth).
  public var tab: TabName?

  /// A context.
  public init(tab: TabName? = nil) {
    self.tab = tab
  }

  /// The context of flows that stand at the root, outside the tab bar.
  public static let root = FlowContext()
}
