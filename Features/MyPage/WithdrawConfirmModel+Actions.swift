public import WaypointPlugins

extension WithdrawConfirmModel {
  /// `confirm` and `cancel`.
  public var actions: [ScreenAction] {
    [
      ScreenAction("confirm", "delete the account now") {
        [weak self] () throws(ScreenActionError) in try self?.confirm()
      },
      ScreenAction("cancel", "keep the account") { [weak self] () throws(ScreenActionError) in
        try self?.keepAccount()
      },
    ]
  }
}
