import AppNavigation
import AuthFeature
import BookmarkFeature
import MyPageFeature
import SplashFeature
import TabFeature
import TodayFeature
public import Waypoint

/// The features the app is built from: one line per feature. The navigator accepts the routes
/// of these plugins only, and the main tab bar shows the tabs they declare, in their order.
@MainActor
public enum FeatureRegistry {
  /// Every feature of the app, wired.
  public static let features: [RegisteredFeature] = [
    .init(SplashPlugin.plugin, dependencies: { $0 }, adapter: SplashNavigationAdapter.init),
    .init(AuthPlugin.plugin, dependencies: { $0 }, adapter: AuthNavigationAdapter.init),
    .init(TabPlugin.plugin, dependencies: { _ in () }, adapter: TabNavigationAdapter.init),
    .init(TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayNavigationAdapter.init),
    .init(BookmarkPlugin.plugin, dependencies: { $0 }, adapter: BookmarkNavigationAdapter.init),
    .init(MyPagePlugin.plugin, dependencies: { $0 }, adapter: MyPageNavigationAdapter.init),
  ]

  /// The route types of every feature: what the navigator accepts.
  public static var routes: RouteTable { RouteTable(features.flatMap(\.routes)) }

  /// The tabs of the main tab bar, in tab-bar order.
  public static var tabs: [RegisteredFeature.Tab] {
    features.compactMap(\.tab).sorted { $0.order < $1.order }
  }
}
