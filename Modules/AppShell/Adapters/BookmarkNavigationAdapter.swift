import BookmarkFeature

/// Maps BookmarkFeature's actions to app intents, in the context of the tab its flow runs on:
/// - `bookmarkedArticleTapped(id: Int)` → `.showArticle(id: id, on: tab)`
/// - the bar buttons and the session's expiry as every tab root maps them (``TabRootAdapter``)
@MainActor
package final class BookmarkNavigationAdapter: TabRootAdapter, BookmarkNavigation {
  package func bookmarkedArticleTapped(id: Int) {
    send(.showArticle(id: id, on: context.tab))
  }
}

extension AppDependencies: BookmarkDependencies {}
