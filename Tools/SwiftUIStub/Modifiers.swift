// Part of the SwiftUI signature stub (see View.swift). Apple declares each modifier as returning
// `some View`; here it returns the view itself, which gives the same opaque signature.

extension View {
  /// `id(_:)`.
  @available(iOS 13.0, *)
  public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }

  /// `tag(_:)`.
  @available(iOS 13.0, *)
  public func tag<V>(_ tag: V) -> some View where V: Hashable { self }

  /// `tabItem(_:)`.
  @available(iOS 13.0, *)
  public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }

  /// `tabViewStyle(_:)`.
  @available(iOS 14.0, *)
  public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { self }

  /// `navigationDestination(for:destination:)`.
  @available(iOS 16.0, *)
  public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { self }

  /// `onChange(of:initial:_:)` (iOS 17).
  @available(iOS 17.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable { self }

  /// `navigationTitle(_:)` with a string that is not localized.
  @available(iOS 14.0, *)
  public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { self }

  /// `navigationBarBackButtonHidden(_:)`.
  @available(iOS 13.0, *)
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  /// `toolbar(content:)`.
  @available(iOS 14.0, *)
  public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
  where Content: ToolbarContent { self }

  /// `sheet(item:onDismiss:content:)`.
  @available(iOS 13.0, *)
  public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }

  /// `fullScreenCover(item:onDismiss:content:)`.
  @available(iOS 14.0, *)
  public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }

  /// `interactiveDismissDisabled(_:)`.
  @available(iOS 15.0, *)
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// `alert(_:isPresented:presenting:actions:)` with a `Text` title.
  @available(iOS 15.0, *)
  public func alert<A, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View { self }

  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` with a `Text`
  /// title.
  @available(iOS 15.0, *)
  public func confirmationDialog<A, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View where A: View { self }
}
