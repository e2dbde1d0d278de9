/// Which page models a page container keeps.
public enum PageModels: String, Hashable, Codable, Sendable, CaseIterable {
  /// A model for every page, made when the container enters the tree.
  case all
  /// Models for the current page and its neighbours (the pages a swipe reaches) only, as
  /// Decompose's pages make them: a page's model is made when it becomes the current page or
  /// a neighbour, and released when the user moves further away. A page that comes back gets
  /// a new model; keep what must outlive that in the page's coordinator or a store.
  case nearCurrent
}

/// A page container (a `UIPageViewController`): ordered pages and the current page.
///
/// It always has at least one page and a current index in range; its initializer and its
/// decoder refuse anything else.
public struct Pages: Hashable, Sendable {
  /// The container's identity.
  public let id: NodeID
  /// The pages, in order.
  public internal(set) var pages: [Screen]
  /// The index of the current page.
  public internal(set) var currentIndex: Int
  /// Whether paging wraps around: the page after the last is the first, the page before the
  /// first is the last, for a swipe and for ``PageSelector/next`` and
  /// ``PageSelector/previous``.
  public let wraps: Bool
  /// Which page models the navigator keeps for it.
  public let models: PageModels

  /// Creates a page container. Trees create containers for you; use this to decode or to test.
  /// - Throws: ``NavigationError/emptyContainer(_:)`` or
  ///   ``NavigationError/pageOutOfRange(_:count:)``.
  public init(
    id: NodeID, pages: [Screen], currentIndex: Int, wraps: Bool = false,
    models: PageModels = .all
  ) throws(NavigationError) {
    guard !pages.isEmpty else { throw .emptyContainer(.pages) }
    guard pages.indices.contains(currentIndex) else {
      throw .pageOutOfRange(currentIndex, count: pages.count)
    }
    self.id = id
    self.pages = pages
    self.currentIndex = currentIndex
    self.wraps = wraps
    self.models = models
  }

  /// The current page.
  public var current: Screen { pages[currentIndex] }

  /// The page before `page`; `nil` for the first page (unless it ``wraps``) or a page that is
  /// not here.
  public func page(before page: Screen) -> Screen? {
    guard let index = pages.firstIndex(of: page), let before = self.index(before: index) else {
      return nil
    }
    return pages[before]
  }

  /// The page after `page`; `nil` for the last page (unless it ``wraps``) or a page that is
  /// not here.
  public func page(after page: Screen) -> Screen? {
    guard let index = pages.firstIndex(of: page), let after = self.index(after: index) else {
      return nil
    }
    return pages[after]
  }

  /// The index after `index`: the next page's, the first's after the last when it wraps
  /// (with more than one page), else `nil`.
  public func index(after index: Int) -> Int? {
    if index + 1 < pages.count { return index + 1 }
    return wraps && pages.count > 1 ? 0 : nil
  }

  /// The index before `index`: the previous page's, the last's before the first when it wraps
  /// (with more than one page), else `nil`.
  public func index(before index: Int) -> Int? {
    if index > 0 { return index - 1 }
    return wraps && pages.count > 1 ? pages.count - 1 : nil
  }

  /// The indices of the pages whose models the navigator keeps: every page, or for
  /// ``PageModels/nearCurrent`` the current page and its neighbours.
  public var indicesWithModels: [Int] { indicesWithModels(around: currentIndex) }

  /// The indices of the pages whose models the navigator keeps while the page at `index` is
  /// the current one (see ``indicesWithModels``).
  public func indicesWithModels(around index: Int) -> [Int] {
    switch models {
    case .all: return Array(pages.indices)
    case .nearCurrent:
      var indices = [index]
      for neighbour in [self.index(before: index), self.index(after: index)] {
        if let neighbour, !indices.contains(neighbour) { indices.append(neighbour) }
      }
      return indices.sorted()
    }
  }
}

extension Pages: Codable {
  private enum CodingKeys: String, CodingKey { case id, pages, currentIndex, wraps, models }

  /// Decodes a page container; one saved without `wraps` or `models` (their defaults are not
  /// written) does not wrap and keeps every page's model.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: container.decode(NodeID.self, forKey: .id),
      pages: container.decode([Screen].self, forKey: .pages),
      currentIndex: container.decode(Int.self, forKey: .currentIndex),
      wraps: container.decodeIfPresent(Bool.self, forKey: .wraps) ?? false,
      models: container.decodeIfPresent(PageModels.self, forKey: .models) ?? .all)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(pages, forKey: .pages)
    try container.encode(currentIndex, forKey: .currentIndex)
    if wraps { try container.encode(wraps, forKey: .wraps) }
    if models != .all { try container.encode(models, forKey: .models) }
  }
}

extension Pages {
  /// The index a selector points at.
  func index(of selector: PageSelector) throws(NavigationError) -> Int {
    switch selector {
    case .index(let index):
      guard pages.indices.contains(index) else {
        throw .pageOutOfRange(index, count: pages.count)
      }
      return index
    case .route(let route):
      guard let index = pages.firstIndex(where: { $0.route == route }) else {
        throw .unknownPage(route)
      }
      return index
    case .next:
      guard let next = index(after: currentIndex) else { throw .noPageAfter }
      return next
    case .previous:
      guard let previous = index(before: currentIndex) else { throw .noPageBefore }
      return previous
    }
  }
}
