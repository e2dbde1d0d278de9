import AppModels
public import AppNavigation
import Waypoint
public import WaypointPlugins

/// The sheet that asks the user to confirm deleting the account and all its data.
@MainActor
public final class WithdrawConfirmModel: ScreenModel, SessionExpiring {
  private let account: any AccountClient
  private let flow: FlowLink<MyPageCoordinator>
  private weak var navigation: (any MyPageNavigation)?

  /// - Parameters:
  ///   - account: Deletes the account's data.
  ///   - navigation: Hears about the confirmed withdrawal and expiry.
  ///   - cancel: Closes the sheet (the coordinator's, held weakly).
  init(
    account: any AccountClient,
    flow: MyPageCoordinator,
    navigation: any MyPageNavigation
  ) {
    self.account = account
    self.flow = FlowLink(flow)
    self.navigation = navigation
  }

  public var title: String { "Withdraw" }

  public var lines: [String] {
    ["Delete your account and all its data?", "This cannot be undone."]
  }

  /// Keeps the account and closes the sheet.
  public func keepAccount() throws(ScreenActionError) {
    try flow.perform("close the confirmation") { flow throws(NavigationError) in
      try flow.closeConfirmation()
    }
  }

  public var expiry: (any ExpireNavigation)? { navigation }

  /// Deletes the account's data, then reports the withdrawal.
  public func confirm() throws(ScreenActionError) {
    do {
      try account.deleteAllData()
    } catch {
      throw .failed("could not delete your account: \(error)")
    }
    navigation?.withdrawConfirmed()
  }
}
