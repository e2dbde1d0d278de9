import Waypoint

extension PluginAppCoordinator {
  // MARK: Accounts

  /// Keeps the main tabs behind a signed-in account, as `requireAccess(named:isGranted:)`
  /// does, and ties what a window shows and saves to that account:
  ///
  /// - The saved navigation records the account whose screens it shows
  ///   (``SavedNavigation/account``), and a restoration restores it only while that account is
  ///   signed in: another account's file (or one that records none) is refused with
  ///   ``RestorationRefusal/anotherAccount(saved:)`` and kept aside, unread.
  /// - A window whose main tabs show an account that is no longer signed in (it logged out, or
  ///   another signed in, in another window) carries out `signedOutElsewhere` when it comes to
  ///   the foreground (``checkAccount()``), and saves nothing until then: another account
  ///   never sees its screens, or what they keep.
  ///
  /// ```swift
  /// requireAccess(named: "login", account: { [session] in session.user },
  ///   signedOutElsewhere: .restartAtSplash)
  /// ```
  /// - Parameters:
  ///   - name: The guard's name, as the journal says it.
  ///   - account: Who is signed in now; `nil` when no one is (access is then not granted).
  ///   - signedOutElsewhere: The intent a window carries out when its account is no longer
  ///     signed in: make it forced (``NavigationIntent/isForced``), so that no screen keeps
  ///     the window on another account's screens.
  func requireAccess(
    named name: String, account: @escaping @MainActor () -> String?,
    signedOutElsewhere: Intent
  ) {
    requireAccess(named: name) { account() != nil }
    gate?.account = account
    gate?.signedOutElsewhere = signedOutElsewhere
    // The main tabs belong to the account signed in as they appear (a restoration sets the
    // saved one before); they belong to none once they go.
    navigator?.journal.observe { [weak self] transaction in
      guard let self, let tree = transaction.tree else { return }
      if case .tabs = tree.root {
        if tabsAccount == nil { tabsAccount = account() }
      } else {
        tabsAccount = nil
      }
    }
  }

  /// The account signed in now; `nil` when no one is, or the app's gate has no accounts.
  public var signedInAccount: String? { gate?.account?() }

  /// The account whose screens the window's main tabs show: the one signed in when they
  /// appeared, or the restored navigation's. `nil` while the main tabs are not shown, and for
  /// an app whose gate has no accounts.
  public var navigationAccount: String? {
    guard gate?.account != nil, let navigator, case .tabs = navigator.tree.root else {
      return nil
    }
    return tabsAccount
  }

  /// Whether the window shows the screens of an account that is no longer signed in: it must
  /// neither save them nor keep showing them (``checkAccount()``).
  public var showsAnotherAccount: Bool {
    guard let shown = navigationAccount else { return false }
    return shown != signedInAccount
  }

  /// Called as the window comes to the foreground (`sceneWillEnterForeground(_:)`): when its
  /// main tabs show an account that is no longer signed in, the window carries out the gate's
  /// `signedOutElsewhere` intent (``AccessRule/init(named:account:signedOutElsewhere:)``).
  /// - Returns: Whether it did.
  @discardableResult
  public func checkAccount() -> Bool {
    guard showsAnotherAccount, let intent = gate?.signedOutElsewhere else { return false }
    handle(intent)
    return true
  }

  /// Checks a saved navigation's account before it is restored: `nil` when it may be, else
  /// why not.
  func accountRefusal(of saved: SavedNavigation) -> RestorationRefusal? {
    guard gate?.account != nil else { return nil }
    guard let account = saved.account, account == signedInAccount else {
      return .anotherAccount(saved: saved.account)
    }
    tabsAccount = account
    return nil
  }
}
