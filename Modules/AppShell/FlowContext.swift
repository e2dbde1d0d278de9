package import Waypoint

/// Where a feature's flow runs: the tab it was started on, if any. An adapter maps the same
/// action to the intent that fits its context (an article tapped on the Bookmarks tab opens
/// on the Bookmarks tab).
package struct FlowContext: Hashable, Sendable {
  /// The tab the flow runs on; `nil` for flows that replace the root (splash, auth).
  package var tab: TabName?

  /// A context.
  package init(tab: TabName? = nil) {
    self.tab = tab
  }

  /// The context of flows that stand at the root, outside the tab bar.
  package static let root = FlowContext()
}
