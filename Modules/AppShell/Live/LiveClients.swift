package import AppModels
import Foundation
import WaypointPlugins

/// The bundled article catalogue (`Resources/articles.json`).
@MainActor
final class BundledArticles: ArticleClient {
  let all: [Article]

  init() throws {
    guard let url = Bundle.module.url(forResource: "articles", withExtension: "json") else {
      throw CocoaError(.fileNoSuchFile)
    }
    all = try JSONDecoder().decode([Article].self, from: Data(contentsOf: url))
  }

  func articles(on page: TodayPage) -> [Article] { all.filter { $0.page == page } }
  func article(id: Int) -> Article? { all.first { $0.id == id } }
}

/// Bookmarks in `bookmarks.json`: followed when another process changes the file, and changed
/// by read-modify-write under the store's lock, so two shells on one data directory never lose
/// each other's bookmarks.
///
/// The stored list is validated: IDs the catalogue does not know, duplicates and IDs below 1
/// are left out and reported once (the next change writes the cleaned list).
@MainActor
final class FileBookmarks: BookmarkClient {
  private let store: JSONFileStore<[Int]>
  private let isKnown: @MainActor (Int) -> Bool
  private let report: @MainActor (StoreProblem) -> Void
  /// The last list reported as needing cleaning, so the same problem is said once.
  private var reported: [Int]?

  init(
    store: JSONFileStore<[Int]>,
    isKnown: @escaping @MainActor (Int) -> Bool,
    report: @escaping @MainActor (StoreProblem) -> Void
  ) {
    self.store = store
    self.isKnown = isKnown
    self.report = report
    _ = bookmarkedIDs
  }

  var bookmarkedIDs: [Int] { validated(store.current() ?? []) }

  @discardableResult
  func toggle(_ id: Int) throws -> Bool {
    var added = false
    try store.update { stored in
      var ids = validated(stored ?? [])
      added = !ids.contains(id)
      if added { ids.append(id) } else { ids.removeAll { $0 == id } }
      return ids
    }
    return added
  }

  func deleteAll() throws {
    try store.delete()
  }

  /// The stored IDs without unknown, duplicate or invalid ones; reports what was left out.
  private func validated(_ stored: [Int]) -> [Int] {
    var kept: [Int] = []
    var invalid: [Int] = []
    var unknown: [Int] = []
    var duplicates: [Int] = []
    for id in stored {
      if id < 1 {
        invalid.append(id)
      } else if !isKnown(id) {
        unknown.append(id)
      } else if kept.contains(id) {
        duplicates.append(id)
      } else {
        kept.append(id)
      }
    }
    if kept.count != stored.count, reported != stored {
      reported = stored
      let parts = [
        (unknown, "no such article"), (duplicates, "listed twice"), (invalid, "not an article ID"),
      ]
      .filter { !$0.0.isEmpty }
      .map { ids, why in "\(ids.map(String.init).joined(separator: ", ")) (\(why))" }
      report(
        StoreProblem(
          path: store.url.path, reason: "left out bookmarks \(parts.joined(separator: "; "))",
          outcome: .ignored))
    }
    return kept
  }
}

/// Notes in `notes.json`, one per article, ordered by article: followed when another process
/// changes the file, and changed by read-modify-write under the store's lock, like the
/// bookmarks. A note on an article the catalogue no longer has stays in the file (the article
/// may come back) and is not shown.
@MainActor
final class FileNotes: NoteClient {
  private let store: JSONFileStore<[ArticleNote]>

  init(store: JSONFileStore<[ArticleNote]>) {
    self.store = store
    _ = store.current()
  }

  func note(on articleID: Int) -> ArticleNote? {
    store.current()?.last { $0.articleID == articleID }
  }

  func save(_ note: ArticleNote) throws(NoteStoreError) {
    do {
      try store.update { stored in
        var notes = (stored ?? []).filter { $0.articleID != note.articleID }
        if !note.text.isEmpty { notes.append(note) }
        return notes.sorted { $0.articleID < $1.articleID }
      }
    } catch {
      throw NoteStoreError("\(error)")
    }
  }

  func deleteAll() throws {
    try store.delete()
  }
}

/// Notes kept in memory for as long as the app runs, never written: the notes of an app
/// composed without a notes client (a host's tests that never look at notes).
@MainActor
package final class MemoryNotes: NoteClient {
  private var notes: [Int: ArticleNote] = [:]

  /// No notes yet.
  package init() {}

  package func note(on articleID: Int) -> ArticleNote? { notes[articleID] }

  package func save(_ note: ArticleNote) throws(NoteStoreError) {
    notes[note.articleID] = note.text.isEmpty ? nil : note
  }
}

