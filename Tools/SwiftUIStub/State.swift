// Part of the SwiftUI signature stub (see View.swift).

/// `DynamicProperty`.
public protocol DynamicProperty {}

/// `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// `wrappedValue`.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// `projectedValue`.
  public var projectedValue: Binding<Value> { self }
  /// `init(get:set:)`.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  /// `subscript(dynamicMember:)`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

/// `State`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// `init(wrappedValue:)`.
  public init(wrappedValue value: Value) {}
  /// `wrappedValue`.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// `projectedValue`.
  public var projectedValue: Binding<Value> { fatalError() }
}

/// `Animation`.
public struct Animation: Hashable, Sendable {
  /// `default`.
  public static let `default` = Animation()
}

/// `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  /// `logicallyComplete`.
  public static let logicallyComplete = AnimationCompletionCriteria()
  /// `removed`.
  public static let removed = AnimationCompletionCriteria()
}

/// `Transaction`.
public struct Transaction {
  /// `init(animation:)`.
  public init(animation: Animation?) {}
  /// `disablesAnimations`.
  public var disablesAnimations: Bool = false
  /// `addAnimationCompletion(criteria:_:)`.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {}
}

/// `withTransaction(_:_:)`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{ try body() }
