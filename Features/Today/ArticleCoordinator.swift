public import AppModels
public import Waypoint
public import WaypointPlugins

/// One article: its screen, its bookmark toggle, its share sheet and the reader's note.
///
/// Push it onto the stack the article was tapped in; its share sheet, its note sheet and the
/// way back are its own business. The note sheet is a ``NoteCoordinator`` started for its
/// result: the note it saves is what the article shows. A restoration brings the note sheet
/// back the same way (``RestoresChildFlows``). It finishes by itself when its screen leaves the
/// tree (back button, edge swipe, a tab reselected, ...).
///
/// ```swift
/// let flow = try registry.flow(TodayPlugin.article, 3, in: context)  // the app, via its registry
/// try today.start(flow, as: .push())
/// ```
public final class ArticleCoordinator: TypedFlowCoordinator<TodayRoute> {
  /// The article.
  public let article: Article
  /// The reader's saved note on the article, as the note flow last delivered it.
  public private(set) var note: ArticleNote?
  private let dependencies: any TodayDependencies
  private let navigation: any TodayNavigation
  private weak var model: ArticleModel?

  /// Creates the flow of one article (``TodayPlugin/article`` checks it exists).
  /// - Parameters:
  ///   - article: The article.
  ///   - dependencies: The bookmarks.
  ///   - navigation: Where the user's actions are reported; held strongly.
  init(article: Article, dependencies: any TodayDependencies, navigation: any TodayNavigation) {
    self.article = article
    self.dependencies = dependencies
    self.navigation = navigation
    note = dependencies.notes.note(on: article.id)
    super.init(showing: .article(id: article.id))
  }

  /// An ``ArticleModel`` for the article, a ``ShareModel`` for its share sheet; the note sheet
  /// is its child flow's.
  public override func makeModel(for route: TodayRoute, on screen: Screen) -> AnyObject? {
    switch route {
    case .article:
      let model = ArticleModel(
        article: article, note: note, bookmarks: dependencies.bookmarks, flow: self,
        navigation: navigation)
      self.model = model
      return model
    case .share:
      return ShareModel(title: article.title, flow: self, navigation: navigation)
    case .today, .note, .discardNote:
      return nil
    }
  }

  /// How the note sheet is presented.
  static let noteStyle = PresentationStyle.present(.sheet, inStack: false)

  /// Presents the note sheet, started for the note it saves.
  func writeNote() throws(NavigationError) {
    try startNote(as: Self.noteStyle)
  }

  /// Shows the note sheet in place of the share sheet: the sheet stays up and shows the note
  /// (``PresentationStyle/replacePresented(inStack:)``), started for the note it saves.
  func writeNoteInsteadOfSharing() throws(NavigationError) {
    try startNote(as: .replacePresented(inStack: false))
  }

  private func startNote(as style: PresentationStyle) throws(NavigationError) {
    var refusal: NavigationError?
    start(makeNoteFlow(), as: style) { [weak self] result in
      if case .notStarted(let error) = result { refusal = error }
      self?.noteEnded(result)
    }
    // A repeat of a start already running or queued (a double tap) is not an error.
    if let refusal, refusal != .droppedAsRepeat { throw refusal }
  }

  private func makeNoteFlow() -> NoteCoordinator {
    NoteCoordinator(article: article, notes: dependencies.notes, navigation: navigation)
  }

  /// What the note flow delivered: a saved note is shown on the article.
  private func noteEnded(_ result: FlowResult<ArticleNote>) {
    guard case .value(let saved) = result else { return }
    note = saved.text.isEmpty ? nil : saved
    model?.note = note
  }

  func share() throws(NavigationError) {
    try present(.screen(TodayRoute.share(id: article.id)), style: .sheet, inStack: false)
  }

  func closeShare() throws(NavigationError) {
    try dismiss()
  }

  func back() throws(NavigationError) {
    try pop()
  }
}

extension ArticleCoordinator: RestoresChildFlows {
  /// Rebuilds the note sheet over this article as ``writeNote()`` starts it: for its result.
  /// A note on another article, or a dialog (never saved: the change it asked about ended with
  /// the process), is refused.
  public func restoreChild(
    showing route: Route, as style: PresentationStyle, in draft: inout NavigationDraft
  ) throws(NavigationError) -> FlowCoordinator? {
    switch TodayRoute(route: route) {
    case .note(let id)?:
      guard id == article.id else {
        throw .invalidRoute(
          route,
          .malformedArgument(
            "id", value: "\(id)", route: route.name, expected: "the article below, \(article.id)"))
      }
      let note = makeNoteFlow()
      try draft.start(note, as: style, by: self) { [weak self] in self?.noteEnded($0) }
      return note
    case .discardNote?:
      throw .invalidRoute(route, .unsupported("a dialog is not restored"))
    default:
      return nil
    }
  }
}
