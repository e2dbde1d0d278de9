public import Waypoint

/// Why the app could not carry out an intent: the navigator refused the request, the app
/// refused it first, or the feature refused to build its flow.
public enum IntentRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The navigator refused the request (and journaled it).
  case navigation(NavigationError)
  /// The intent needs the main tab bar, and it is not shown.
  case noMainTabBar
  /// The main tab bar has no tab with this name.
  case unknownTab(TabName)
  /// The feature refused to build the flow (for example, the article does not exist).
  case feature(EntryRefusal)
  /// No registered feature provides this entry (a wiring mistake the registry test catches).
  case notRegistered(entry: String)
  /// The app whose intents the flow would send was released (its registry outlived it).
  case appReleased
  /// The link cannot be read: the part that is wrong.
  case link(LinkError)
  /// The link reads into a route that no registered entry opens.
  case nothingOpens(Route)
  /// The app runs one feature alone (``FeatureAlone``): it carries out no intent.
  case runsAlone(String)
  /// The link lands on a page its page container does not show now (the user hid it).
  case pageNotShown(Route)

  public var description: String {
    switch self {
    case .navigation(let error): "\(error)"
    case .noMainTabBar: "no main tab bar is visible"
    case .unknownTab(let name): "no tab named \(name)"
    case .feature(let refusal): "\(refusal)"
    case .notRegistered(let entry): "no registered feature provides the entry '\(entry)'"
    case .appReleased: "the app was released"
    case .link(let error): "\(error)"
    case .nothingOpens(let route): "no feature opens \(route)"
    case .runsAlone(let feature): "the \(feature) feature runs alone: the app does not carry it out"
    case .pageNotShown(let page): "the page \(page) is not shown now (it was hidden)"
    }
  }
}
