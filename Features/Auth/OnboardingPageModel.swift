public import AppNavigation

/// One page of the introduction. Every page can skip the rest; the last page starts reading.
@MainActor
public final class OnboardingPageModel: ScreenModel {
  private let page: OnboardingPage
  private let finish: @MainActor () throws(ScreenActionError) -> Void

  /// - Parameters:
  ///   - page: The page it shows.
  ///   - finish: Ends the introduction (the coordinator's, held weakly).
  init(page: OnboardingPage, finish: @escaping @MainActor () throws(ScreenActionError) -> Void) {
    self.page = page
    self.finish = finish
  }

  public var title: String { "Onboarding" }

  public var lines: [String] {
    [page.sentence, "Page \(page.number) of \(OnboardingPage.allCases.count)"]
  }

  public var message: String? { nil }

  /// Whether the page offers to start reading (the last page does).
  public var canStart: Bool { page.isLast }

  /// Skips the rest of the introduction and shows the login.
  public func skip() throws(ScreenActionError) {
    try finish()
  }

  /// Starts reading: ends the introduction and shows the login. Only the last page offers it.
  public func start() throws(ScreenActionError) {
    guard canStart else { throw .unavailable("start", available: ["skip"]) }
    try finish()
  }
}
