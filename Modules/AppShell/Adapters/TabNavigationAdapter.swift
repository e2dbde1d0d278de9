public import TabFeature

/// Maps TabFeature's actions to app intents:
/// - `tabTapped(_ tab: MainTab)` → `.showTab(tab)`
@MainActor
public final class TabNavigationAdapter: TabNavigation {
  private weak var sink: (any IntentSink)?

  /// Creates an adapter that sends intents to `sink` (held weakly).
  public init(sink: any IntentSink) {
    self.sink = sink
  }

  public func tabTapped(_ tab: MainTab) {
    sink?.handle(.showTab(tab))
  }
}
