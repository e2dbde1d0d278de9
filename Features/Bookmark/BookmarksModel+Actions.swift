import AppNavigation
public import WaypointPlugins

extension BookmarksModel {
  /// `article ID` when something is bookmarked, then the bar buttons but its own.
  public var actions: [ScreenAction] {
    let bar = BarActions.actions(hiding: .bookmarks) { [weak self] in self?.navigation }
    guard !listed.isEmpty else { return bar }
    return [
      ScreenAction("article", "ID", "open a bookmarked article") {
        [weak self] (id: Int) throws(ScreenActionError) in try self?.openArticle(id: id)
      }
    ] + bar
  }
}
