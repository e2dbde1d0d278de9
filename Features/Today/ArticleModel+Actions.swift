public import AppNavigation

extension ArticleModel {
  /// `bookmark`, `share` and `back`; only `back` when the article does not exist.
  public var actions: [ScreenAction] {
    let back = ScreenAction("back", "go back") { [weak self] () throws(ScreenActionError) in
      try self?.back()
    }
    guard article != nil else { return [back] }
    return [
      ScreenAction("bookmark", isBookmarked ? "remove the bookmark" : "bookmark") {
        [weak self] () throws(ScreenActionError) in try self?.toggleBookmark()
      },
      ScreenAction("share", "share the article") { [weak self] () throws(ScreenActionError) in
        try self?.share()
      },
      back,
    ]
  }
}
