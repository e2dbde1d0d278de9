public import AppNavigation

/// The My Page feature as the app shell registers it.
public enum MyPagePlugin {
  /// Its screens and the actions of ``MyPageNavigation``, inherited ones included.
  public static let descriptor = FeaturePlugin(
    name: "MyPage",
    routes: ["MyPage", "WithdrawConfirm"],
    actions: ["sessionExpired()", "logoutTapped()", "withdrawConfirmed()"]
  )
}
