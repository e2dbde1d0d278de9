import SplashFeature

/// Records what the splash reported, as `name()` signatures.
@MainActor
final class SplashNavigationSpy: SplashNavigation {
  private(set) var calls: [String] = []

  func firstLaunchDetected() { calls.append("firstLaunchDetected()") }
  func sessionMissing() { calls.append("sessionMissing()") }
  func sessionRestored() { calls.append("sessionRestored()") }
}
