import Waypoint
import WaypointPlugins

extension AppCoordinator {
  /// The journal's name for the guard that keeps the main tabs behind login.
  package static let loginGuardName = "login"

  /// A change the login guard holds until the user logs in, with the link it lands, if it is
  /// one.
  struct WaitingForLogin {
    let held: HeldChange
    let landing: LinkLanding?
  }

  /// Adds the login guard: a change that would show the main tabs while there is no valid
  /// session (a link while logged out, during onboarding, or after the session expired) is
  /// held until login; a newer one cancels the older.
  func addLoginGuard() {
    guard let navigator else { return }
    navigator.addGuard(named: Self.loginGuardName) { [weak self] change in
      guard let self, Self.showsMainTabs(change.after), !Self.showsMainTabs(change.before),
        !self.dependencies.session.hasValidSession
      else { return .allow }
      let landing = self.landingInDraft.flatMap { landing in
        change.cause == .draft(landing.title, requester: self.name) ? landing : nil
      }
      return .ask { [weak self] held in self?.waitForLogin(held, landing: landing) }
    }
  }

  private static func showsMainTabs(_ tree: NavigationTree) -> Bool {
    if case .tabs = tree.root { true } else { false }
  }

  /// Keeps `held` until login; the change held before it is cancelled.
  private func waitForLogin(_ held: HeldChange, landing: LinkLanding?) {
    let older = waitingForLogin
    waitingForLogin = WaitingForLogin(held: held, landing: landing)
    older?.held.cancel()
  }

  /// After login: resumes the change held until then, so the main tabs appear already showing
  /// it, in one transaction. A link is checked again first (its article may have gone): one
  /// that is refused now is cancelled and reported.
  /// - Returns: Whether the held change runs (or waits behind another); `false` when there
  ///   was none, or it was refused (reported): the app then shows the plain main tabs.
  func resumeAfterLogin() -> Bool {
    guard let waiting = waitingForLogin else { return false }
    waitingForLogin = nil
    guard waiting.held.state == .waiting else { return false }
    if let landing = waiting.landing {
      do throws(IntentRefusal) {
        try rebuildFlow(of: landing)
      } catch {
        waiting.held.cancel()
        report(landing.intent, error)
        return false
      }
    }
    do throws(NavigationError) {
      switch try waiting.held.resume() {
      case .queued:
        waiting.landing?.waited = true
        return true
      case .dropped:
        return false
      case .applied, .held:
        return true
      }
    } catch {
      report(waiting.landing?.intent ?? .showMain, .navigation(error))
      return false
    }
  }
}
