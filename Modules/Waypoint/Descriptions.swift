// Short, readable descriptions for journals and terminals.

extension Content: CustomStringConvertible {
  public var description: String {
    switch self {
    case .screen(let route): "\(route)"
    case .stack(let entries): "stack[\(entries.map(\.description).joined(separator: ", "))]"
    case .tabs(let tabs, let selected):
      "tabs(\(tabs.enumerated().map { $0.offset == selected ? "\($0.element.name)*" : "\($0.element.name)" }.joined(separator: "|")))"
    case .pages(let routes, let current):
      "pages(\(routes.enumerated().map { $0.offset == current ? "\($0.element)*" : "\($0.element)" }.joined(separator: "|")))"
    }
  }
}

extension NavigationOperation: CustomStringConvertible {
  public var description: String {
    func on(_ id: NodeID?) -> String { id.map { " on \($0)" } ?? "" }
    switch self {
    case .push(let content, let stack): return "push \(content)\(on(stack))"
    case .pop(let stack): return "pop\(on(stack))"
    case .popTo(let entry): return "pop to \(entry)"
    case .popToRoot(let stack): return "pop to root\(on(stack))"
    case .replaceStack(let contents, let stack):
      return
        "replace stack\(on(stack)) with [\(contents.map(\.description).joined(separator: ", "))]"
    case .present(let content, let style): return "present \(style) \(content)"
    case .dismiss: return "dismiss"
    case .dismissTo(let level): return "dismiss to level \(level)"
    case .dismissAll: return "dismiss all"
    case .selectTab(let selector, let tabs): return "select tab \(selector)\(on(tabs))"
    case .selectPage(let selector, let pages): return "select page \(selector)\(on(pages))"
    case .replaceRoot(let content): return "replace root with \(content)"
    case .transition: return "transition to a planned tree"
    }
  }
}

extension TabSelector: CustomStringConvertible {
  public var description: String {
    switch self {
    case .index(let index): "\(index)"
    case .named(let name): name.rawValue
    }
  }
}

extension PageSelector: CustomStringConvertible {
  public var description: String {
    switch self {
    case .index(let index): "\(index)"
    case .route(let route): "\(route)"
    case .next: "next"
    case .previous: "previous"
    }
  }
}

extension PresentationStyle: CustomStringConvertible {
  public var description: String {
    switch self {
    case .push(let stack): stack.map { "push on \($0)" } ?? "push"
    case .present(let style, let inStack): "present \(style)\(inStack ? " in a stack" : "")"
    case .replaceRoot: "replace root"
    case .embedded(let node): "embedded at \(node)"
    }
  }
}
