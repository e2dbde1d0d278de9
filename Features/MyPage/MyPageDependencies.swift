public import AppModels

/// The clients the My Page feature needs; the app's dependencies conform.
@MainActor
public protocol MyPageDependencies {
  /// The session it shows and clears on logout.
  var session: any SessionClient { get }
  /// Deletes the account's data on withdrawal.
  var account: any AccountClient { get }
}
