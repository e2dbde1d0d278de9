import Foundation
import Testing

@testable import Waypoint

/// A split container: columns side by side at regular width, one stack at compact width, and
/// no node moving when the width changes.
@MainActor
@Suite struct SplitTests {
  /// `Bookmarks` in the primary column, `Article` in the detail column. Computed, not stored:
  /// a stored global's boxes would be reported by LeakSanitizer.
  static var listAndArticle: Content {
    .split(
      primary: .screen(route("Bookmarks")), detail: .screen(route("Article")))
  }

  @Test func sideBySideEveryColumnShowsAndTheDetailIsFocused() throws {
    let tree = try NavigationTree(root: Self.listAndArticle, widthClass: .regular)
    let split = try #require(tree.visibleSplit)
    #expect(!split.isCollapsed)
    #expect(split.columns == [.primary, .detail])
    #expect(tree.visibleScreen.route == route("Article"))
    #expect(tree.visibleStack?.id == split.detail?.id)
    let bookmarks = split.primary.top.id
    #expect(tree.lifecycle(of: bookmarks) == .visible, "shown beside the detail")
    #expect(tree.lifecycle(of: tree.visibleScreen.id) == .active)
    #expect(Set(tree.shownStacks.map(\.id)) == Set(split.stacks.map(\.id)))
    #expect(tree.visibleStackNames == ["Article"])
  }

  @Test func collapsedTheDetailStackFollowsThePrimarysAsOneStack() throws {
    var tree = try NavigationTree(root: Self.listAndArticle, widthClass: .regular)
    let before = try #require(tree.visibleSplit)
    let change = try tree.perform(.resize(.compact))
    #expect(change.steps == [.resize(.compact)])
    #expect(change.removed.isEmpty, "collapsing moves no node")
    let split = try #require(tree.visibleSplit)
    #expect(split.isCollapsed)
    #expect(split.compactColumn == .detail)
    #expect(split.primary == before.primary)
    #expect(split.detail == before.detail)
    #expect(tree.visibleStackNames == ["Bookmarks", "Article"])
    #expect(tree.lifecycle(of: split.primary.top.id) == .hidden, "under the detail")
    #expect(tree.shownStacks.map(\.id) == [split.detail?.id])
    try tree.perform(.resize(.regular))
    #expect(tree.visibleSplit == before, "expanding shows each column as it was")
  }

  @Test func backFromTheDetailsRootShowsThePrimaryAndKeepsTheDetailForTheNextExpansion()
    throws
  {
    var tree = try NavigationTree(root: Self.listAndArticle)
    let article = tree.visibleScreen.id
    let gesture = try tree.backTap()
    let split = try #require(tree.visibleSplit)
    #expect(gesture == .backToColumn(.primary, in: split.id))
    let steps = try tree.userSteps(for: gesture)
    #expect(steps == [.showColumn(.primary, in: split.id)])
    try tree.apply(steps: steps)
    #expect(tree.visibleStackNames == ["Bookmarks"])
    #expect(tree.contains(article), "the detail stays, hidden")
    #expect(tree.lifecycle(of: article) == .hidden)
    #expect(throws: NavigationError.cannotPopRoot(split.primary.id)) { try tree.backTap() }
    try tree.perform(.resize(.regular))
    #expect(tree.visibleScreen.id == article, "shown in the detail column again")
  }

