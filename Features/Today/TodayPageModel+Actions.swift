import AppNavigation
public import WaypointPlugins

extension TodayPageModel {
  /// `article ID`, `hide`, `show-all` while a page is hidden, then the bar buttons.
  public var actions: [ScreenAction] {
    var actions = [
      ScreenAction("article", "ID", "open an article") {
        [weak self] (id: Int) throws(ScreenActionError) in
        try self?.openArticle(id: id)
      },
      ScreenAction("hide", "hide this page: the next one shows") {
        [weak self] () throws(ScreenActionError) in try self?.hide()
      },
    ]
    if canShowAllPages {
      actions.append(
        ScreenAction("show-all", "show the hidden pages again") {
          [weak self] () throws(ScreenActionError) in try self?.showAllPages()
        })
    }
    return actions + BarActions.actions { [weak self] in self?.navigation }
  }
}
