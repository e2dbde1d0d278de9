/// The article catalogue.
@MainActor
public protocol ArticleClient: AnyObject {
  /// The articles a Today page lists, in order.
  func articles(on page: TodayPage) -> [Article]
  /// The article with this ID, if there is one.
  func article(id: Int) -> Article?
}

/// The user's bookmarks, persisted.
@MainActor
public protocol BookmarkClient: AnyObject {
  /// The bookmarked article IDs, in the order they were bookmarked.
  var bookmarkedIDs: [Int] { get }
  /// Bookmarks the article, or removes the bookmark; returns whether it is now bookmarked.
  @discardableResult
  func toggle(_ id: Int) throws -> Bool
}

/// Clients that hold the bookmarks, the app's or a test's: what a driver reads the stored
/// bookmarks from.
@MainActor
public protocol BookmarksHolding {
  /// The user's bookmarks.
  var bookmarks: any BookmarkClient { get }
}

/// The reader's notes on articles, persisted: one note per article.
@MainActor
public protocol NoteClient: AnyObject {
  /// The note on the article, if there is one.
  func note(on articleID: Int) -> ArticleNote?
  /// Stores `note`, replacing the article's note; a note without text removes it.
  /// - Throws: ``NoteStoreError`` when it cannot be stored; nothing changed then.
  func save(_ note: ArticleNote) throws(NoteStoreError)
}

/// Why a login failed.
public enum LoginError: Error, Hashable, Sendable {
  /// The user name or the password is empty.
  case missingCredentials
  /// No account has this user name and password.
  case wrongCredentials
}

/// The session: login, logout, expiry.
@MainActor
public protocol SessionClient: AnyObject {
  /// The stored session, valid or not.
  var current: Session? { get }
  /// Whether a stored session is valid now.
  var hasValidSession: Bool { get }
  /// Checks the credentials and stores a new session.
  func logIn(user: String, password: String) throws(LoginError) -> Session
  /// Forgets the session.
  func logOut() throws
}

/// Whether the app was launched before.
@MainActor
public protocol LaunchClient: AnyObject {
  /// `true` until ``markOnboarded()`` is called (and again after the account is deleted).
  var isFirstLaunch: Bool { get }
  /// Records that the user went through onboarding.
  func markOnboarded() throws
}

/// The account as a whole.
@MainActor
public protocol AccountClient: AnyObject {
  /// Deletes everything the app stored for the user: session, bookmarks, notes, first-launch
  /// marker.
  func deleteAllData() throws
}
