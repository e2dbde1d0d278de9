public import WaypointPlugins

extension ArticleModel {
  /// `bookmark`, `share`, `note` and `back`.
  public var actions: [ScreenAction] {
    [
      ScreenAction("bookmark", isBookmarked ? "remove the bookmark" : "bookmark") {
        [weak self] () throws(ScreenActionError) in try self?.toggleBookmark()
      },
      ScreenAction("share", "share the article") { [weak self] () throws(ScreenActionError) in
        try self?.share()
      },
      ScreenAction("note", note == nil ? "write a note" : "change your note") {
        [weak self] () throws(ScreenActionError) in try self?.writeNote()
      },
      ScreenAction("back", "go back") { [weak self] () throws(ScreenActionError) in
        try self?.back()
      },
    ]
  }
}
