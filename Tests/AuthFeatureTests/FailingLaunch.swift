import AppModels

/// A first-launch marker that cannot be written.
@MainActor
final class FailingLaunch: LaunchClient {
  struct WriteFailure: Error {}

  var isFirstLaunch: Bool { true }
  func markOnboarded() throws { throw WriteFailure() }
}
