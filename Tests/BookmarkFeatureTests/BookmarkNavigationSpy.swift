import BookmarkFeature

/// Records what the Bookmark feature reported, as `name(label: value)` signatures.
@MainActor
final class BookmarkNavigationSpy: BookmarkNavigation {
  private(set) var calls: [String] = []

  func bookmarkedArticleTapped(id: Int) { calls.append("bookmarkedArticleTapped(id: \(id))") }
  func bookmarksBarButtonTapped() { calls.append("bookmarksBarButtonTapped()") }
  func myPageBarButtonTapped() { calls.append("myPageBarButtonTapped()") }
  func sessionExpired() { calls.append("sessionExpired()") }
}
