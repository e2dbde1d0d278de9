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

/// The pages of the Today tab. A page is written with its capitalised name (`Weekly`) and
/// read in any case (`weekly`, `WEEKLY`), so links such as `reading://today/weekly` work.
public enum TodayPage: String, Codable, Hashable, Sendable, CaseIterable {
  case pick = "Pick"
  case weekly = "Weekly"
  case popular = "Popular"

  /// Reads a page's name in any case.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let page = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "no Today page named '\(name)'; pages: Pick, Weekly, Popular"))
    }
    self = page
  }
}
