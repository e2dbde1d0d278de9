import AppNavigation
import TabFeature
public import TodayFeature

/// Maps TodayFeature's actions to app intents:
/// - `articleTapped(id: Int)` → `.showArticle(id: id)`
/// - `bookmarksBarButtonTapped()` → `.showTab(.bookmarks)`
/// - `myPageBarButtonTapped()` → `.showMyPage`
/// - `sessionExpired()` → `.expireSession`
@MainActor
public final class TodayNavigationAdapter: TodayNavigation {
  private weak var sink: (any IntentSink)?

  /// Creates an adapter that sends intents to `sink` (held weakly).
  public init(sink: any IntentSink) {
    self.sink = sink
  }

  public func articleTapped(id: Int) {
    sink?.handle(.showArticle(id: id))
  }

  public func bookmarksBarButtonTapped() {
    sink?.handle(.showTab(.bookmarks))
  }

  public func myPageBarButtonTapped() {
    sink?.handle(.showMyPage)
  }

  public func sessionExpired() {
    sink?.handle(.expireSession)
  }
}
