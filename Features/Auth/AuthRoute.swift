public import Waypoint

/// The screens of the auth flow.
public enum AuthRoute: TypedRoute {
  /// A page of the introduction: `Onboarding(Welcome)`.
  case onboarding(page: OnboardingPage)
  /// The login screen.
  case login
}
