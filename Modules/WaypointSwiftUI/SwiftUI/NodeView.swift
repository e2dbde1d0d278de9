#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Waypoint

  /// One node of the tree: a screen, or a container with SwiftUI's own container.
  struct NodeView<ScreenView: View>: View {
    let model: SceneModel
    let node: Node
    let screen: (Waypoint.Screen) -> ScreenView

    var body: some View {
      switch node {
      case .screen(let shown): screen(shown).environment(\.waypointScreen, shown.id)
      case .stack(let stack): StackView(model: model, stack: stack.id, screen: screen)
      case .tabs(let tabs): TabsView(model: model, tabs: tabs, screen: screen)
      case .pages(let pages): PagesView(model: model, pages: pages, screen: screen)
      case .split(let split): SplitView(model: model, split: split, screen: screen)
      }
    }
  }

  /// A stack as `NavigationStack(path:)`: its root entry, then one destination per path entry,
  /// found by node ID. Rebuilt when the host asks (``SceneState/rebuilds``).
  struct StackView<ScreenView: View>: View {
    let model: SceneModel
    let stack: NodeID
    let screen: (Waypoint.Screen) -> ScreenView

    var body: some View {
      let state = model.state
      let seen = state?.revision ?? .initial
      let path = Binding<[NodeID]>(
        get: { @MainActor in model.state?.path(of: stack) ?? [] },
        set: { @MainActor value in model.host?.userSetPath(value, of: stack, seen: seen) })
      let intercepted = state?.interceptedStacks.contains(stack) == true
      if case .stack(let node)? = state?.tree.node(stack) {
        NavigationStack(path: path) {
          NodeView(model: model, node: node.rootEntry, screen: screen)
            .navigationDestination(for: NodeID.self) { id in
              if let entry = model.state?.tree.node(id) {
                NodeView(model: model, node: entry, screen: screen)
                  .backButton(intercepted: intercepted, model: model)
              }
            }
        }
        .id(state?.rebuildCount(of: stack) ?? 0)
      }
    }
  }

  extension View {
    /// Where the guards would refuse a pop, hides the system back button (which also stops
    /// the edge swipe) and shows one that asks them (``SceneHost/userTappedBack()``).
    @ViewBuilder
    func backButton(intercepted: Bool, model: SceneModel) -> some View {
      if intercepted {
        self
          .navigationBarBackButtonHidden(true)
          .toolbar {
            ToolbarItem(placement: .navigation) {
              Button("Back") { _ = try? model.host?.userTappedBack() }
            }
          }
      } else {
        self
      }
    }
  }

  /// A split container as a `NavigationSplitView`: each column's stack a `NavigationStack`
  /// of its own, and the column on top when collapsed its `preferredCompactColumn`, which
  /// SwiftUI writes when the user goes back from the root of the column on top. SwiftUI
  /// collapses it by the scene's width, which ``SceneView`` reports.
  struct SplitView<ScreenView: View>: View {
    let model: SceneModel
    let split: Split
    let screen: (Waypoint.Screen) -> ScreenView

    var body: some View {
      let id = split.id
      let seen = model.state?.revision ?? .initial
      let top = Binding<NavigationSplitViewColumn>(
        get: { @MainActor in (model.state?.compactColumn(of: id) ?? .primary).swiftUIColumn },
        set: { @MainActor value in
          model.host?.userShowedColumn(SplitColumn(value), of: id, seen: seen)
        })
      if let supplementary = split.supplementary {
        NavigationSplitView(preferredCompactColumn: top) {
          StackView(model: model, stack: split.primary.id, screen: screen)
        } content: {
          StackView(model: model, stack: supplementary.id, screen: screen)
        } detail: {
          detail
        }
      } else {
        NavigationSplitView(preferredCompactColumn: top) {
          StackView(model: model, stack: split.primary.id, screen: screen)
        } detail: {
          detail
        }
      }
    }

    /// The detail column's stack; nothing while it has none (nothing is chosen yet).
    @ViewBuilder private var detail: some View {
      if let detail = split.detail {
        StackView(model: model, stack: detail.id, screen: screen)
      }
    }
  }

  extension SplitColumn {
    /// SwiftUI's column.
    var swiftUIColumn: NavigationSplitViewColumn {
      switch self {
      case .primary: .sidebar
      case .supplementary: .content
      case .detail: .detail
      }
    }

    /// The column of SwiftUI's `column`.
    init(_ column: NavigationSplitViewColumn) {
      switch column {
      case .sidebar: self = .primary
      case .content: self = .supplementary
      default: self = .detail
      }
    }
  }

  /// A tab container as `TabView(selection:)`: one `Tab(value:)` per tab on iOS 18 and
  /// later, one tagged view per tab before. A sidebar-adaptable container has the
  /// `.sidebarAdaptable` style on iOS 18 and later (a plain tab bar before). A tap on the selected tab writes the selection
  /// too: the host takes it as a reselect.
  struct TabsView<ScreenView: View>: View {
    let model: SceneModel
    let tabs: Tabs
    let screen: (Waypoint.Screen) -> ScreenView

    var body: some View {
      let id = tabs.id
      let seen = model.state?.revision ?? .initial
      let selection = Binding<Int>(
        get: { @MainActor in model.state?.selectedTab(of: id) ?? 0 },
        set: { @MainActor value in model.host?.userSelectedTab(value, of: id, seen: seen) })
      if #available(iOS 18.0, macOS 15.0, *) {
        let view = TabView(selection: selection) {
          ForEach(tabs.tabs.indices, id: \.self) { index in
            Tab(value: index) {
              NodeView(model: model, node: tabs.tabs[index].content, screen: screen)
            } label: {
              Text(tabs.tabs[index].name.rawValue)
            }
          }
        }
        // A sidebar at regular width, a tab bar at compact width, as the tree's showsSidebar.
        if tabs.style == .sidebarAdaptable {
          view.tabViewStyle(.sidebarAdaptable)
        } else {
          view
        }
      } else {
        TabView(selection: selection) {
          ForEach(tabs.tabs.indices, id: \.self) { index in
            NodeView(model: model, node: tabs.tabs[index].content, screen: screen)
              .tabItem { Text(tabs.tabs[index].name.rawValue) }
              .tag(index)
          }
        }
      }
    }
  }

  /// A page container as a `TabView` with the `.page` style, one tagged screen per page.
  struct PagesView<ScreenView: View>: View {
    let model: SceneModel
    let pages: Pages
    let screen: (Waypoint.Screen) -> ScreenView

    var body: some View {
      let id = pages.id
      let seen = model.state?.revision ?? .initial
      let selection = Binding<Int>(
        get: { @MainActor in model.state?.currentPage(of: id) ?? 0 },
        set: { @MainActor value in model.host?.userSelectedPage(value, of: id, seen: seen) })
      TabView(selection: selection) {
        ForEach(pages.pages.indices, id: \.self) { index in
          screen(pages.pages[index]).environment(\.waypointScreen, pages.pages[index].id)
            .tag(index)
        }
      }
      .tabViewStyle(.page)
    }
  }
#endif
