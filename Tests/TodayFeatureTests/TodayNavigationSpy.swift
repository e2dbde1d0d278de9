import TodayFeature

/// Records what the Today feature reported, one ``Call`` per action, in order.
@MainActor
final class TodayNavigationSpy: TodayNavigation {
  /// One case per requirement of `TodayNavigation`, with its arguments.
  enum Call: Equatable {
    case articleTapped(id: Int)
    case bookmarksBarButtonTapped
    case myPageBarButtonTapped
    case sessionExpired
  }

  private(set) var calls: [Call] = []

  func articleTapped(id: Int) { calls.append(.articleTapped(id: id)) }
  func bookmarksBarButtonTapped() { calls.append(.bookmarksBarButtonTapped) }
  func myPageBarButtonTapped() { calls.append(.myPageBarButtonTapped) }
  func sessionExpired() { calls.append(.sessionExpired) }
}
