import AppNavigation
public import BookmarkFeature

/// Maps BookmarkFeature's actions to app intents, in the context of the tab its flow runs on:
/// - `bookmarkedArticleTapped(id: Int)` → `.showArticle(id: id, on: tab)`
/// - `bookmarksBarButtonTapped()` → `.showTab(BookmarkPlugin.tabName)`
/// - `myPageBarButtonTapped()` → `.showMyPage(on: tab)`
/// - `sessionExpired()` → `.expireSession`
@MainActor
public final class BookmarkNavigationAdapter: BookmarkNavigation {
  private weak var sink: (any IntentSink)?
  private let context: FlowContext

  /// Creates an adapter that sends intents to `sink` (held weakly) for a flow in `context`.
  public init(sink: any IntentSink, context: FlowContext) {
    self.sink = sink
    self.context = context
  }

  public func bookmarkedArticleTapped(id: Int) {
    sink?.handle(.showArticle(id: id, on: context.tab))
  }

  public func bookmarksBarButtonTapped() {
    sink?.handle(.showTab(BookmarkPlugin.tabName))
  }

  public func myPageBarButtonTapped() {
    sink?.handle(.showMyPage(on: context.tab))
  }

  public func sessionExpired() {
    sink?.handle(.expireSession)
  }
}

extension AppDependencies: BookmarkDependencies {}
