public import AppModels
import AppNavigation
public import Waypoint

/// The My Page flow: the account's page, and a sheet that confirms deleting the account.
///
/// Logout and a confirmed withdrawal are reported through ``MyPageNavigation`` after the
/// session or the data is gone; the app decides where they lead.
///
/// ```swift
/// try start(MyPageCoordinator(session: session, account: account, navigation: adapter),
///           as: .push())
/// ```
public final class MyPageCoordinator: FlowCoordinator {
  private let session: any SessionClient
  private let account: any AccountClient
  private let navigation: any MyPageNavigation

  /// Creates the My Page flow.
  /// - Parameters:
  ///   - session: The session it shows and clears on logout.
  ///   - account: Deletes the account's data on withdrawal.
  ///   - navigation: Hears about logout, withdrawal and session expiry.
  public init(
    session: any SessionClient, account: any AccountClient, navigation: any MyPageNavigation
  ) {
    self.session = session
    self.account = account
    self.navigation = navigation
    super.init(initialContent: .screen(MyPageRoute.myPage))
  }

  public override func makeModel(for screen: Screen) -> AnyObject? {
    switch MyPageRoute(route: screen.route) {
    case .myPage:
      return MyPageModel(session: session, navigation: navigation) {
        [weak self] () throws(ScreenActionError) in
        guard let self else { throw .failed("My Page has closed") }
        try self.askToWithdraw()
      }
    case .withdrawConfirm:
      return WithdrawConfirmModel(account: account, navigation: navigation) {
        [weak self] () throws(ScreenActionError) in
        guard let self else { throw .failed("My Page has closed") }
        try self.closeConfirmation()
      }
    case nil:
      return nil
    }
  }

  /// Presents the withdrawal confirmation as a sheet.
  private func askToWithdraw() throws(ScreenActionError) {
    do {
      try present(.screen(MyPageRoute.withdrawConfirm), style: .sheet, inStack: false)
    } catch {
      throw .failed("could not ask to confirm the withdrawal: \(error)")
    }
  }

  /// Dismisses the withdrawal confirmation.
  private func closeConfirmation() throws(ScreenActionError) {
    do {
      try dismiss()
    } catch {
      throw .failed("could not close the confirmation: \(error)")
    }
  }
}
