import AppNavigation
import BookmarkFeature
import WaypointPlugins

/// What every adapter shares: where its intents go, the context of the flow it serves, and the
/// mapping of the session's expiry. A feature's adapter subclasses it (or ``TabRootAdapter``)
/// and writes only its own actions.
@MainActor
package class FlowAdapter: ExpireNavigation {
  private weak var sink: (any IntentSink)?
  /// Where the flow runs: its tab, if any.
  let context: FlowContext

  /// Creates an adapter that sends intents to `sink` (held weakly) for a flow in `context`.
  package init(sink: any IntentSink, context: FlowContext = .root) {
    self.sink = sink
    self.context = context
  }

  /// Sends `intent` to the app, asked for by the calling `Navigation` method (`action`, filled
  /// in by the compiler: `articleTapped(id:)`).
  func send(_ intent: AppIntent, action: String = #function) {
    sink?.handle(intent, askedBy: action)
  }

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
