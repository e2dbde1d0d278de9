import Foundation

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
  /// Where each type is in ``types``.
  private let positions: [ObjectIdentifier: Int]

  /// A table of these route types.
  public init(_ types: [any TypedRoute.Type]) {
    self.types = types
    var positions: [ObjectIdentifier: Int] = [:]
    for (index, type) in types.enumerated() where positions[ObjectIdentifier(type)] == nil {
      positions[ObjectIdentifier(type)] = index
    }
    self.positions = positions
  }

  /// Why `route` is not a route of a registered type; `nil` when it is one.
  ///
  /// When the name belongs to a registered type, the problem is that type's (a missing or
  /// malformed argument); when no type knows the name, it is ``RouteError/unknownName(_:)``.
  ///
  /// A name is looked up in the types that knew it before (answered anything but an unknown
  /// name), not in every type: with hundreds of features, a tree of hundreds of screens is
  /// checked in time that grows with the screens, not screens × types. A route none of those
  /// types accepts is checked against every type again, so the answer is the same as a check
  /// of every type.
  public func problem(with route: Route) -> RouteError? {
    if let knowing = KnownRouteNames.shared.types(knowing: route.name) {
      let candidates = knowing.compactMap { positions[$0] }.sorted()
      if candidates.contains(where: { (try? types[$0].init(validating: route)) != nil }) {
        return nil
      }
    }
    var problem: RouteError?
    var knowing: [ObjectIdentifier] = []
    defer { KnownRouteNames.shared.record(knowing, for: route.name) }
    for type in types {
      do {
        _ = try type.init(validating: route)
        knowing.append(ObjectIdentifier(type))
        return nil
      } catch {
        if case .unknownName = error { continue }
        knowing.append(ObjectIdentifier(type))
        problem = problem ?? error
      }
    }
    return problem ?? .unknownName(route.name)
  }

  /// Whether `route` decodes into a registered type.
  public func contains(_ route: Route) -> Bool { problem(with: route) == nil }
}

/// The route types that know each route name: learned as routes are checked (a type knows a
/// name when it answers anything but ``RouteError/unknownName(_:)``), for every table of the
/// process (an app makes a table per launch, a tool per app it runs). Only names some type
/// knows are kept, so it stays as small as the route types' cases, whatever routes arrive.
/// Safe from any thread, behind an `NSLock`: a lock ThreadSanitizer sees (it reports false
/// races behind `Synchronization.Mutex` on Linux, whose contended lock is the kernel's futex),
/// and one every supported OS has.
private final class KnownRouteNames: @unchecked Sendable {
  static let shared = KnownRouteNames()

  private let lock = NSLock()
  /// Read and written under `lock` only.
  private var table: [String: Set<ObjectIdentifier>] = [:]

  /// The types that knew `name`; `nil` when none ever did.
  func types(knowing name: String) -> Set<ObjectIdentifier>? {
    lock.withLock { table[name] }
  }

  /// Keeps the types that knew `name`, when any did.
  func record(_ types: [ObjectIdentifier], for name: String) {
    guard !types.isEmpty else { return }
    lock.withLock { table[name, default: []].formUnion(types) }
  }
}