/// The session in `session.json`; the demo accounts are `demo` / `demo1234` and `demo2` /
/// `demo2345` (a second account, to sign in as another user on the same device).
///
/// A stored session is checked when it is read: one for an account that does not exist, or
/// one that lasts longer than a session can, is ignored and reported; an expired one is
/// reported (the user logs in again).
@MainActor
final class FileSession: SessionClient {
  static let accounts = [
    "demo": (password: "demo1234", displayName: "Demo Reader"),
    "demo2": (password: "demo2345", displayName: "Second Reader"),
  ]
  static let lifetime: TimeInterval = 30 * 24 * 3600

  private let store: JSONFileStore<Session>
  private let now: @MainActor () -> Date
  private let report: @MainActor (StoreProblem) -> Void
  /// The last stored session reported as ignored or expired, so it is said once.
  private var reported: Session?
  /// A session that could not be saved: it still works until the app quits.
  private var unsaved: Session?

  init(
    store: JSONFileStore<Session>,
    now: @escaping @MainActor () -> Date,
    report: @escaping @MainActor (StoreProblem) -> Void
  ) {
    self.store = store
    self.now = now
    self.report = report
    _ = current
  }

  var current: Session? {
    if let unsaved { return unsaved }
    guard let stored = store.current() else { return nil }
    return checked(stored)
  }

  var hasValidSession: Bool { current?.isValid(at: now()) ?? false }

  func logIn(user: String, password: String) throws(LoginError) -> Session {
    guard !user.isEmpty, !password.isEmpty else { throw .missingCredentials }
    guard let account = Self.accounts[user], account.password == password else {
      throw .wrongCredentials
    }
    let session = Session(
      user: user, displayName: account.displayName,
      expiresAt: now().addingTimeInterval(Self.lifetime))
    do {
      try store.save(session)
      unsaved = nil
    } catch {
      unsaved = session
    }
    return session
  }

  func logOut() throws {
    unsaved = nil
    try store.delete()
  }

  /// The stored session if it can be real; reports what is wrong with it once.
  private func checked(_ stored: Session) -> Session? {
    let path = store.url.path
    func say(_ reason: String) {
      guard reported != stored else { return }
      reported = stored
      report(StoreProblem(path: path, reason: reason, outcome: .ignored))
    }
    guard let account = Self.accounts[stored.user], account.displayName == stored.displayName
    else {
      say("ignored a session for an unknown account '\(stored.user)'; log in again")
      return nil
    }
    guard stored.expiresAt <= now().addingTimeInterval(Self.lifetime) else {
      say(
        "ignored a session that lasts longer than \(Int(Self.lifetime / 86400)) days "
          + "(until \(stored.expiresAt.formatted(.iso8601))); log in again")
      return nil
    }
    if !stored.isValid(at: now()) {
      say(
        "the session of \(stored.user) expired at \(stored.expiresAt.formatted(.iso8601)); "
          + "log in again")
    }
    return stored
  }
}

/// The first-launch marker, `launch.json`.
@MainActor
final class FileLaunch: LaunchClient {
  private struct Marker: Codable { var onboarded: Bool }
  private let store: JSONFileStore<Marker>

  init(url: URL, report: @escaping @MainActor (StoreProblem) -> Void) {
    store = JSONFileStore(url: url, report: report)
    _ = store.load()
  }

  var isFirstLaunch: Bool { !(store.current()?.onboarded ?? false) }

  func markOnboarded() throws {
    try store.save(Marker(onboarded: true))
  }

  func deleteMarker() throws {
    try store.delete()
  }
}

/// Deletes everything the app stored for the user.
@MainActor
final class FileAccount: AccountClient {
  private let session: FileSession
  private let bookmarks: FileBookmarks
  private let notes: FileNotes
  private let launch: FileLaunch

  init(session: FileSession, bookmarks: FileBookmarks, notes: FileNotes, launch: FileLaunch) {
    self.session = session
    self.bookmarks = bookmarks
    self.notes = notes
    self.launch = launch
  }

  func deleteAllData() throws {
    try bookmarks.deleteAll()
    try notes.deleteAll()
    try launch.deleteMarker()
    try session.logOut()
  }
}
