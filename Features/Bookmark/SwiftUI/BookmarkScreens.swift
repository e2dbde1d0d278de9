#if canImport(SwiftUI)
  import AppNavigation
  public import SwiftUI
  import WaypointSwiftUI
  public import WaypointPlugins

  extension BookmarkRoute: SwiftUIScreens {
    /// The Bookmarks screen in SwiftUI.
    public func view(model: AnyObject?) -> AnyView {
      guard let model = model as? BookmarksModel else { return AnyView(Text("Bookmarks")) }
      return AnyView(BookmarksView(model: model))
    }
  }

  /// The bookmarked articles, each opening on a tap, and the bar without its own button.
  struct BookmarksView: View {
    let model: BookmarksModel

    var body: some View {
      let bar = BarActions.actions(hiding: .bookmarks) { [weak model] in model?.navigation }
      let listed = model.listed
      ScreenScaffold(model: model, lines: listed.isEmpty ? nil : [], bar: bar) { run in
        ForEach(listed, id: \.id) { article in
          Button(article.title) { run { try model.openArticle(id: article.id) } }
            .focusableElement(named: "article \(article.id)")
        }
      }
    }
  }
#endif
