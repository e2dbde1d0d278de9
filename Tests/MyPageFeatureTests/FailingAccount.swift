import AppModels

/// An account whose data cannot be deleted.
@MainActor
final class FailingAccount: AccountClient {
  struct WriteFailure: Error {}

  func deleteAllData() throws { throw WriteFailure() }
}
