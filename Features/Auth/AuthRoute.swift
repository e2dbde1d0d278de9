import Waypoint

/// The screens of the auth flow, as typed routes.
enum AuthRoute: RouteRepresentable, Hashable {
  /// A page of the introduction: `Onboarding(page: Welcome)`.
  case onboarding(OnboardingPage)
  /// The login screen.
  case login

  var route: Route {
    switch self {
    case .onboarding(let page): Route("Onboarding", ["page": page.rawValue])
    case .login: Route("Login")
    }
  }

  init?(route: Route) {
    switch route.name {
    case "Onboarding":
      guard let page = route.arguments["page"].flatMap(OnboardingPage.init(rawValue:)) else {
        return nil
      }
      self = .onboarding(page)
    case "Login":
      self = .login
    default:
      return nil
    }
  }
}
