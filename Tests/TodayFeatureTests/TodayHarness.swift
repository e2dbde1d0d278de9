import AppModels
import AppModelsTesting
import Testing
import TodayFeature
import Waypoint
import WaypointTesting

/// The Today feature as the app embeds it: a tab bar whose Today tab runs a
/// `TodayCoordinator`, on a headless host, with in-memory clients and a navigation spy.
@MainActor
final class TodayHarness {
  let articles: InMemoryArticles
  let bookmarks: InMemoryBookmarks
  let notes: InMemoryNotes
  let spy = TodayNavigationSpy()
  let today: TodayCoordinator
  let flow: HeadlessFlow

  init(articleCount: Int = 12, bookmarked: [Int] = [], notes: [ArticleNote] = []) {
    articles = InMemoryArticles(count: articleCount)
    bookmarks = InMemoryBookmarks(bookmarked)
    let stored = InMemoryNotes(notes)
    self.notes = stored
    let today = TodayCoordinator(
      dependencies: Self.dependencies(articles, bookmarks, stored), navigation: spy)
    self.today = today
    flow = HeadlessFlow(
      root: ScriptedRoot { root in
        let other = FlowCoordinator(initialContent: .screen(Route("Bookmarks")))
        try! root.start(
          TabCoordinator(tabs: [("Today", today), ("Bookmarks", other)]), as: .replaceRoot())
      })
    flow.start()
  }

  /// Pushes an article onto the Today tab's stack, as the app does when one is tapped; only
  /// the coordinator tree keeps it.
  func openArticle(_ id: Int) throws {
    try today.start(
      try TodayPlugin.article.makeFlow(Self.dependencies(articles, bookmarks, notes), spy, id),
      as: .push())
  }

  private static func dependencies(
    _ articles: InMemoryArticles, _ bookmarks: InMemoryBookmarks, _ notes: InMemoryNotes
  ) -> InMemoryDependencies {
    InMemoryDependencies(articles: articles, bookmarks: bookmarks, notes: notes)
  }

  /// The article flow on top of the Today tab's stack.
  func article(sourceLocation: SourceLocation = #_sourceLocation) throws -> ArticleCoordinator {
    try #require(
      today.children.last as? ArticleCoordinator, "no article is open",
      sourceLocation: sourceLocation)
  }

  /// The visible screen's model, as `Model`.
  func visible<Model>(
    _ type: Model.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Model {
    try #require(
      flow.navigator.visibleModel as? Model, "visible screen: \(flow.tree.visibleScreen.route)",
      sourceLocation: sourceLocation)
  }
}
