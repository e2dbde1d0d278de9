public import AppNavigation
public import TabFeature

/// Maps TabFeature's actions to app intents:
/// - `tabTapped(_ tab: TabName)` → `.showTab(tab)`
@MainActor
public final class TabNavigationAdapter: TabNavigation {
  private weak var sink: (any IntentSink)?

  /// Creates an adapter that sends intents to `sink` (held weakly).
  public init(sink: any IntentSink, context: FlowContext) {
    self.sink = sink
  }

  public func tabTapped(_ tab: TabName) {
    sink?.handle(.showTab(tab))
  }
}
