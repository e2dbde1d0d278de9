import AppModels
import AppModelsTesting
package import AppShell

extension AppDependencies {
  /// The app's clients in memory (`AppModelsTesting`), with the bundled article catalogue:
  /// a first launch, nobody logged in, nothing bookmarked, nothing written to disk.
  /// - Throws: When the bundled catalogue cannot be read (a broken build).
  package static func inMemory() throws -> AppDependencies {
    let session = InMemorySession()
    let bookmarks = InMemoryBookmarks()
    let launch = InMemoryLaunch()
    let notes = InMemoryNotes()
    return AppDependencies(
      articles: try bundledArticles(), bookmarks: bookmarks, session: session, launch: launch,
      account: InMemoryAccount(
        session: session, bookmarks: bookmarks, launch: launch, notes: notes),
      notes: notes)
  }
}
