public import WaypointPlugins

extension WithdrawConfirmModel {
  /// VoiceOver starts on keeping the account, never on the choice that cannot be undone.
  public var firstFocus: String? { "cancel" }

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
