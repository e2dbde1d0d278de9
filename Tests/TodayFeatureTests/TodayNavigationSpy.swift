import TodayFeature

/// Records what the Today feature reported, as `name(label: value)` signatures.
@MainActor
final class TodayNavigationSpy: TodayNavigation {
  private(set) var calls: [String] = []

  func articleTapped(id: Int) { calls.append("articleTapped(id: \(id))") }
  func bookmarksBarButtonTapped() { calls.append("bookmarksBarButtonTapped()") }
  func myPageBarButtonTapped() { calls.append("myPageBarButtonTapped()") }
  func sessionExpired() { calls.append("sessionExpired()") }
}
