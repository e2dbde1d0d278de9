import AppModels
public import WaypointPlugins

/// The login screen: user name and password; the demo account is shown on screen.
@MainActor
public final class LoginModel: ScreenModel {
  private let session: any SessionClient
  private weak var navigation: (any AuthNavigation)?

  /// The message it was opened with, or the last login error.
  public private(set) var message: String?

  init(session: any SessionClient, message: String?, navigation: any AuthNavigation) {
    self.session = session
    self.message = message
    self.navigation = navigation
  }

  public var title: String { "Login" }

  public var lines: [String] {
    ["Log in to read and bookmark articles.", "Demo account: demo / demo1234"]
  }

  /// Logs in; a refused login shows why and stays on the screen.
  public func login(user: String, password: String) {
    do {
      _ = try session.logIn(user: user, password: password)
    } catch {
      switch error {
      case .missingCredentials: message = "Enter a user name and a password."
      case .wrongCredentials: message = "Wrong user name or password."
      }
      return
    }
    message = nil
    navigation?.loginSucceeded()
  }
}
