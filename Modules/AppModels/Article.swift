/// One article of the reading app.
public struct Article: Codable, Hashable, Sendable, Identifiable {
  /// The article's ID (1 to 12 in the bundled catalogue).
  public let id: Int
  /// The headline.
  public let title: String
  /// A one-line summary.
  public let summary: String
  /// The Today page that lists it.
  public let page: TodayPage

  /// Creates an article.
  public init(id: Int, title: String, summary: String, page: TodayPage) {
    self.id = id
    self.title = title
    self.summary = summary
    self.page = page
  }
}

/// The pages of the Today tab.
public enum TodayPage: String, Codable, Hashable, Sendable, CaseIterable {
  case pick = "Pick"
  case weekly = "Weekly"
  case popular = "Popular"
}
