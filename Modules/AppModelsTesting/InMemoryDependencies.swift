public import AppModels

/// Every client a feature may need, in memory: a feature's tests declare the conformance to
/// the feature's dependency protocol (`extension InMemoryDependencies: TodayDependencies {}`)
/// and pass one value, as the app passes its own.
///
/// ```swift
/// let session = InMemorySession()
/// let flow = SplashPlugin.splash.makeFlow(InMemoryDependencies(session: session), spy)
/// ```
@MainActor
public struct InMemoryDependencies: BookmarksHolding {
  public var articles: any ArticleClient
  public var bookmarks: any BookmarkClient
  public var notes: any NoteClient
  public var session: any SessionClient
  public var launch: any LaunchClient
  public var account: any AccountClient

  /// In-memory clients; pass the ones a test inspects, the rest are fresh.
  public init(
    articles: any ArticleClient = InMemoryArticles(),
    bookmarks: any BookmarkClient = InMemoryBookmarks(),
    notes: any NoteClient = InMemoryNotes(),
    session: any SessionClient = InMemorySession(),
    launch: any LaunchClient = InMemoryLaunch(),
    account: (any AccountClient)? = nil
  ) {
    self.articles = articles
    self.bookmarks = bookmarks
    self.notes = notes
    self.session = session
    self.launch = launch
    self.account =
      account
      ?? InMemoryAccount(
        session: InMemorySession(), bookmarks: InMemoryBookmarks(), launch: InMemoryLaunch())
  }
}
