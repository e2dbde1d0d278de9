public import AppNavigation
import AuthFeature
import BookmarkFeature
import MyPageFeature
import SplashFeature
import TabFeature
import TodayFeature

/// The feature plugins the app registers: which screens exist (the navigator refuses any other
/// route) and which actions each feature's `Navigation` protocol has (the composition check).
public enum FeatureRegistry {
  /// Every feature of the app.
  public static let plugins: [FeaturePlugin] = [
    SplashPlugin.descriptor,
    AuthPlugin.descriptor,
    TabPlugin.descriptor,
    TodayPlugin.descriptor,
    BookmarkPlugin.descriptor,
    MyPagePlugin.descriptor,
  ]

  /// The route names of every registered screen.
  public static let routes: Set<String> = plugins.reduce(into: []) { $0.formUnion($1.routes) }
}
