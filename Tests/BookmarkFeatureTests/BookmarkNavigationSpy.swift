import BookmarkFeature

/// Records what the Bookmark feature reported, one ``Call`` per action, in order.
@MainActor
final class BookmarkNavigationSpy: BookmarkNavigation {
  /// One case per requirement of `BookmarkNavigation`, with its arguments.
  enum Call: Equatable {
    case bookmarkedArticleTapped(id: Int)
    case bookmarksBarButtonTapped
    case myPageBarButtonTapped
    case sessionExpired
  }

  private(set) var calls: [Call] = []

  func bookmarkedArticleTapped(id: Int) { calls.append(.bookmarkedArticleTapped(id: id)) }
  func bookmarksBarButtonTapped() { calls.append(.bookmarksBarButtonTapped) }
  func myPageBarButtonTapped() { calls.append(.myPageBarButtonTapped) }
  func sessionExpired() { calls.append(.sessionExpired) }
}
