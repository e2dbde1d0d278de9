// Part of the SwiftUI signature stub (see View.swift).

/// `DynamicProperty`.
@available(iOS 13.0, *)
public protocol DynamicProperty {}

/// `Binding`.
@available(iOS 13.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// `wrappedValue`.
  @available(iOS 13.0, *)
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// `projectedValue`.
  @available(iOS 13.0, *)
  public var projectedValue: Binding<Value> { self }
  /// `init(get:set:)`.
  @available(iOS 13.0, *)
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  /// `subscript(dynamicMember:)`.
  @available(iOS 13.0, *)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

/// `State`.
@available(iOS 13.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// `init(wrappedValue:)`.
  public init(wrappedValue value: Value) {}
  /// `wrappedValue`.
  @available(iOS 13.0, *)
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// `projectedValue`.
  @available(iOS 13.0, *)
  public var projectedValue: Binding<Value> { fatalError() }
}

/// `Animation`.
@available(iOS 13.0, *)
public struct Animation: Hashable, Sendable {
  /// `default`.
  @available(iOS 13.0, *)
  public static let `default` = Animation()
}

/// `AnimationCompletionCriteria`.
@available(iOS 17.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
  /// `logicallyComplete`.
  @available(iOS 17.0, *)
  public static let logicallyComplete = AnimationCompletionCriteria()
  /// `removed`.
  @available(iOS 17.0, *)
  public static let removed = AnimationCompletionCriteria()
}

/// `Transaction`.
@available(iOS 13.0, *)
public struct Transaction {
  /// `init(animation:)`.
  @available(iOS 13.0, *)
  public init(animation: Animation?) {}
  /// `disablesAnimations`.
  @available(iOS 13.0, *)
  public var disablesAnimations: Bool = false
  /// `addAnimationCompletion(criteria:_:)`.
  @available(iOS 17.0, *)
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {}
}

/// `withTransaction(_:_:)`.
@available(iOS 13.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{ try body() }

/// `Environment`.
@available(iOS 13.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// `init(_:)`.
  @available(iOS 13.0, *)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// `wrappedValue`.
  @available(iOS 13.0, *)
  public var wrappedValue: Value { fatalError() }
}

/// `EnvironmentValues`.
@available(iOS 13.0, *)
public struct EnvironmentValues {
  /// `horizontalSizeClass`.
  @available(iOS 13.0, *)
  public var horizontalSizeClass: UserInterfaceSizeClass? { fatalError() }
}

/// `UserInterfaceSizeClass`.
@available(iOS 13.0, *)
public enum UserInterfaceSizeClass: Sendable {
  case compact
  case regular
}
