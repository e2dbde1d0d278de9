import AppModels
import Foundation

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

/// Bookmarks in `bookmarks.json`.
@MainActor
final class FileBookmarks: BookmarkClient {
  private let store: JSONFileStore<[Int]>
  private(set) var bookmarkedIDs: [Int]

  init(store: JSONFileStore<[Int]>) {
    self.store = store
    bookmarkedIDs = store.load() ?? []
  }

  @discardableResult
  func toggle(_ id: Int) throws -> Bool {
    var ids = bookmarkedIDs
    let added = !ids.contains(id)
    if added { ids.append(id) } else { ids.removeAll { $0 == id } }
    try store.save(ids)
    bookmarkedIDs = ids
    return added
  }

  func deleteAll() throws {
    try store.delete()
    bookmarkedIDs = []
  }
}

/// The session in `session.json`; the demo account is `demo` / `demo1234`.
@MainActor
final class FileSession: SessionClient {
  static let accounts = ["demo": (password: "demo1234", displayName: "Demo Reader")]
  static let lifetime: TimeInterval = 30 * 24 * 3600

  private let store: JSONFileStore<Session>
  private let now: @MainActor () -> Date
  private(set) var current: Session?

  init(store: JSONFileStore<Session>, now: @escaping @MainActor () -> Date) {
    self.store = store
    self.now = now
    current = store.load()
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
    current = session
    // A session that cannot be saved still works until the app quits.
    try? store.save(session)
    return session
  }

  func logOut() throws {
    try store.delete()
    current = nil
  }
}

/// The first-launch marker, `launch.json`.
@MainActor
final class FileLaunch: LaunchClient {
  private struct Marker: Codable { var onboarded: Bool }
  private let store: JSONFileStore<Marker>
  private(set) var isFirstLaunch: Bool

  init(url: URL, report: @escaping @MainActor (StoreProblem) -> Void) {
    store = JSONFileStore(url: url, report: report)
    isFirstLaunch = !(store.load()?.onboarded ?? false)
  }

  func markOnboarded() throws {
    try store.save(Marker(onboarded: true))
    isFirstLaunch = false
  }

  func deleteMarker() throws {
    try store.delete()
    isFirstLaunch = true
  }
}

/// Deletes everything the app stored for the user.
@MainActor
final class FileAccount: AccountClient {
  private let session: FileSession
  private let bookmarks: FileBookmarks
  private let launch: FileLaunch

  init(session: FileSession, bookmarks: FileBookmarks, launch: FileLaunch) {
    self.session = session
    self.bookmarks = bookmarks
    self.launch = launch
  }

  func deleteAllData() throws {
    try bookmarks.deleteAll()
    try launch.deleteMarker()
    try session.logOut()
  }
}
