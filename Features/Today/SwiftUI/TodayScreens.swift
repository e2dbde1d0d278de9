#if canImport(SwiftUI)
  import AppNavigation
  public import SwiftUI
  import WaypointSwiftUI
  public import WaypointPlugins

  extension TodayRoute: SwiftUIScreens {
    /// The Today feature's screens in SwiftUI; the discard dialog is drawn by the host.
    public func view(model: AnyObject?) -> AnyView {
      switch (self, model) {
      case (.today, let model as TodayPageModel): AnyView(TodayPageView(model: model))
      case (.article, let model as ArticleModel): AnyView(ArticleView(model: model))
      case (.share, let model as ShareModel): AnyView(ShareView(model: model))
      case (.note, let model as NoteModel): AnyView(NoteView(model: model))
      default: AnyView(Text(String(describing: self)))
      }
    }
  }

  /// A page of Today: its articles, each opening on a tap, and the tab root's bar.
  struct TodayPageView: View {
    let model: TodayPageModel

    var body: some View {
      let bar = BarActions.actions { [weak model] in model?.navigation }
      ScreenScaffold(model: model, lines: [], bar: bar) { run in
        ForEach(model.listed, id: \.id) { article in
          Button(article.title) { run { try model.openArticle(id: article.id) } }
            .focusableElement(named: "article \(article.id)")
        }
      }
    }
  }

  /// An article: its summary, the bookmark, sharing and the reader's note.
  struct ArticleView: View {
    let model: ArticleModel

    var body: some View {
      ScreenScaffold(model: model) { run in
        Button(model.isBookmarked ? "Remove the bookmark" : "Bookmark") {
          run { try model.toggleBookmark() }
        }
        Button("Share") { run { try model.share() } }.focusableElement(named: "share")
        Button(model.note == nil ? "Write a note" : "Change your note") {
          run { try model.writeNote() }
        }
        .focusableElement(named: "note")
      }
    }
  }

  /// The share sheet; writing a note instead shows the note in the same sheet.
  struct ShareView: View {
    let model: ShareModel

    var body: some View {
      ScreenScaffold(model: model) { run in
        Button("Write a note instead") { run { try model.writeNote() } }
        Button("Close") { run { try model.close() } }
      }
    }
  }

  /// The note sheet: every edit goes to the model, so its guard knows what is unsaved.
  struct NoteView: View {
    let model: NoteModel

    var body: some View {
      let text = Binding<String>(
        get: { @MainActor [model] in model.draft },
        set: { @MainActor [model] in model.write($0) })
      ScreenScaffold(model: model) { run in
        TextField("Your note", text: text).focusableElement(named: "write")
        Button("Undo") { run { model.undo() } }
        Button("Save") { run { try model.save() } }
        Button("Close") { run { try model.close() } }
      }
    }
  }
#endif
