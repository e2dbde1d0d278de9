public import AppModels
public import Waypoint

/// The screens of the Today feature, as typed routes.
///
/// ```swift
/// TodayRoute.article(id: 3).route  // Route("Article", ["id": "3"])
/// ```
public enum TodayRoute: RouteRepresentable, Hashable {
  /// A page of the Today tab: `Route("Today", ["page": "Pick"])`.
  case page(TodayPage)
  /// An article: `Route("Article", ["id": "3"])`.
  case article(id: Int)
  /// The share sheet of an article: `Route("Share", ["id": "3"])`.
  case share(id: Int)

  /// The route value stored in the navigation tree.
  public var route: Route {
    switch self {
    case .page(let page): Route("Today", ["page": page.rawValue])
    case .article(let id): Route("Article", ["id": "\(id)"])
    case .share(let id): Route("Share", ["id": "\(id)"])
    }
  }

  /// Reads a Today route; `nil` for another feature's route or malformed arguments.
  public init?(route: Route) {
    switch route.name {
    case "Today":
      guard let page = route.arguments["page"].flatMap(TodayPage.init(rawValue:)) else {
        return nil
      }
      self = .page(page)
    case "Article":
      guard let id = route.arguments["id"].flatMap({ Int($0) }) else { return nil }
      self = .article(id: id)
    case "Share":
      guard let id = route.arguments["id"].flatMap({ Int($0) }) else { return nil }
      self = .share(id: id)
    default:
      return nil
    }
  }
}
