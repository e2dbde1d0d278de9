public import AppNavigation
import Waypoint
public import WaypointPlugins

/// The share sheet of an article.
public final class ShareModel: ScreenModel, SessionExpiring {
  /// The shared article's title.
  public let articleTitle: String
  private let flow: FlowLink<ArticleCoordinator>
  private weak var navigation: (any TodayNavigation)?

  init(title: String, flow: ArticleCoordinator, navigation: any TodayNavigation) {
    self.articleTitle = title
    self.flow = FlowLink(flow)
    self.navigation = navigation
  }

  public var title: String { "Share" }

  public var lines: [String] { ["Share “\(articleTitle)”"] }

  /// Closes the share sheet.
  public func close() throws(ScreenActionError) {
    try flow.perform("close") { flow throws(NavigationError) in try flow.closeShare() }
  }

  /// Writes a note about the article instead: the note takes the share sheet's place.
  public func writeNote() throws(ScreenActionError) {
    try flow.perform("write a note instead") { flow throws(NavigationError) in
      try flow.writeNoteInsteadOfSharing()
    }
  }

  public var expiry: (any ExpireNavigation)? { navigation }
}
