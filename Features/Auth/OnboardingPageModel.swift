public import WaypointPlugins

/// One page of the introduction. Every page can skip the rest; the last page starts reading.
@MainActor
public final class OnboardingPageModel: ScreenModel {
  private let page: OnboardingPage
  private let flow: FlowLink<AuthCoordinator>

  /// - Parameters:
  ///   - page: The page it shows.
  ///   - flow: Ends the introduction (held weakly).
  init(page: OnboardingPage, flow: AuthCoordinator) {
    self.page = page
    self.flow = FlowLink(flow)
  }

  public var title: String { "Onboarding" }

  public var lines: [String] {
    [page.sentence, "Page \(page.number) of \(OnboardingPage.allCases.count)"]
  }

  /// The system back goes to the previous page; on the first page it is refused.
  public var systemBack: String? { page.number > 1 ? "go to the previous page" : nil }

  /// Whether the page offers to start reading (the last page does).
  public var canStart: Bool { page.isLast }

  /// Skips the rest of the introduction and shows the login.
  public func skip() throws(ScreenActionError) {
    try flow.reach("finish the introduction").finishOnboarding()
  }

  /// Starts reading: ends the introduction and shows the login. Only the last page offers it.
  public func start() throws(ScreenActionError) {
    guard canStart else { throw .unavailable("start", available: ["skip"]) }
    try flow.reach("finish the introduction").finishOnboarding()
  }
}
