public import WaypointPlugins

extension LoginModel {
  /// VoiceOver starts on the form, not on the title: signing in is all the screen is for.
  public var firstFocus: String? { "login" }

  /// `login USER PASSWORD`.
  public var actions: [ScreenAction] {
    [
      ScreenAction("login", "USER", "PASSWORD", "log in") {
        [weak self] (user: String, password: String) in self?.login(user: user, password: password)
      }
    ]
  }
}
