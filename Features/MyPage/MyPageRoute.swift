public import Waypoint

/// The screens of the My Page flow, as typed routes.
public enum MyPageRoute: TypedRoute {
  /// The account's page.
  case myPage
  /// The sheet that asks to confirm deleting the account.
  case confirmWithdrawal
}
