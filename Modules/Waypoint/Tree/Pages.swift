/// A page container (a `UIPageViewController`): ordered pages and the current page.
///
/// It always has at least one page and a current index in range; its initializer and its
/// decoder refuse anything else.
public struct Pages: Hashable, Sendable {
  /// The container's identity.
  public let id: NodeID
  /// The pages, in order.
  public let pages: [Screen]
  /// The index of the current page.
  public internal(set) var currentIndex: Int

  /// Creates a page container. Trees create containers for you; use this to decode or to test.
  /// - Throws: ``NavigationError/emptyContainer(_:)`` or
  ///   ``NavigationError/pageOutOfRange(_:count:)``.
  public init(id: NodeID, pages: [Screen], currentIndex: Int) throws(NavigationError) {
    guard !pages.isEmpty else { throw .emptyContainer(.pages) }
    guard pages.indices.contains(currentIndex) else {
      throw .pageOutOfRange(currentIndex, count: pages.count)
    }
    self.id = id
    self.pages = pages
    self.currentIndex = currentIndex
  }

  /// The current page.
  public var current: Screen { pages[currentIndex] }

  /// The page before `page`; `nil` for the first page or a page that is not here.
  public func page(before page: Screen) -> Screen? {
    guard let index = pages.firstIndex(of: page), index > 0 else { return nil }
    return pages[index - 1]
  }

  /// The page after `page`; `nil` for the last page or a page that is not here.
  public func page(after page: Screen) -> Screen? {
    guard let index = pages.firstIndex(of: page), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }
}

extension Pages: Codable {
  private enum CodingKeys: String, CodingKey { case id, pages, currentIndex }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: container.decode(NodeID.self, forKey: .id),
      pages: container.decode([Screen].self, forKey: .pages),
      currentIndex: container.decode(Int.self, forKey: .currentIndex))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(pages, forKey: .pages)
    try container.encode(currentIndex, forKey: .currentIndex)
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
      guard currentIndex + 1 < pages.count else { throw .noPageAfter }
      return currentIndex + 1
    case .previous:
      guard currentIndex > 0 else { throw .noPageBefore }
      return currentIndex - 1
    }
  }
}
