public import AppModels
public import Foundation

/// An article catalogue in memory: `count` articles, IDs from 1, six per Today page in order.
@MainActor
public final class InMemoryArticles: ArticleClient {
  public private(set) var all: [Article]

  public init(count: Int = 12) {
    all = (1...max(1, count)).map { id in
      let page = TodayPage.allCases[min((id - 1) / 6, TodayPage.allCases.count - 1)]
      return Article(id: id, title: "Article \(id)", summary: "Summary \(id)", page: page)
    }
  }

  public func articles(on page: TodayPage) -> [Article] { all.filter { $0.page == page } }
  public func article(id: Int) -> Article? { all.first { $0.id == id } }

  /// Takes an article out of the catalogue (it was withdrawn while the app ran).
  public func remove(id: Int) { all.removeAll { $0.id == id } }
}

/// Bookmarks in memory; `failing` makes every write throw.
@MainActor
public final class InMemoryBookmarks: BookmarkClient {
  public private(set) var bookmarkedIDs: [Int]
  public var failing = false

  public init(_ ids: [Int] = []) { bookmarkedIDs = ids }

  @discardableResult
  public func toggle(_ id: Int) throws -> Bool {
    if failing { throw CocoaError(.fileWriteUnknown) }
    if let index = bookmarkedIDs.firstIndex(of: id) {
      bookmarkedIDs.remove(at: index)
      return false
    }
    bookmarkedIDs.append(id)
    return true
  }
}

/// Notes in memory; `failing` makes every save throw (a storage that cannot be written).
@MainActor
public final class InMemoryNotes: NoteClient {
  /// The stored notes, by article.
  public private(set) var notes: [Int: ArticleNote]
  /// Makes ``save(_:)`` throw and store nothing.
  public var failing = false
  /// How many notes were stored.
  public private(set) var saves = 0

  public init(_ notes: [ArticleNote] = []) {
    self.notes = Dictionary(notes.map { ($0.articleID, $0) }, uniquingKeysWith: { $1 })
  }

  public func note(on articleID: Int) -> ArticleNote? { notes[articleID] }

  public func save(_ note: ArticleNote) throws(NoteStoreError) {
    if failing { throw NoteStoreError("the disk is full") }
    notes[note.articleID] = note.text.isEmpty ? nil : note
    saves += 1
  }

  /// Forgets every note.
  public func deleteAll() { notes = [:] }
}

/// A session store in memory with the demo accounts (`demo` / `demo1234`, `demo2` /
/// `demo2345`) and a settable clock.
@MainActor
public final class InMemorySession: SessionClient {
  public private(set) var current: Session?
  public var now: Date
  public var lifetime: TimeInterval = 3600
  /// Makes ``logOut()`` throw and keep the session (a storage that cannot be written).
  public var failsToLogOut = false

  public init(current: Session? = nil, now: Date = Date(timeIntervalSince1970: 1_000_000)) {
    self.current = current
    self.now = now
  }

  /// A session for `demo`, valid for an hour from `now`.
  public static func demoSession(now: Date = Date(timeIntervalSince1970: 1_000_000)) -> Session {
    Session(user: "demo", displayName: "Demo Reader", expiresAt: now.addingTimeInterval(3600))
  }

  public var hasValidSession: Bool { current?.isValid(at: now) ?? false }

  /// The accounts it knows, as the app's session does: two, so that a test can sign in as
  /// another.
  static let accounts = [
    "demo": (password: "demo1234", displayName: "Demo Reader"),
    "demo2": (password: "demo2345", displayName: "Second Reader"),
  ]

  public func logIn(user: String, password: String) throws(LoginError) -> Session {
    guard !user.isEmpty, !password.isEmpty else { throw .missingCredentials }
    guard let account = Self.accounts[user], account.password == password else {
      throw .wrongCredentials
    }
    let session = Session(
      user: user, displayName: account.displayName, expiresAt: now.addingTimeInterval(lifetime))
    current = session
    return session
  }

  public func logOut() throws {
    if failsToLogOut { throw CocoaError(.fileWriteUnknown) }
    current = nil
  }
}

/// A first-launch marker in memory.
@MainActor
public final class InMemoryLaunch: LaunchClient {
  public private(set) var isFirstLaunch: Bool
  public init(isFirstLaunch: Bool = true) { self.isFirstLaunch = isFirstLaunch }
  public func markOnboarded() throws { isFirstLaunch = false }
}

/// Account deletion over the other in-memory clients.
@MainActor
public final class InMemoryAccount: AccountClient {
  let session: InMemorySession
  let bookmarks: InMemoryBookmarks
  let launch: InMemoryLaunch
  let notes: InMemoryNotes?
  public private(set) var deletions = 0

  public init(
    session: InMemorySession, bookmarks: InMemoryBookmarks, launch: InMemoryLaunch,
    notes: InMemoryNotes? = nil
  ) {
    self.session = session
    self.bookmarks = bookmarks
    self.launch = launch
    self.notes = notes
  }

  /// Deletes everything, or nothing when the bookmarks store is failing.
  public func deleteAllData() throws {
    if bookmarks.failing { throw CocoaError(.fileWriteUnknown) }
    for id in bookmarks.bookmarkedIDs { try bookmarks.toggle(id) }
    try session.logOut()
    launch.reset()
    notes?.deleteAll()
    deletions += 1
  }
}

extension InMemoryLaunch {
  func reset() { isFirstLaunch = true }
}
