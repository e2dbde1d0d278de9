public import AppNavigation

/// The share sheet of an article.
public final class ShareModel: ScreenModel, SessionExpiring {
  /// The shared article's title.
  public let articleTitle: String
  private weak var flow: ArticleCoordinator?
  private weak var navigation: (any TodayNavigation)?

  init(title: String, flow: ArticleCoordinator, navigation: any TodayNavigation) {
    self.articleTitle = title
    self.flow = flow
    self.navigation = navigation
  }

  public var title: String { "Share" }

  public var lines: [String] { ["Share “\(articleTitle)”"] }

  public var message: String? { nil }

  /// Closes the share sheet.
  public func close() throws(ScreenActionError) {
    guard let flow else { throw .failed("could not close: the article is closed") }
    do {
      try flow.closeShare()
    } catch {
      throw .failed("could not close: \(error)")
    }
  }

  public func sessionExpired() {
    navigation?.sessionExpired()
  }
}
