// The SwiftUI signature stub: a module named SwiftUI, declarations only, written from Apple's
// SwiftUI documentation (developer.apple.com/documentation/swiftui), holding only what
// WaypointSwiftUI's SwiftUI layer uses. Bodies exist only where Swift needs one to compile a
// declaration; none runs. `Tools/check-swiftui-layer.sh` type-checks the layer against it.
// Availability annotations are left out: the layer checks iOS 18 with `#available` itself.

/// `View`.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
  /// `Body`.
  associatedtype Body: View
  /// `body`.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `EmptyView`.
@available(iOS 13.0, *)
public struct EmptyView: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `init()`.
  @available(iOS 13.0, *)
  nonisolated public init() {}
}

/// `TupleView`.
@available(iOS 13.0, *)
public struct TupleView<T>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `init(_:)`.
  @available(iOS 13.0, *)
  nonisolated public init(_ value: T) {}
}

/// `_ConditionalContent`: what `if`/`else` and `switch` build.
@available(iOS 13.0, *)
public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `AnyView` (what `buildLimitedAvailability(_:)` erases to).
@available(iOS 13.0, *)
public struct AnyView: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `init(_:)`.
  @available(iOS 13.0, *)
  nonisolated public init<V>(_ view: V) where V: View {}
}

/// `ViewBuilder`.
@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
  /// `buildBlock()`.
  @available(iOS 13.0, *)
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// `buildBlock(_:)`.
  @available(iOS 13.0, *)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  /// `buildBlock(_:)` for several views.
  @available(iOS 13.0, *)
  public static func buildBlock<each Content>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)> where repeat each Content: View
  { TupleView((repeat each content)) }
  /// `buildExpression(_:)`.
  @available(iOS 13.0, *)
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: View { content }
  /// `buildIf(_:)`.
  @available(iOS 13.0, *)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }
  /// `buildEither(first:)`.
  @available(iOS 13.0, *)
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
  /// `buildEither(second:)`.
  @available(iOS 13.0, *)
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
  /// `buildLimitedAvailability(_:)`.
  @available(iOS 14.0, *)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View { AnyView(content) }
}

/// `Text`.
@available(iOS 13.0, *)
public struct Text: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `init(_:)` with a string that is not localized.
  nonisolated public init<S>(_ content: S) where S: StringProtocol {}
}

/// `Visibility`.
@available(iOS 15.0, *)
public enum Visibility: Hashable, CaseIterable {
  case automatic
  case visible
  case hidden
}
