// Part of the SwiftUI signature stub (see View.swift): what the layer uses for VoiceOver.

/// `EnvironmentKey`.
@available(iOS 13.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// `subscript(key:)`.
  @available(iOS 13.0, *)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError() }
    set {}
  }
}

/// `AccessibilityFocusState`.
@available(iOS 15.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
  /// `AccessibilityFocusState.Binding` (a property wrapper in SwiftUI; the layer only passes
  /// it on).
  public struct Binding {
    /// `wrappedValue`.
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
  }
  /// `wrappedValue`.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// `projectedValue`.
  public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
  /// `init()`.
  public init() where Value == Bool {}
}

/// `AccessibilityActionKind`.
@available(iOS 13.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
  /// `default`.
  public static let `default` = AccessibilityActionKind()
  /// `escape`.
  public static let escape = AccessibilityActionKind()
}

/// `AccessibilityTraits`.
@available(iOS 13.0, *)
public struct AccessibilityTraits: Sendable {
  /// `isModal`.
  public static let isModal = AccessibilityTraits()
}

extension View {
  /// `environment(_:_:)`.
  @available(iOS 13.0, *)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { self }

  /// `accessibilityFocused(_:)`.
  @available(iOS 15.0, *)
  nonisolated public func accessibilityFocused(
    _ condition: AccessibilityFocusState<Bool>.Binding
  ) -> some View { self }

  /// `accessibilityAction(_:_:)`.
  @available(iOS 13.0, *)
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { self }

  /// `accessibilityIdentifier(_:)`.
  @available(iOS 14.0, *)
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }

  /// `accessibilityAddTraits(_:)`.
  @available(iOS 14.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    self
  }
}
