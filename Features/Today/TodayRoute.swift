public import AppModels
public import Waypoint

/// The screens of the Today feature, as typed routes.
///
/// ```swift
/// TodayRoute.article(id: 3).route  // Route("Article", ["id": "3"])
/// ```
public enum TodayRoute: TypedRoute {
  /// A page of the Today tab: `Route("Today", ["page": "Pick"])`.
  case today(page: TodayPage)
  /// An article: `Route("Article", ["id": "3"])`.
  case article(id: Int)
  /// The share sheet of an article: `Route("Share", ["id": "3"])`.
  case share(id: Int)
}
