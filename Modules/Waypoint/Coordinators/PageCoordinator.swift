/// A coordinator for a page container (what UIKit apps write as a page-view coordinator): ordered pages, the
/// current page, selection by index or by value, and the page before or after a page.
///
/// Page screens belong to this coordinator: override ``Coordinator/makeModel(for:)`` to give
/// each page its model. The current page is reported through ``didShowPage(_:at:)`` after
/// every change, whether the user swiped or the code selected.
///
/// ```swift
/// let pages = PageCoordinator(pages: [Route("Pick"), Route("Weekly"), Route("Popular")])
/// try tab.start(pages, as: .push())
/// try pages.select(Route("Weekly"))
/// pages.page(after: pages.currentPage!)   // Popular; nil after the last page
/// ```
@MainActor
open class PageCoordinator: FlowCoordinator {
  /// Creates a page coordinator.
  /// - Parameters:
  ///   - pages: The pages' routes, in order.
  ///   - current: The index of the page shown first.
  ///   - wraps: Whether paging wraps around: after the last page comes the first
  ///     (``Pages/wraps``).
  ///   - models: Which page models are kept: every page's, or only the current page's and its
  ///     neighbours' (``PageModels/nearCurrent``), made as the user pages and released behind.
  public init(
    pages: [Route], current: Int = 0, wraps: Bool = false, models: PageModels = .all
  ) {
    super.init(initialContent: .pages(pages, current: current, wraps: wraps, models: models))
  }

  /// The ID of its page container: its anchor, or the root entry of the stack it was
  /// wrapped in (as a tab's flow, or presented in a stack).
  private var pagesID: NodeID? { observedContainer }

  /// Refuses a node that is neither a page container nor a stack whose root is one.
  override func flowsToEmbed(at node: Node) throws(NavigationError) -> [(FlowCoordinator, Node)] {
    guard Self.pagesID(in: node) != nil else {
      throw .wrongKind(node.id, expected: .pages, found: node.kind)
    }
    return []
  }

  override func container(observedAt node: Node) -> NodeID? { Self.pagesID(in: node) }

  private static func pagesID(in node: Node) -> NodeID? {
    switch node {
    case .pages(let pages): return pages.id
    case .stack(let stack):
      if case .pages(let pages) = stack.rootEntry { return pages.id }
      return nil
    default: return nil
    }
  }

  /// The page container as it is now; `nil` when not running.
  public var container: Pages? {
    guard let pagesID else { return nil }
    return try? navigator?.tree.pages(pagesID)
  }

  /// The route of the current page; `nil` when not running.
  public var currentPage: Route? { container?.current.route }

  /// The index of the current page; `nil` when not running.
  public var currentIndex: Int? { container?.currentIndex }

  /// The page before the page showing `route`; `nil` at the first page unless paging wraps
  /// (what a page view controller's data source answers for `viewControllerBefore`).
  public func page(before route: Route) -> Route? {
    guard let pages = container, let index = pages.pages.firstIndex(where: { $0.route == route }),
      let before = pages.index(before: index)
    else { return nil }
    return pages.pages[before].route
  }

  /// The page after the page showing `route`; `nil` at the last page unless paging wraps
  /// (what a page view controller's data source answers for `viewControllerAfter`).
  public func page(after route: Route) -> Route? {
    guard let pages = container, let index = pages.pages.firstIndex(where: { $0.route == route }),
      let after = pages.index(after: index)
    else { return nil }
    return pages.pages[after].route
  }

  /// Shows the page with this route.
  @discardableResult
  public func select(_ route: Route) throws(NavigationError) -> RequestOutcome {
    try navigate(.selectPage(.route(route), in: pagesID))
  }

  /// Shows the page at this index.
  @discardableResult
  public func select(index: Int) throws(NavigationError) -> RequestOutcome {
    try navigate(.selectPage(.index(index), in: pagesID))
  }

  /// Shows the next page: the first after the last when paging wraps. Throws
  /// ``NavigationError/noPageAfter`` on the last page otherwise.
  @discardableResult
  public func next() throws(NavigationError) -> RequestOutcome {
    try navigate(.selectPage(.next, in: pagesID))
  }

  /// Shows the previous page: the last before the first when paging wraps. Throws
  /// ``NavigationError/noPageBefore`` on the first page otherwise.
  @discardableResult
  public func previous() throws(NavigationError) -> RequestOutcome {
    try navigate(.selectPage(.previous, in: pagesID))
  }

  /// Changes the pages while they are shown (``NavigationOperation/setPages(_:in:)``): pages
  /// whose route stays keep their screen and model, the current page stays current when it
  /// is kept.
  @discardableResult
  public func setPages(_ routes: [Route]) throws(NavigationError) -> RequestOutcome {
    try navigate(.setPages(routes, in: pagesID))
  }

  /// Inserts a page showing `route` at `index` (the end for the page count).
  /// - Throws: ``NavigationError/pageOutOfRange(_:count:)`` for an index past the end, or
  ///   ``NavigationError/inactiveCoordinator(_:)`` when not running.
  @discardableResult
  public func insert(_ route: Route, at index: Int) throws(NavigationError) -> RequestOutcome {
    var routes = try currentRoutes()
    guard (0...routes.count).contains(index) else {
      throw .pageOutOfRange(index, count: routes.count)
    }
    routes.insert(route, at: index)
    return try setPages(routes)
  }

  /// Removes the page at `index`; its model is released, and the page after it shows when it
  /// was the current one (the one before it, for the last page).
  /// - Throws: ``NavigationError/pageOutOfRange(_:count:)``, or
  ///   ``NavigationError/emptyContainer(_:)`` for the only page.
  @discardableResult
  public func remove(at index: Int) throws(NavigationError) -> RequestOutcome {
    var routes = try currentRoutes()
    guard routes.indices.contains(index) else { throw .pageOutOfRange(index, count: routes.count) }
    routes.remove(at: index)
    return try setPages(routes)
  }

  /// Moves the page at `from` to `to`, keeping its screen and model.
  /// - Throws: ``NavigationError/pageOutOfRange(_:count:)`` for either index.
  @discardableResult
  public func move(from: Int, to: Int) throws(NavigationError) -> RequestOutcome {
    var routes = try currentRoutes()
    for index in [from, to] where !routes.indices.contains(index) {
      throw .pageOutOfRange(index, count: routes.count)
    }
    routes.insert(routes.remove(at: from), at: to)
    return try setPages(routes)
  }

  private func currentRoutes() throws(NavigationError) -> [Route] {
    guard let container else { throw .inactiveCoordinator(name) }
    return container.pages.map(\.route)
  }

  /// Called after the current page changed, by a swipe or by a selection, and after the pages
  /// changed (``setPages(_:)``), with the page shown then.
  open func didShowPage(_ page: Route, at index: Int) {}

  override func containerDidChange(_ step: Step) {
    let index: Int
    switch step {
    case .selectPage(let selected, _): index = selected
    case .setPages(_, _, let current): index = current
    default: return
    }
    if let pages = container, pages.pages.indices.contains(index) {
      didShowPage(pages.pages[index].route, at: index)
    }
  }
}
