/// A feature's routes as a Swift type: an enum whose cases are its screens.
///
/// Declare the enum `Codable` and conform; the framework converts it to and from the tree's
/// erased ``Route`` value, once, for every feature:
///
/// ```swift
/// enum TodayRoute: TypedRoute {
///   case today(page: TodayPage)   // Route("Today", ["page": "Pick"])
///   case article(id: Int)         // Route("Article", ["id": "3"])
///   case share(id: Int)           // Route("Share", ["id": "3"])
/// }
/// try coordinator.push(.screen(TodayRoute.article(id: 3)))
/// ```
///
/// The case name, first letter capitalised, is the route's name; each associated value is an
/// argument named by its label (`_0`, `_1`, ... when unlabelled). Arguments are text: strings,
/// `Bool`, integers, floating-point numbers, and anything that encodes as one of those (an
/// enum with a `String` or `Int` raw value). An optional argument that is `nil` is left out.
/// Nested structures are not supported: a route selects content, it does not carry it.
///
/// Reading a route back is strict: an unknown name, a missing argument, text that does not
/// read as the argument's type, or an argument the case does not take is a ``RouteError``.
public protocol TypedRoute: Codable, Hashable, Sendable {}

extension TypedRoute {
  /// The route value stored in the navigation tree.
  ///
  /// A value of a shape the conversion does not support (see ``TypedRoute``) becomes a route
  /// that no ``RouteTable`` accepts, named after the type, with the reason as its `error`
  /// argument: the navigator refuses it with the reason instead of the app trapping.
  public var route: Route {
    do {
      return try RouteEncoder.encode(self)
    } catch {
      return Route("\(Self.self)", ["error": error.description])
    }
  }

  /// Reads a typed route from a tree value.
  /// - Throws: ``RouteError`` saying what does not fit: the name, a missing or malformed
  ///   argument, or an argument the case does not take.
  public init(validating route: Route) throws(RouteError) {
    self = try RouteDecoder.decode(Self.self, from: route)
  }

  /// Reads a route a link matched: strictly, except that the values of `anyCase` may differ
  /// in letter case from the way the type writes them.
  init(link route: Route, anyCase: Set<String>) throws(RouteError) {
    self = try RouteDecoder.decode(Self.self, from: route, anyCase: anyCase)
  }

  /// Reads a typed route from a tree value; `nil` when it is not one of this type's.
  public init?(route: Route) {
    guard let value = try? Self(validating: route) else { return nil }
    self = value
  }
}
