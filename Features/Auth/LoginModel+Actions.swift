public import WaypointPlugins

extension LoginModel {
  /// `login USER PASSWORD`.
  public var actions: [ScreenAction] {
    [
      ScreenAction("login", "USER", "PASSWORD", "log in") {
        [weak self] (user: String, password: String) in self?.login(user: user, password: password)
      }
    ]
  }
}