  @Test func aPopAtTheRootOfTheColumnOnTopGoesBackAsTheBackButtonDoes() throws {
    var tree = try NavigationTree(root: Self.listAndArticle)
    let split = try #require(tree.visibleSplit)
    let change = try tree.perform(.pop())
    #expect(change.steps == [.showColumn(.primary, in: split.id)], "the article stays, hidden")
    #expect(tree.visibleStackNames == ["Bookmarks"])
    #expect(throws: NavigationError.cannotPopRoot(split.primary.id)) { try tree.perform(.pop()) }

    var wide = try NavigationTree(root: Self.listAndArticle, widthClass: .regular)
    let detail = try #require(wide.visibleSplit?.detail?.id)
    #expect(throws: NavigationError.cannotPopRoot(detail), "side by side the list shows already") {
      try wide.perform(.pop())
    }
  }

  @Test func backPopsTheColumnOnTopFirstAndInEitherColumnSideBySide() throws {
    var tree = try NavigationTree(root: Self.listAndArticle)
    try tree.perform(.push(.screen(route("Related"))))
    #expect(tree.visibleStackNames == ["Bookmarks", "Article", "Related"])
    let split = try #require(tree.visibleSplit)
    let detail = try #require(split.detail)
    #expect(try tree.backTap() == .backButton(stack: detail.id, to: detail.rootEntry.id))
    try tree.perform(.resize(.regular))
    // Side by side, the primary column's back button works too.
    var regular = tree
    try regular.perform(.push(.screen(route("Folder")), onto: split.primary.id))
    let folderBack = Gesture.backButton(stack: split.primary.id, to: split.primary.top.id)
    #expect(
      try regular.userSteps(for: folderBack) == [
        .pop(to: split.primary.top.id, in: split.primary.id)
      ])
    // Collapsed, only the column on top is shown: its stack alone takes back.
    try regular.perform(.resize(.compact))
    #expect(throws: NavigationError.notVisible(split.primary.id)) {
      try regular.userSteps(for: folderBack)
    }
    #expect(throws: NavigationError.self) {
      try regular.userSteps(for: .backToColumn(.primary, in: split.id))  // Related is above
    }
  }

  @Test func settingTheDetailReplacesItsStackAndBringsItOnTop() throws {
    var tree = try NavigationTree(root: .split(primary: .screen(route("Bookmarks"))))
    let split = try #require(tree.visibleSplit)
    #expect(split.detail == nil)
    #expect(tree.visibleStackNames == ["Bookmarks"])
    try tree.perform(.setColumn(.detail, to: .screen(route("A")), in: nil))
    let first = try #require(tree.visibleSplit?.detail)
    #expect(tree.visibleStackNames == ["Bookmarks", "A"])
    try tree.perform(.showColumn(.primary))
    let change = try tree.perform(.setColumn(.detail, to: .screen(route("B"))))
    #expect(change.removed.map(\.node.id) == [first.id])
    #expect(tree.visibleStackNames == ["Bookmarks", "B"])
    try tree.perform(.setColumn(.detail, to: nil))
    #expect(tree.visibleSplit?.detail == nil)
    #expect(tree.visibleSplit?.compactColumn == .primary)
    #expect(try tree.perform(.setColumn(.detail, to: nil)).steps.isEmpty)
  }

  @Test func badRequestsAreRefusedAndChangeNothing() throws {
    var tree = try NavigationTree(root: .split(primary: .screen(route("List"))))
    let split = try #require(tree.visibleSplit)
    let before = tree
    #expect(throws: NavigationError.cannotRemovePrimaryColumn(split.id)) {
      try tree.perform(.setColumn(.primary, to: nil))
    }
    #expect(throws: NavigationError.noColumn(.detail, in: split.id)) {
      try tree.perform(.showColumn(.detail))
    }
    #expect(throws: NavigationError.misplaced(.tabs, in: .column)) {
      try tree.perform(.setColumn(.detail, to: .tabs([.init("A", .screen(route("A")))])))
    }
    #expect(throws: NavigationError.misplaced(.split, in: .stackEntry)) {
      try tree.perform(.push(Self.listAndArticle))
    }
    #expect(throws: NavigationError.misplaced(.split, in: .column)) {
      try tree.perform(.setColumn(.detail, to: Self.listAndArticle))
    }
    #expect(throws: NavigationError.wrongKind(split.primary.id, expected: .split, found: .stack)) {
      try tree.perform(.showColumn(.primary, in: split.primary.id))
    }
    let screen = Node.screen(Screen(id: NodeID(rawValue: 900), route: route("X")))
    #expect(throws: NavigationError.misplaced(.screen, in: .column)) {
      try tree.apply(.setColumn(.detail, in: split.id, to: screen))
    }
    #expect(tree == before)
    #expect(throws: NavigationError.noVisibleContainer(.split)) {
      var plain = try NavigationTree(root: .stack([.screen(route("Home"))]))
      try plain.perform(.showColumn(.primary))
    }
  }

  @Test func aSplitStandsAtTheRootInATabOrInAModalOnly() throws {
    let inTab = try NavigationTree(root: .tabs([.init("Bookmarks", Self.listAndArticle)]))
    #expect(inTab.visibleSplit != nil)
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    try tree.perform(.present(Self.listAndArticle))
    #expect(tree.visibleStackNames == ["Bookmarks", "Article"])
    let split = try #require(tree.visibleSplit)
    // From outside, a split entering a stack is refused like any misplaced node.
    let before = tree
    #expect(throws: NavigationError.misplaced(.split, in: .stackEntry)) {
      try tree.apply(.push(.split(split), onto: try #require(tree.root.stackID)))
    }
    #expect(tree == before)
  }

  @Test func aTreeSavedAndDecodedKeepsItsSplitAndWidthAndADecodedMismatchIsRefused() throws {
    var tree = try NavigationTree(root: Self.listAndArticle, widthClass: .regular)
    try tree.perform(.push(.screen(route("Folder")), onto: tree.visibleSplit?.primary.id))
    let data = try JSONEncoder().encode(tree)
    let decoded = try JSONDecoder().decode(NavigationTree.self, from: data)
    #expect(decoded == tree)
    #expect(decoded.widthClass == .regular)
    var json = try #require(String(data: data, encoding: .utf8))
    json = json.replacingOccurrences(
      of: "\"widthClass\":\"regular\"", with: "\"widthClass\":\"compact\"")
    #expect(throws: NavigationError.self) {
      try JSONDecoder().decode(NavigationTree.self, from: Data(json.utf8))
    }
  }

  @Test func thePlannerReachesATreeWithAnotherWidthAndOtherColumns() throws {
    let start = try NavigationTree(root: Self.listAndArticle)
    var target = start
    try target.perform(.resize(.regular))
    try target.perform(.setColumn(.detail, to: .stack([.screen(route("B")), .screen(route("C"))])))
    try target.perform(.push(.screen(route("Folder")), onto: target.visibleSplit?.primary.id))
    var current = start
    let change = try current.perform(.transition(to: target))
    #expect(current == target)
    #expect(change.steps.first == .resize(.regular))
    #expect(
      change.steps.contains { if case .setColumn(.detail, _, _) = $0 { true } else { false } })
    // And on: collapsed, without the detail, the primary popped.
    var later = target
    try later.perform(.resize(.compact))
    try later.perform(.setColumn(.detail, to: nil))
    try later.perform(.popToRoot(stack: later.visibleSplit?.primary.id))
    var planned = target
    let steps = try planned.perform(.transition(to: later)).steps
    #expect(planned == later)
    #expect(steps.first == .resize(.compact))
    // A node that left cannot come back through a plan.
    #expect(throws: NavigationError.self) { try planned.perform(.transition(to: start)) }
  }

  @Test func seededRandomOperationsKeepEverySplitRule() throws {
    for seed in UInt64(1)...6 {
      var random = SeededGenerator(seed: seed)
      var tree = try NavigationTree(
        root: .tabs([
          .init("Bookmarks", Self.listAndArticle), .init("Home", .stack([.screen(route("Home"))])),
        ]))
      for step in 0..<400 {
        let operation: NavigationOperation =
          switch Int.random(in: 0..<9, using: &random) {
          case 0: .resize(Bool.random(using: &random) ? .compact : .regular)
          case 1: .setColumn(.detail, to: .screen(route("D\(step)")))
          case 2: .setColumn(Bool.random(using: &random) ? .detail : .supplementary, to: nil)
          case 3: .setColumn(.supplementary, to: .screen(route("S\(step)")))
          case 4: .push(.screen(route("P\(step)")))
          case 5: .pop()
          case 6: .selectTab(.index(Int.random(in: 0..<2, using: &random)))
          case 7: .showColumn(SplitColumn.allCases.randomElement(using: &random)!)
          default: .present(Self.listAndArticle)
          }
        let before = tree
        do {
          let change = try tree.perform(operation)
          if case .resize = operation {
            #expect(change.removed.isEmpty, "seed \(seed) step \(step): a resize removed nodes")
          }
          if let gesture = try? tree.backTap() {
            var copy = tree
            try copy.apply(steps: try tree.userSteps(for: gesture))
            try copy.validate()
          }
        } catch {
          #expect(tree == before, "seed \(seed) step \(step): \(operation) refused half-applied")
        }
        try tree.validate()
        tree.forEachNode { node in
          guard case .split(let split) = node else { return }
          #expect(split.isCollapsed == (tree.widthClass == .compact))
          #expect(split.column(split.compactColumn) != nil)
          let collapsed = split.collapsedEntries.map(\.id)
          #expect(collapsed.starts(with: split.primary.entries.array.map(\.id)))
        }
        // The planner reaches the tree from where it was, whatever changed.
        var planned = before
        try planned.perform(.transition(to: tree))
        #expect(planned == tree, "seed \(seed) step \(step): planned \(operation)")
      }
    }
  }
}

