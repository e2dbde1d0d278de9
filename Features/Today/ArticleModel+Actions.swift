public import AppNavigation

extension ArticleModel {
  /// `bookmark`, `share` and `back`.
  public var actions: [ScreenAction] {
    [
      ScreenAction("bookmark", isBookmarked ? "remove the bookmark" : "bookmark") {
        [weak self] () throws(ScreenActionError) in try self?.toggleBookmark()
      },
      ScreenAction("share", "share the article") { [weak self] () throws(ScreenActionError) in
        try self?.share()
      },
      ScreenAction("back", "go back") { [weak self] () throws(ScreenActionError) in
        try self?.back()
      },
    ]
  }
}
