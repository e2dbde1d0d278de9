import AppModels
import AppModelsTesting

/// A valid demo session that cannot be cleared.
@MainActor
final class FailingSession: SessionClient {
  struct WriteFailure: Error {}

  var current: Session? { InMemorySession.demoSession() }
  var hasValidSession: Bool { true }
  func logIn(user: String, password: String) throws(LoginError) -> Session {
    throw .wrongCredentials
  }
  func logOut() throws { throw WriteFailure() }
}