/// A split in a running navigator: flows in its columns, models, and gestures from the host.
@MainActor
@Suite struct SplitNavigatorTests {
  @Test func aFlowShownInTheDetailHandsItToTheNextAndItsModelsAreReleased() throws {
    let (navigator, host, root) = makeNavigator(root: .split(primary: .screen(route("List"))))
    let first = ScreenFlow("Article")
    try root.start(first, as: .column(.detail))
    #expect(navigator.tree.visibleStackNames == ["List", "Article"])
    weak let firstModel = navigator.model(for: navigator.tree.visibleScreen.id)
    #expect(firstModel != nil)
    let next = TextFlow("Other")
    var results: [FlowResult<String>] = []
    first.start(next, as: .column(.detail)) { results.append($0) }
    #expect(first.finishReason == .replaced)
    #expect(next.parent === root, "the replaced flow's parent, not the finished flow")
    #expect(firstModel == nil)
    #expect(navigator.tree.visibleStackNames == ["List", "Other"])
    try next.finish(with: "read")
    #expect(results == [.value("read")])
    #expect(navigator.tree.visibleSplit?.detail == nil, "finishing the flow clears its column")
    #expect(navigator.tree.visibleStackNames == ["List"])
    #expect(host.rendered == navigator.tree)
    #expect(host.mismatches.isEmpty)
  }

