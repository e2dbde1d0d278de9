import SplashFeature

/// Records what the splash reported, one ``Call`` per action, in order.
@MainActor
final class SplashNavigationSpy: SplashNavigation {
  /// One case per requirement of `SplashNavigation`.
  enum Call: Equatable {
    case firstLaunchDetected
    case sessionMissing
    case sessionRestored
  }

  private(set) var calls: [Call] = []

  func firstLaunchDetected() { calls.append(.firstLaunchDetected) }
  func sessionMissing() { calls.append(.sessionMissing) }
  func sessionRestored() { calls.append(.sessionRestored) }
}
