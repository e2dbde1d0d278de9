import AppNavigation
import BookmarkFeature
package import WaypointPlugins

/// What every adapter of the reading app shares: the kit's `IntentAdapter` (where its intents
/// go, the context of the flow it serves) and the mapping of the session's expiry. A feature's
/// adapter subclasses it (or ``TabRootAdapter``) and writes only its own actions.
@MainActor
package class FlowAdapter: IntentAdapter<AppIntent>, ExpireNavigation {
  /// `sessionExpired()` → `.expireSession`, from any screen.
  package func sessionExpired() {
    send(.expireSession)
  }
}

/// The adapter of a tab root's flow: its bar buttons map the same way on every tab —
/// `bookmarksBarButtonTapped()` → `.showTab(Bookmarks)` and `myPageBarButtonTapped()` →
/// `.showMyPage(on: the flow's tab)`.
@MainActor
package class TabRootAdapter: FlowAdapter, BarNavigation {
  package func bookmarksBarButtonTapped() {
    send(.showTab(BookmarkPlugin.tabName))
  }

  package func myPageBarButtonTapped() {
    send(.showMyPage(on: context.tab))
  }
}
