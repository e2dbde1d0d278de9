public import Waypoint
import WaypointPlugins

/// The My Page flow: the account's page, and a sheet that confirms deleting the account.
///
/// Logout and a confirmed withdrawal are reported through ``MyPageNavigation`` after the
/// session or the data is gone; the app decides where they lead.
///
/// ```swift
/// try start(MyPageCoordinator(dependencies: dependencies, navigation: adapter), as: .push())
/// ```
public final class MyPageCoordinator: TypedFlowCoordinator<MyPageRoute> {
  private let dependencies: any MyPageDependencies
  private let navigation: any MyPageNavigation

  /// Creates the My Page flow.
  /// - Parameters:
  ///   - dependencies: The session it shows and clears, the account it deletes.
  ///   - navigation: Hears about logout, withdrawal and session expiry.
  public init(dependencies: any MyPageDependencies, navigation: any MyPageNavigation) {
    self.dependencies = dependencies
    self.navigation = navigation
    super.init(showing: .myPage)
  }

  public override func makeModel(for route: MyPageRoute, on screen: Screen) -> AnyObject? {
    switch route {
    case .myPage:
      return MyPageModel(session: dependencies.session, flow: self, navigation: navigation)
    case .confirmWithdrawal:
      return WithdrawConfirmModel(account: dependencies.account, flow: self, navigation: navigation)
    }
  }

  /// Presents the withdrawal confirmation as a sheet.
  func askToWithdraw() throws(NavigationError) {
    try present(.screen(MyPageRoute.confirmWithdrawal), style: .sheet, inStack: false)
  }

  /// Dismisses the withdrawal confirmation.
  func closeConfirmation() throws(NavigationError) {
    try dismiss()
  }
}
