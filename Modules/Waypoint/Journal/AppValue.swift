/// A value of the app's own type that the journal keeps: an intent the app refused, or its
/// reason (see ``Journal/recordRefusal(of:because:)``). It compares by the wrapped value and
/// prints as it does; ``as(_:)`` reads it back as its type.
///
/// ```swift
/// if case .intent(let intent) = transaction.cause, let intent = intent.as(AppIntent.self) { … }
/// ```
public struct AppValue: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped value.
  public let base: any Hashable & Sendable & CustomStringConvertible

  /// Wraps a value.
  public init(_ base: some Hashable & Sendable & CustomStringConvertible) {
    self.base = base
  }

  /// The wrapped value as `type`; `nil` when it is of another type.
  public func `as`<T>(_ type: T.Type) -> T? { base as? T }

  public static func == (lhs: AppValue, rhs: AppValue) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }

  public var description: String { base.description }
}

extension AppValue: ExpressibleByStringLiteral {
  /// Wraps a text: a guard's or a back handler's reason, written in place.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
