/// What a feature tells the app shell about itself: its name, the routes of its screens, and
/// the actions of its `Navigation` protocol (the composition check matches them against the
/// adapters the app registers).
public struct FeaturePlugin: Hashable, Sendable {
  /// The feature's name, e.g. `Today`.
  public let name: String
  /// The route names of the feature's screens, e.g. `Today`, `Article`, `Share`.
  public let routes: Set<String>
  /// The requirements of the feature's `Navigation` protocol (inherited ones included), as
  /// `name(label:)` signatures.
  public let actions: [String]

  /// Describes a feature.
  public init(name: String, routes: Set<String>, actions: [String]) {
    self.name = name
    self.routes = routes
    self.actions = actions
  }
}
