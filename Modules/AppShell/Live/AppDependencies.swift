package import AppModels
package import Foundation
package import WaypointPlugins

/// The clients the features use. ``live(dataDirectory:now:)`` persists to JSON files; tests
/// pass in-memory ones.
@MainActor
package struct AppDependencies: BookmarksHolding {
  package var articles: any ArticleClient
  package var bookmarks: any BookmarkClient
  package var notes: any NoteClient
  package var session: any SessionClient
  package var launch: any LaunchClient
  package var account: any AccountClient
  /// Problems with stored files found at launch: unreadable files (moved aside; the app
  /// starts afresh), and stored entries that were left out (unknown bookmarks, a session that
  /// cannot be real or has expired).
  package var problems: [StoreProblem]

  /// Creates dependencies from clients; without a notes client, notes are kept in memory for
  /// as long as the app runs (``MemoryNotes``).
  package init(
    articles: any ArticleClient,
    bookmarks: any BookmarkClient,
    session: any SessionClient,
    launch: any LaunchClient,
    account: any AccountClient,
    notes: any NoteClient = MemoryNotes(),
    problems: [StoreProblem] = []
  ) {
    self.articles = articles
    self.bookmarks = bookmarks
    self.notes = notes
    self.session = session
    self.launch = launch
    self.account = account
    self.problems = problems
  }

  /// The live clients: bundled articles; bookmarks, notes, session and the first-launch marker
  /// as JSON files in `dataDirectory` (`bookmarks.json`, `notes.json`, `session.json`,
  /// `launch.json`), safe to share between processes (see `JSONFileStore`).
  /// - Parameter now: The clock that decides whether a session has expired.
  /// - Throws: When the bundled catalogue cannot be read (a broken build).
  package static func live(
    dataDirectory: URL,
    now: @escaping @MainActor () -> Date = { Date() }
  ) throws -> AppDependencies {
    var problems: [StoreProblem] = []
    let report: @MainActor (StoreProblem) -> Void = { problems.append($0) }
    let articles = try BundledArticles()
    let bookmarks = FileBookmarks(
      store: JSONFileStore(
        url: dataDirectory.appendingPathComponent("bookmarks.json"), report: report),
      isKnown: { articles.article(id: $0) != nil },
      report: report)
    let notes = FileNotes(
      store: JSONFileStore(url: dataDirectory.appendingPathComponent("notes.json"), report: report))
    let session = FileSession(
      store: JSONFileStore(
        url: dataDirectory.appendingPathComponent("session.json"), report: report),
      now: now,
      report: report)
    let launch = FileLaunch(
      url: dataDirectory.appendingPathComponent("launch.json"), report: report)
    return AppDependencies(
      articles: articles,
      bookmarks: bookmarks,
      session: session,
      launch: launch,
      account: FileAccount(session: session, bookmarks: bookmarks, notes: notes, launch: launch),
      notes: notes,
      problems: problems)
  }
}
