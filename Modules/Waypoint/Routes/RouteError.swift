/// Why a ``Route`` value is not a route of a registered ``TypedRoute`` type.
///
/// The navigator refuses such a route with ``NavigationError/invalidRoute(_:_:)``, so a
/// deep link, a restored tree or a hand-made value that does not fit the app is turned away
/// with the reason, before anything changes.
public enum RouteError: Error, Hashable, Sendable {
  /// No registered route type has a screen with this name.
  case unknownName(String)
  /// The route lacks an argument its screen needs.
  case missingArgument(String, route: String)
  /// An argument's text does not read as the value the screen needs.
  case malformedArgument(String, value: String, route: String, expected: String)
  /// The route carries arguments its screen does not take.
  case unexpectedArguments([String], route: String)
  /// The route type has a shape the conversion does not support (see ``TypedRoute``).
  case unsupported(String)
}

extension RouteError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unknownName(let name): "no registered route is named \(name)"
    case .missingArgument(let argument, let route): "\(route) needs the argument '\(argument)'"
    case .malformedArgument(let argument, let value, let route, let expected):
      "\(route): '\(value)' is not a valid \(argument) (expected \(expected))"
    case .unexpectedArguments(let arguments, let route):
      "\(route) takes no argument \(arguments.map { "'\($0)'" }.joined(separator: ", "))"
    case .unsupported(let why): "unsupported route shape: \(why)"
    }
  }
}
