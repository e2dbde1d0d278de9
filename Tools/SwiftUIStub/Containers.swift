// Part of the SwiftUI signature stub (see View.swift).

/// `NavigationStack`.
@available(iOS 16.0, *)
public struct NavigationStack<Data, Root>: View where Root: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `init(path:root:)`.
  @available(iOS 16.0, *)
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
}

/// `NavigationSplitView`.
@available(iOS 16.0, *)
public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `init(preferredCompactColumn:sidebar:content:detail:)` (iOS 17).
  @available(iOS 17.0, *)
  nonisolated public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}
  /// `init(preferredCompactColumn:sidebar:detail:)` (iOS 17).
  @available(iOS 17.0, *)
  nonisolated public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}
}

/// `NavigationSplitViewColumn` (iOS 17).
@available(iOS 17.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
  /// `sidebar`.
  public static var sidebar: NavigationSplitViewColumn { fatalError() }
  /// `content`.
  public static var content: NavigationSplitViewColumn { fatalError() }
  /// `detail`.
  public static var detail: NavigationSplitViewColumn { fatalError() }
}

/// `ForEach`.
@available(iOS 13.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `init(_:id:content:)`.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
  public var body: Never { return fatalError() }  // `return`: no builder applies
  /// `init(_:id:content:)` for tabs.
  nonisolated public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TabValue {}
}

/// `Button`.
@available(iOS 13.0, *)
public struct Button<Label>: View where Label: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  /// `init(_:action:)` with a string that is not localized.
  @available(iOS 13.0, *)
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
  /// `init(_:role:action:)` with a string that is not localized.
  @available(iOS 15.0, *)
  nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
}

/// `ButtonRole`.
@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
  /// `destructive`.
  @available(iOS 15.0, *)
  public static let destructive = ButtonRole()
  /// `cancel`.
  @available(iOS 15.0, *)
  public static let cancel = ButtonRole()
}

/// `TabView`.
@available(iOS 13.0, *)
public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `init(selection:content:)` with tagged views.
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)
  {}
  /// `init(selection:content:)` with `Tab`s (iOS 18).
  nonisolated public init<C>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}
}

/// `TabContent` (iOS 18).
@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// `TabValue`.
  associatedtype TabValue: Hashable
  /// `Body`.
  associatedtype Body: TabContent
  /// `body`.
  @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: TabContent {
  public typealias TabValue = Never
}

/// `TabContentBuilder` (iOS 18).
@available(iOS 18.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  /// `buildBlock(_:)`.
  @available(iOS 18.0, *)
  public static func buildBlock<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue {
    content
  }

  /// `TabContentBuilder.Content`.
  @available(iOS 18.0, *)
  public struct Content<C>: View where C: TabContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
}

/// `Tab` (iOS 18).
@available(iOS 18.0, *)
public struct Tab<Value, Content, Label> {}

extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
  public typealias TabValue = Value
  public var body: Never { return fatalError() }  // `return`: no builder applies
  /// `init(value:content:label:)`.
  @available(iOS 18.0, *)
  nonisolated public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {}
}

/// `TabViewStyle`.
@available(iOS 14.0, *)
public protocol TabViewStyle {}

/// `PageTabViewStyle`.
@available(iOS 14.0, *)
public struct PageTabViewStyle: TabViewStyle {
  /// `PageTabViewStyle.IndexDisplayMode`.
  @available(iOS 14.0, *)
  public struct IndexDisplayMode: Sendable {
    /// `automatic`.
    @available(iOS 14.0, *)
    public static let automatic = IndexDisplayMode()
  }
  /// `init(indexDisplayMode:)`.
  @available(iOS 14.0, *)
  nonisolated public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// `page`.
  @available(iOS 14.0, *)
  public static var page: PageTabViewStyle { PageTabViewStyle() }
}

/// `SidebarAdaptableTabViewStyle` (iOS 18).
@available(iOS 18.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// `init()`.
  @available(iOS 18.0, *)
  public init() {}
}

@available(iOS 18.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// `sidebarAdaptable` (iOS 18).
  @available(iOS 18.0, *)
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

/// `ToolbarContent`.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// `ToolbarItem`.
@available(iOS 14.0, *)
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {}

extension ToolbarItem where ID == () {
  /// `init(placement:content:)`.
  @available(iOS 14.0, *)
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {}
}

/// `ToolbarItemPlacement`.
@available(iOS 14.0, *)
public struct ToolbarItemPlacement: Sendable {
  /// `automatic`.
  @available(iOS 14.0, *)
  public static let automatic = ToolbarItemPlacement()
  /// `navigation`.
  @available(iOS 14.0, *)
  public static let navigation = ToolbarItemPlacement()
  /// `primaryAction`.
  @available(iOS 14.0, *)
  public static let primaryAction = ToolbarItemPlacement()
}

/// `ToolbarContentBuilder`.
@available(iOS 14.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
  /// `buildBlock(_:)`.
  @available(iOS 14.0, *)
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: ToolbarContent { content }
}