  @Test func theHostsResizeAndBackKeepEveryModelAndNoGuardCanStopTheResize() throws {
    let (navigator, host, root) = makeNavigator(root: .split(primary: .screen(route("List"))))
    try root.start(ScreenFlow("Article"), as: .column(.detail))
    let article = navigator.tree.visibleScreen.id
    weak let model = navigator.model(for: article)
    navigator.addGuard(named: "no") { _ in .veto("never") }
    try host.resize(to: .regular)
    #expect(navigator.tree.widthClass == .regular)
    #expect(navigator.tree.visibleSplit?.isCollapsed == false)
    #expect(navigator.lifecycle(of: navigator.tree.visibleSplit!.primary.top.id) == .visible)
    try host.resize(to: .compact)
    #expect(navigator.tree.visibleStackNames == ["List", "Article"])
    #expect(model != nil, "no model was released by resizing")
    #expect(host.rendered == navigator.tree)
    // Back is a gesture like any other: the guard stops it.
    let verdict = try host.tapBack()
    #expect(!verdict.isAllowed)
    #expect(navigator.tree.visibleStackNames == ["List", "Article"])
  }

  @Test func sideBySideEachColumnsBackButtonPopsItsOwnStack() throws {
    let (navigator, host, root) = makeNavigator(root: .split(primary: .screen(route("List"))))
    try root.navigate(.push(.screen(route("Folder"))))
    try root.start(ScreenFlow("Article"), as: .column(.detail))
    try host.resize(to: .regular)
    #expect(throws: NavigationError.cannotPopRoot(navigator.tree.visibleSplit!.detail!.id)) {
      try host.tapBack(in: .detail)
    }
    try host.tapBack(in: .primary)
    #expect(navigator.tree.visibleSplit?.primary.entries.count == 1)
    #expect(navigator.tree.visibleScreen.route == route("Article"), "the detail stays")
    try host.resize(to: .compact)
    // Collapsed, the primary is hidden under the article: its back button is not shown.
    try root.navigate(
      .push(.screen(route("Folder")), onto: navigator.tree.visibleSplit!.primary.id))
    #expect(throws: NavigationError.notVisible(navigator.tree.visibleSplit!.primary.id)) {
      try host.tapBack(in: .primary)
    }
    #expect(host.rendered == navigator.tree)
  }

  @Test func anEdgeSwipeFromTheDetailsRootShowsThePrimary() throws {
    let (navigator, host, root) = makeNavigator(root: .split(primary: .screen(route("List"))))
    try root.start(ScreenFlow("Article"), as: .column(.detail))
    try host.edgeSwipe(completed: false)
    #expect(navigator.tree.visibleStackNames == ["List", "Article"])
    try host.edgeSwipe()
    #expect(navigator.tree.visibleStackNames == ["List"])
    #expect(navigator.tree.visibleSplit?.detail != nil)
    #expect(host.rendered == navigator.tree)
  }
}

