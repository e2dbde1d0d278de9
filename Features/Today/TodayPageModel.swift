public import AppModels
public import AppNavigation

/// One page of the Today tab: the articles of ``page``, and the tab root's bar buttons.
public final class TodayPageModel: ScreenModel, SessionExpiring {
  /// The page it shows.
  public let page: TodayPage
  private let articles: any ArticleClient
  private weak var navigation: (any TodayNavigation)?

  init(page: TodayPage, articles: any ArticleClient, navigation: any TodayNavigation) {
    self.page = page
    self.articles = articles
    self.navigation = navigation
  }

  /// The articles listed on this page, in order.
  public var listed: [Article] { articles.articles(on: page) }

  public var title: String { "Today" }

  public var lines: [String] { listed.map { "\($0.id). \($0.title)" } }

  public var message: String? { nil }

  public var actions: [ScreenAction] {
    [
      ScreenAction("article", arguments: ["ID"], "open an article")
    ] + BarActions.all
  }

  public func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    let arguments = try check(action, arguments)
    switch action {
    case "article":
      let id = try integer(arguments[0], for: action)
      guard listed.contains(where: { $0.id == id }) else {
        throw .failed("article \(id) is not on the \(page.rawValue) page")
      }
      navigation?.articleTapped(id: id)
    case "bookmarks", "mypage":
      _ = navigation?.performBarAction(action)
    default:
      throw .unavailable(action, available: actions.map(\.name))
    }
  }

  public func sessionExpired() {
    navigation?.sessionExpired()
  }
}
