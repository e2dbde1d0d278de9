public import WaypointPlugins

extension MyPageModel {
  /// `logout` and `withdraw`.
  public var actions: [ScreenAction] {
    [
      ScreenAction("logout", "log out") { [weak self] () throws(ScreenActionError) in
        try self?.logOut()
      },
      ScreenAction("withdraw", "delete your account") { [weak self] () throws(ScreenActionError) in
        try self?.askToWithdraw()
      },
    ]
  }
}
