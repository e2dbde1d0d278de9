import Waypoint

/// The screens of the My Page flow, as typed routes.
enum MyPageRoute: String, RouteRepresentable, Hashable {
  /// The account's page.
  case myPage = "MyPage"
  /// The sheet that asks to confirm deleting the account.
  case withdrawConfirm = "WithdrawConfirm"

  var route: Route { Route(rawValue) }

  init?(route: Route) {
    guard route.arguments.isEmpty else { return nil }
    self.init(rawValue: route.name)
  }
}
