import AppModels
public import AppNavigation

/// My Page: who is logged in, and the ways out of the account.
@MainActor
public final class MyPageModel: ScreenModel, SessionExpiring {
  private let session: any SessionClient
  private weak var navigation: (any MyPageNavigation)?
  private let withdraw: @MainActor () throws(ScreenActionError) -> Void

  /// - Parameters:
  ///   - session: The session it shows and clears.
  ///   - navigation: Hears about logout and expiry.
  ///   - withdraw: Asks to confirm the withdrawal (the coordinator's, held weakly).
  init(
    session: any SessionClient,
    navigation: any MyPageNavigation,
    withdraw: @escaping @MainActor () throws(ScreenActionError) -> Void
  ) {
    self.session = session
    self.navigation = navigation
    self.withdraw = withdraw
  }

  public var title: String { "My Page" }

  public var lines: [String] {
    let current = session.current
    return ["Name: \(current?.displayName ?? "-")", "User: \(current?.user ?? "-")"]
  }

  public var message: String? { nil }

  /// Asks to confirm deleting the account (presents the confirmation).
  public func askToWithdraw() throws(ScreenActionError) {
    try withdraw()
  }

  /// Clears the session, then reports the logout.
  public func logOut() throws(ScreenActionError) {
    do {
      try session.logOut()
    } catch {
      throw .failed("could not log out: \(error)")
    }
    navigation?.logoutTapped()
  }

  public func sessionExpired() {
    navigation?.sessionExpired()
  }
}
