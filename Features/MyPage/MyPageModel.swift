import AppModels
public import AppNavigation
import Waypoint
public import WaypointPlugins

/// My Page: who is logged in, and the ways out of the account.
@MainActor
public final class MyPageModel: ScreenModel, SessionExpiring {
  private let session: any SessionClient
  private let flow: FlowLink<MyPageCoordinator>
  private weak var navigation: (any MyPageNavigation)?

  /// - Parameters:
  ///   - session: The session it shows and clears.
  ///   - flow: Presents the withdrawal confirmation (held weakly).
  ///   - navigation: Hears about logout and expiry.
  init(session: any SessionClient, flow: MyPageCoordinator, navigation: any MyPageNavigation) {
    self.session = session
    self.flow = FlowLink(flow)
    self.navigation = navigation
  }

  public var title: String { "My Page" }

  public var lines: [String] {
    let current = session.current
    return ["Name: \(current?.displayName ?? "-")", "User: \(current?.user ?? "-")"]
  }

  /// Asks to confirm deleting the account (presents the confirmation).
  public func askToWithdraw() throws(ScreenActionError) {
    try flow.perform("ask to confirm the withdrawal") { flow throws(NavigationError) in
      try flow.askToWithdraw()
    }
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

  public var expiry: (any ExpireNavigation)? { navigation }
}
