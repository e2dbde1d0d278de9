import AppNavigation
public import WaypointPlugins

extension TodayPageModel {
  /// `article ID`, then the bar buttons.
  public var actions: [ScreenAction] {
    [
      ScreenAction("article", "ID", "open an article") {
        [weak self] (id: Int) throws(ScreenActionError) in
        try self?.openArticle(id: id)
      }
    ] + BarActions.actions { [weak self] in self?.navigation }
  }
}
