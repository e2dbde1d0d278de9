public import Waypoint

/// What an app's intents must say for the kit to run them (``PluginAppCoordinator``): how a
/// link is asked for, and which intents the app forces whatever the user is doing.
///
/// ```swift
/// enum ShopIntent: NavigationIntent {
///   case showItem(id: Int)
///   case openLink(String, from: LinkSource)
///   case signedOut
///   var isForced: Bool { self == .signedOut }
///   var description: String { … }
/// }
/// ```
public protocol NavigationIntent: Hashable, Sendable, CustomStringConvertible {
  /// The intent that opens `link`, which reached the app from `source`: what the journal and
  /// the refusals name. An enum case `openLink(String, from: LinkSource)` is one.
  static func openLink(_ link: String, from source: LinkSource) -> Self

  /// Whether the app carries the intent out whatever the user is doing (an expired session, a
  /// logout): its requests are forced (`Navigator/forcing(_:announcing:_:)`), and no guard stops them.
  /// By default, `false`.
  var isForced: Bool { get }

  /// Whether carrying the intent out decides where the launch goes (onboarding, a login, the
  /// main screens): a link that came before lands then (``PluginAppCoordinator/open(_:from:)``).
  /// By default, `false`; the main tabs (``PluginAppCoordinator/showMainTabs(returningTo:)``)
  /// and a restoration decide it whatever the intent says.
  var decidesLaunch: Bool { get }

  /// What VoiceOver announces once a forced intent (``isForced``) has changed the screens,
  /// since the user did not make the change: why they are where they are now. By default,
  /// `nil`: the intent's description as a sentence (`log out` → `Log out.`). Empty text
  /// announces nothing: for a forced intent the user asked for (a logout), whose screen says
  /// enough.
  var announcement: String? { get }
}

extension NavigationIntent {
  public var isForced: Bool { false }
  public var decidesLaunch: Bool { false }
  public var announcement: String? { nil }
}

/// Where a link came from. Every source goes through the same intake
/// (``PluginAppCoordinator/open(_:from:)``); the source is recorded for the journal.
public enum LinkSource: Hashable, Sendable, CustomStringConvertible {
  /// The system opened a URL: a custom scheme (`reading://…`) or a universal link
  /// (`https://reading.example/…`).
  case url
  /// A notification's payload carried the link.
  case notification
  /// An App Intent (`OpenURLIntent`-style) asked to open it.
  case appIntent
  /// Handoff continued a user activity whose web page URL is the link.
  case handoff

  public var description: String {
    switch self {
    case .url: "a URL"
    case .notification: "a notification"
    case .appIntent: "an App Intent"
    case .handoff: "Handoff"
    }
  }
}

/// What became of a link: it landed, it waits, or it was refused. Returned by
/// ``PluginAppCoordinator/open(_:from:)``, so a caller (a scene delegate, the shell, a test)
/// knows without reading the journal.
public enum LinkOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The app shows the link's screen now.
  case landed(Route)
  /// The link waits; it lands later, or is cancelled by a newer one.
  case held(LinkHold)
  /// The link cannot be opened (reported in the app's refusals, and journaled); nothing
  /// changed.
  case refused(IntentRefusal)

  public var description: String {
    switch self {
    case .landed(let route): "landed on \(route)"
    case .held(let hold): "waits \(hold)"
    case .refused(let why): "refused: \(why)"
    }
  }
}

/// Why a link waits.
public enum LinkHold: Hashable, Sendable, CustomStringConvertible {
  /// It came before the launch decided where to go: it lands once it has (after a
  /// restoration, with the main tabs, or held for access).
  case untilLaunch
  /// The access gate of that name holds it (``AppRules/access``):
  /// it lands when access is granted (login), or is cancelled by a newer link.
  case untilAccess(String)
  /// Another guard asks about it (an unsaved note's dialog): it lands if the user agrees.
  case askedBy(String)
  /// A change is running (an animation): it lands when its turn comes, on the tree as it is
  /// then.
  case queued

  public var description: String {
    switch self {
    case .untilLaunch: "until the launch has decided where to go"
    case .untilAccess(let gate): "until the main tabs show (after \(gate))"
    case .askedBy(let name): "for an answer (held by \(name))"
    case .queued: "for the running change to end"
    }
  }
}
