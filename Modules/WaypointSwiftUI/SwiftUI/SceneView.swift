#if canImport(SwiftUI) && canImport(UIKit)
  public import SwiftUI
  public import Waypoint

  /// Shows a ``SceneModel``'s state with SwiftUI's containers: the root and, over it, each
  /// modal level as a sheet, a full-screen cover, an alert or a confirmation dialog. Every
  /// binding it builds names what it was built for and the state's revision, and sends
  /// SwiftUI's writes to the model's host.
  ///
  /// It reports the scene's horizontal size class to the host as the tree's width
  /// (``SceneHost/userChangedWidth(to:)``), when it first shows and whenever it changes, so
  /// splits collapse and expand with the window.
  public struct SceneView<ScreenView: View>: View {
    let model: SceneModel
    let screen: (Waypoint.Screen) -> ScreenView
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// A view of `model`'s state whose screens `screen` makes.
    /// - Parameters:
    ///   - model: The renderer of a ``SceneHost``.
    ///   - screen: Makes the view of one screen (its route, and its node ID for its model).
    public init(
      model: SceneModel, @ViewBuilder screen: @escaping (Waypoint.Screen) -> ScreenView
    ) {
      self.model = model
      self.screen = screen
    }

    public var body: some View {
      LevelView(model: model, level: -1, screen: screen)
        .environment(\.waypointFocusRequest, model.focusRequest)
        .environment(
          \.waypointFocusReporter,
          FocusReporter { [weak model] element, screen in
            model?.host?.userFocused(element, on: screen)
          }
        )
        .onChange(of: sizeClass, initial: true) { _, width in
          model.host?.userChangedWidth(to: width == .regular ? .regular : .compact)
        }
    }
  }

  /// The root (`level` -1) or a modal level's content, with the next level presented over it.
  struct LevelView<ScreenView: View>: View {
    let model: SceneModel
    let level: Int
    let screen: (Waypoint.Screen) -> ScreenView

    var body: some View {
      if let state = model.state,
        let node = level < 0 ? state.tree.root : state.modal(at: level)?.content
      {
        NodeView(model: model, node: node, screen: screen)
          // VoiceOver's escape goes back or dismisses through the guards.
          .accessibilityAction(.escape) { _ = model.host?.userEscaped() }
          .presenting(level + 1, of: state, model: model, screen: screen)
      }
    }
  }

  extension View {
    /// Presents the modal level `level` of `state` over this view, in the modifier of its
    /// style; the other modifiers' bindings read `nil`.
    func presenting<ScreenView: View>(
      _ level: Int, of state: SceneState, model: SceneModel,
      screen: @escaping (Waypoint.Screen) -> ScreenView
    ) -> some View {
      let item = state.modal(at: level)
      let seen = state.revision
      let binding = { (style: ModalStyle) in
        Binding<ModalItem?>(
          get: { @MainActor in
            model.state?.modal(at: level).flatMap { $0.style == style ? $0 : nil }
          },
          set: { @MainActor value in
            guard value == nil, let item, item.style == style else { return }
            model.host?.userDismissed(modal: item.content.id, seen: seen)
          })
      }
      let isPresented = { (style: ModalStyle) in
        Binding<Bool>(
          get: { @MainActor in model.state?.modal(at: level)?.style == style },
          set: { @MainActor value in
            guard !value, let item, item.style == style else { return }
            model.host?.userDismissed(modal: item.content.id, seen: seen)
          })
      }
      let title = Text(item?.content.visibleScreen.route.name ?? "")
      return
        self
        .sheet(item: binding(.sheet)) { item in
          LevelView(model: model, level: item.level, screen: screen)
            .interactiveDismissDisabled(state.lockedModals.contains(item.content.id))
            .accessibilityAddTraits(.isModal)
        }
        .fullScreenCover(item: binding(.fullScreen)) { item in
          LevelView(model: model, level: item.level, screen: screen)
            .accessibilityAddTraits(.isModal)
        }
        .alert(title, isPresented: isPresented(.alert), presenting: item) { item in
          DialogButtons(model: model, modal: item.content.id)
        }
        .confirmationDialog(
          title, isPresented: isPresented(.confirmationDialog), titleVisibility: .visible,
          presenting: item
        ) { item in
          DialogButtons(model: model, modal: item.content.id)
        }
    }
  }

  /// One button per choice of the dialog `modal`; a tap answers it through the host.
  struct DialogButtons: View {
    let model: SceneModel
    let modal: NodeID

    var body: some View {
      let actions = model.host?.dialogActions(modal) ?? []
      ForEach(actions.indices, id: \.self) { index in
        Button(actions[index].title, role: Self.role(actions[index].role)) {
          model.host?.userChose(index, inDialog: modal)
        }
      }
    }

    static func role(_ role: DialogAction.Role) -> ButtonRole? {
      switch role {
      case .default: nil
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
