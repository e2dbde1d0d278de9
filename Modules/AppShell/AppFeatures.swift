import AuthFeature
import BookmarkFeature
import MyPageFeature
import SplashFeature
import TabFeature
import TodayFeature
package import Waypoint
package import WaypointPlugins

/// The reading app's registry: flows built with its dependencies, adapters sending its intents.
package typealias AppRegistry = FeatureRegistry<AppDependencies, AppIntent>
/// A feature of the reading app, wired.
package typealias AppFeature = RegisteredFeature<AppDependencies, AppIntent>

/// The features the reading app is built from, one line per feature: the plugin, its
/// dependencies from the app's, and the adapter that maps its actions to ``AppIntent``s.
@MainActor
package enum AppFeatures {
  /// Every feature of the app, wired.
  package static let all: [AppFeature] = [
    .init(
      SplashPlugin.plugin, dependencies: { $0 }, adapter: { SplashNavigationAdapter(sink: $0) }),
    .init(AuthPlugin.plugin, dependencies: { $0 }, adapter: { AuthNavigationAdapter(sink: $0) }),
    .init(TabPlugin.plugin, dependencies: { _ in () }, adapter: { _ in TabNavigationAdapter() }),
    .init(
      TodayPlugin.plugin, dependencies: { $0 }, adapter: TodayNavigationAdapter.init(sink:context:)),
    .init(
      BookmarkPlugin.plugin, dependencies: { $0 },
      adapter: BookmarkNavigationAdapter.init(sink:context:)),
    .init(
      MyPagePlugin.plugin, dependencies: { $0 }, adapter: { MyPageNavigationAdapter(sink: $0) }),
  ]

  /// The route types of every feature: what the navigator accepts.
  package static var routes: RouteTable { AppFeature.routes(of: all) }

  /// The links of every feature: what the app answers.
  package static var links: LinkTable { AppFeature.links(of: all) }

  /// The tabs of the main tab bar, in tab-bar order.
  package static var tabs: [AppFeature.Tab] { AppFeature.tabs(of: all) }
}

extension FeatureRegistry where Dependencies == AppDependencies, Intent == AppIntent {
  /// The registry of every feature of the app (``AppFeatures/all``).
  package convenience init(dependencies: AppDependencies, sink: any IntentSink<AppIntent>) {
    self.init(dependencies: dependencies, sink: sink, features: AppFeatures.all)
  }
}
