/// The route types an app registers: the screens that exist. A ``Navigator`` created with a
/// table refuses any route that does not decode into one of them, with the reason.
///
/// ```swift
/// let routes = RouteTable([TodayRoute.self, AuthRoute.self])
/// routes.problem(with: Route("Article", ["idd": "x"]))
/// // Article needs the argument 'id'
/// let navigator = Navigator(root: app, host: host, routes: routes)
/// ```
public struct RouteTable: Sendable {
  /// The registered route types, in registration order.
  public let types: [any TypedRoute.Type]

  /// A table of these route types.
  public init(_ types: [any TypedRoute.Type]) {
    self.types = types
  }

  /// Why `route` is not a route of a registered type; `nil` when it is one.
  ///
  /// When the name belongs to a registered type, the problem is that type's (a missing or
  /// malformed argument); when no type knows the name, it is ``RouteError/unknownName(_:)``.
  public func problem(with route: Route) -> RouteError? {
    var problem: RouteError?
    for type in types {
      do {
        _ = try type.init(validating: route)
        return nil
      } catch {
        if case .unknownName = error { continue }
        problem = problem ?? error
      }
    }
    return problem ?? .unknownName(route.name)
  }

  /// Whether `route` decodes into a registered type.
  public func contains(_ route: Route) -> Bool { problem(with: route) == nil }
}
