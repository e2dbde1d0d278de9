import TodayFeature

/// Maps TodayFeature's actions to app intents, in the context of the tab its flow runs on:
/// - `articleTapped(id: Int)` → `.showArticle(id: id, on: tab)`
/// - the bar buttons and the session's expiry as every tab root maps them (``TabRootAdapter``)
@MainActor
package final class TodayNavigationAdapter: TabRootAdapter, TodayNavigation {
  package func articleTapped(id: Int) {
    send(.showArticle(id: id, on: context.tab))
  }
}

extension AppDependencies: TodayDependencies {}
