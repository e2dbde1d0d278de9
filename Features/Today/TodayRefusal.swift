/// Why the Today feature refused to open a flow.
public enum TodayRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The catalogue has no article with this ID.
  case noSuchArticle(Int)

  public var description: String {
    switch self {
    case .noSuchArticle(let id): "there is no article \(id)"
    }
  }
}
