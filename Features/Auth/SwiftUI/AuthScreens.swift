#if canImport(SwiftUI)
  public import WaypointPlugins
  public import SwiftUI
  import WaypointSwiftUI

  extension AuthRoute: SwiftUIScreens {
    /// The Auth feature's screens in SwiftUI.
    public func view(model: AnyObject?) -> AnyView {
      switch (self, model) {
      case (.onboarding, let model as OnboardingPageModel):
        AnyView(OnboardingPageView(model: model))
      case (.login, let model as LoginModel): AnyView(LoginView(model: model))
      default: AnyView(Text(String(describing: self)))
      }
    }
  }

  /// One page of the onboarding; the system back goes to the previous page (the host asks the
  /// page's back handler).
  struct OnboardingPageView: View {
    let model: OnboardingPageModel

    var body: some View {
      ScreenScaffold(model: model) { run in
        Button("Skip") { run { try model.skip() } }
        if model.canStart { Button("Start reading") { run { try model.start() } } }
      }
    }
  }

  /// The login form.
  struct LoginView: View {
    let model: LoginModel
    @State private var user = ""
    @State private var password = ""

    var body: some View {
      ScreenScaffold(model: model) { run in
        TextField("User", text: $user).focusableElement(named: "login")
        SecureField("Password", text: $password)
        Button("Log in") { run { model.login(user: user, password: password) } }
      }
    }
  }
#endif
