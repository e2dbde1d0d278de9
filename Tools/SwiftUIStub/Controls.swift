// Part of the SwiftUI signature stub (see View.swift): the lists and controls the reference
// app's screens use (Modules/AppNavigation, the features, Tools/ReadingAppiOS).

/// `List`.
@available(iOS 13.0, *)
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  /// `init(content:)`.
  @available(iOS 13.0, *)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// `Section`.
@available(iOS 13.0, *)
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent == EmptyView, Content: View, Footer == EmptyView {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `init(content:)`.
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// `TextField`.
@available(iOS 13.0, *)
public struct TextField<Label>: View where Label: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  /// `init(_:text:)` with a title that is not localized.
  @available(iOS 13.0, *)
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

/// `SecureField`.
@available(iOS 13.0, *)
public struct SecureField<Label>: View where Label: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  /// `init(_:text:)` with a title that is not localized.
  @available(iOS 13.0, *)
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}