/// A tab bar that becomes a sidebar at regular width and a tab bar again at compact width.
@MainActor
@Suite struct SidebarTabsTests {
  static var tabs: Content {
    .tabs(
      [
        .init("Today", .stack([.screen(route("Today"))])),
        .init("Bookmarks", SplitTests.listAndArticle),
      ],
      selected: 1, style: .sidebarAdaptable)
  }

  @Test func anAdaptableTabBarIsASidebarAtRegularWidthAndKeepsItsSelection() throws {
    var tree = try NavigationTree(root: Self.tabs)
    #expect(tree.visibleTabs?.showsSidebar == false)
    let change = try tree.perform(.resize(.regular))
    #expect(change.removed.isEmpty)
    #expect(tree.visibleTabs?.showsSidebar == true)
    #expect(tree.visibleTabs?.selected.name == "Bookmarks")
    #expect(tree.outline.hasPrefix("tabs#1 (Today | Bookmarks*) sidebar"))
    try tree.perform(.resize(.compact))
    #expect(tree.visibleTabs?.showsSidebar == false)
    // A plain tab bar stays one at every width.
    var plain = try NavigationTree(
      root: .tabs([.init("A", .screen(route("A")))]), widthClass: .regular)
    #expect(plain.visibleTabs?.showsSidebar == false)
    try plain.perform(.resize(.compact))
    try plain.perform(.resize(.regular))
    #expect(plain.visibleTabs?.showsSidebar == false)
  }

  @Test func theStyleIsSavedAndADecodedSidebarThatDoesNotFollowTheWidthIsRefused() throws {
    let tree = try NavigationTree(root: Self.tabs, widthClass: .regular)
    let data = try JSONEncoder().encode(tree)
    #expect(try JSONDecoder().decode(NavigationTree.self, from: data) == tree)
    let json = try #require(String(data: data, encoding: .utf8))
    let wrong = json.replacingOccurrences(
      of: "\"showsSidebar\":true", with: "\"showsSidebar\":false")
    #expect(wrong != json)
    #expect(throws: NavigationError.widthMismatch(tree.root.id, width: .regular)) {
      try JSONDecoder().decode(NavigationTree.self, from: Data(wrong.utf8))
    }
    // A tab bar saved before styles existed reads as one.
    let plain = try NavigationTree(root: .tabs([.init("A", .screen(route("A")))]))
    let old = try #require(String(data: try JSONEncoder().encode(plain), encoding: .utf8))
    #expect(!old.contains("style"))
    #expect(try JSONDecoder().decode(NavigationTree.self, from: Data(old.utf8)) == plain)
  }

  @Test func theTabCoordinatorTakesTheStyle() throws {
    let tabs = TabCoordinator(
      tabs: [("A", ScreenFlow("A")), ("B", ScreenFlow("B"))], style: .sidebarAdaptable)
    let (navigator, host, root) = makeNavigator()
    try root.start(tabs, as: .replaceRoot())
    try host.resize(to: .regular)
    #expect(navigator.tree.visibleTabs?.showsSidebar == true)
    #expect(tabs.container?.style == .sidebarAdaptable)
  }
}
