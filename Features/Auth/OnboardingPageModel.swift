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

  public var actions: [ScreenAction] {
    var actions = [ScreenAction("skip", "skip the introduction")]
    if page.isLast { actions.append(ScreenAction("start", "start reading")) }
    return actions
  }

  public func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    _ = try check(action, arguments)
    try finish()
  }
}
