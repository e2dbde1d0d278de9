import Waypoint
public import WaypointPlugins

/// The My Page feature as the app shell registers it.
@MainActor
public enum MyPagePlugin {
  /// My Page and its withdrawal confirmation; the app pushes it on the current tab.
  public static let myPage = EntryPoint<any MyPageDependencies, any MyPageNavigation, Void>(
    "myPage", shows: [MyPageRoute.myPage, .confirmWithdrawal],
    opens: { route, _ in route == .myPage ? Opening(landing: .onTop()) : nil },
    make: { dependencies, navigation in
      MyPageCoordinator(dependencies: dependencies, navigation: navigation)
    })

  /// The feature: its route type and its entry.
  public static let plugin = FeaturePlugin(
    name: "MyPage", routes: [MyPageRoute.self], entries: [myPage.erased],
    links: [LinkPattern("reading://mypage", example: MyPageRoute.myPage)])
}
