import AppModels
public import AppNavigation

/// The sheet that asks the user to confirm deleting the account and all its data.
@MainActor
public final class WithdrawConfirmModel: ScreenModel, SessionExpiring {
  private let account: any AccountClient
  private weak var navigation: (any MyPageNavigation)?
  private let cancel: @MainActor () throws(ScreenActionError) -> Void

  /// - Parameters:
  ///   - account: Deletes the account's data.
  ///   - navigation: Hears about the confirmed withdrawal and expiry.
  ///   - cancel: Closes the sheet (the coordinator's, held weakly).
  init(
    account: any AccountClient,
    navigation: any MyPageNavigation,
    cancel: @escaping @MainActor () throws(ScreenActionError) -> Void
  ) {
    self.account = account
    self.navigation = navigation
    self.cancel = cancel
  }

  public var title: String { "Withdraw" }

  public var lines: [String] {
    ["Delete your account and all its data?", "This cannot be undone."]
  }

  public var message: String? { nil }

  /// Keeps the account and closes the sheet.
  public func keepAccount() throws(ScreenActionError) {
    try cancel()
  }

  public func sessionExpired() {
    navigation?.sessionExpired()
  }

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
