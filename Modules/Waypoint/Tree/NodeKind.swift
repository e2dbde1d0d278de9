/// A kind of node, as errors name it.
public enum NodeKind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A screen.
  case screen
  /// A navigation stack.
  case stack
  /// A tab container.
  case tabs
  /// A page container.
  case pages
  /// A split container.
  case split

  public var description: String {
    switch self {
    case .screen: "screen"
    case .stack: "stack"
    case .tabs: "tab container"
    case .pages: "page container"
    case .split: "split container"
    }
  }
}

/// Where content stands in a tree, as errors name it; it decides which kinds may stand there.
public enum Placement: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The tree's root.
  case root
  /// The content of a modal.
  case modal
  /// The content of a tab.
  case tab
  /// An entry of a stack.
  case stackEntry
  /// A page of a page container.
  case page
  /// A column of a split container.
  case column

  public var description: String {
    switch self {
    case .root: "the root"
    case .modal: "a modal"
    case .tab: "a tab"
    case .stackEntry: "a stack"
    case .page: "a page container"
    case .column: "a split's column"
    }
  }
}
