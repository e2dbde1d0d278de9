import Waypoint

/// What an app built from feature plugins decides, which it gives the kit's
/// ``PluginAppCoordinator``: what it shows first, what each of its intents shows, and the
/// access it keeps its main screens behind. The kit owns the mechanism — the registry that
/// builds every flow, the link intake and its holds, restoration, windows, refusals — and
/// calls these where the app decides.
///
/// ```swift
/// final class ShopRules: AppRules {
///   typealias Dependencies = ShopDependencies
///   typealias Intent = ShopIntent
///   let access: AccessRule<ShopIntent>?
///
///   init(account: Account) {
///     access = AccessRule(named: "sign-in") { account.isSignedIn }
///   }
///
///   func launch(_ app: App) { app.handle(.showMain) }
///
///   func carryOut(_ intent: ShopIntent, in app: App) throws(IntentRefusal) {
///     switch intent {
///     case .showMain: try app.showMainTabs()
///     case .showItem(let id, let tab):
///       try app.push(on: tab) { context throws(IntentRefusal) in
///         try app.registry.flow(CataloguePlugin.item, id, in: context)
///       }
///     case .openLink(let link, let source): app.open(link, from: source)
///     }
///   }
/// }
/// ```
@MainActor
public protocol AppRules<Dependencies, Intent>: AnyObject {
  /// The app's dependencies value: it conforms to every feature's dependency protocol.
  associatedtype Dependencies
  /// The app's intents, which the features' adapters send.
  associatedtype Intent: NavigationIntent
  /// The kit's app coordinator these rules are given to.
  typealias App = PluginAppCoordinator<Dependencies, Intent>

  /// The access the main tabs are kept behind (a login); `nil` when the app has none. The kit
  /// keeps it from the start: a link that would show them without access waits for it.
  var access: AccessRule<Intent>? { get }

  /// What the app shows first, when it does not restore: a splash screen that decides where
  /// to go, or the main screens. The saved navigation is restored before, when the system
  /// ended the app in the background; this is called only when it was not.
  func launch(_ app: App)

  /// What `intent` shows: the app's closed switch, with the kit's verbs
  /// (``PluginAppCoordinator/replaceRoot(with:)``, ``PluginAppCoordinator/push(on:_:)``,
  /// ``PluginAppCoordinator/selectTab(_:)``, ``PluginAppCoordinator/showMainTabs(returningTo:)``,
  /// ``PluginAppCoordinator/open(_:from:)``) and its registry.
  /// - Throws: ``IntentRefusal`` when the intent cannot be carried out: the kit journals and
  ///   reports it.
  func carryOut(_ intent: Intent, in app: App) throws(IntentRefusal)
  /// What VoiceOver announces after a change the user did not make (a link that landed, a
  /// relaunch that left screens out); `nil` or empty announces nothing. By default, the
  /// kit's words (``UnaskedChange/defaultAnnouncement``).
  func announcement(for change: UnaskedChange) -> String?
}

extension AppRules {
  public var access: AccessRule<Intent>? { nil }
  public func announcement(for change: UnaskedChange) -> String? { change.defaultAnnouncement }
}

/// The access an app keeps its main tabs behind (a login), which it gives the kit through
/// ``AppRules/access``: a change that would show them without access is held by a guard of
/// this name until the app shows them (after login), and a newer one cancels the older.
public struct AccessRule<Intent: NavigationIntent> {
  /// The guard's name, as the journal says it.
  public let name: String
  /// Whether access is granted now.
  let isGranted: @MainActor () -> Bool
  /// Who is signed in; `nil` for a rule without accounts.
  let account: (@MainActor () -> String?)?
  /// What a window does when its account is no longer the one signed in.
  let signedOutElsewhere: Intent?

  /// Access granted while `isGranted` says so.
  public init(named name: String, isGranted: @escaping @MainActor () -> Bool) {
    self.name = name
    self.isGranted = isGranted
    account = nil
    signedOutElsewhere = nil
  }

  /// Access granted while an account is signed in, and what a window shows and saves tied to
  /// that account: the saved navigation records it (``SavedNavigation/account``) and is
  /// restored only while it is signed in (else ``RestorationRefusal/anotherAccount(saved:)``);
  /// a window whose account is no longer signed in carries out `signedOutElsewhere` when it
  /// comes to the foreground (``PluginAppCoordinator/checkAccount()``), and saves nothing
  /// until then.
  /// - Parameters:
  ///   - name: The guard's name.
  ///   - account: Who is signed in now; `nil` when no one is.
  ///   - signedOutElsewhere: What a window carries out when its account is no longer signed
  ///     in: make it forced (``NavigationIntent/isForced``).
  public init(
    named name: String, account: @escaping @MainActor () -> String?,
    signedOutElsewhere: Intent
  ) {
    self.name = name
    isGranted = { account() != nil }
    self.account = account
    self.signedOutElsewhere = signedOutElsewhere
  }
}
