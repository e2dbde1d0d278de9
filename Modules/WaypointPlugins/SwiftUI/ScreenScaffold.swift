#if canImport(SwiftUI)
  public import SwiftUI

  /// The frame every SwiftUI screen of the app shares: its model's title, content lines and
  /// message, the feature's own controls, the tab root's bar buttons, and why the last action
  /// failed, if it did.
  ///
  /// The screen models are plain classes, not observable, so the scaffold reads its model again
  /// after every action it runs: controls call their model's typed methods through the
  /// ``ScreenActionRunner`` they are given. A change made elsewhere (another window changing the
  /// bookmarks) shows when the screen is drawn again.
  ///
  /// ```swift
  /// ScreenScaffold(model: model) { run in
  ///   Button("Share") { run { try model.share() } }
  /// }
  /// ```
  public struct ScreenScaffold<Controls: View>: View {
    let model: any ScreenModel
    let lines: [String]?
    let bar: [ScreenAction]
    let controls: (ScreenActionRunner) -> Controls
    @State private var failure: String?
    @State private var revision = 0

    /// A screen of `model`.
    /// - Parameters:
    ///   - model: The screen's model.
    ///   - lines: The content lines to show instead of the model's (`[]` where the controls
    ///     show the content themselves); `nil` shows the model's.
    ///   - bar: Actions shown as toolbar buttons (a tab root's bar buttons, say).
    ///   - controls: The feature's controls; `run` runs one of the model's methods.
    public init(
      model: any ScreenModel, lines: [String]? = nil, bar: [ScreenAction] = [],
      @ViewBuilder controls: @escaping (ScreenActionRunner) -> Controls
    ) {
      self.model = model
      self.lines = lines
      self.bar = bar
      self.controls = controls
    }

    public var body: some View {
      let _ = revision  // read, so that an action's run draws the screen again
      let run = ScreenActionRunner { action in
        do {
          try action()
          failure = nil
        } catch {
          failure = String(describing: error)
        }
        revision += 1
      }
      List {
        Section {
          ForEach(lines ?? model.lines, id: \.self) { line in Text(line) }
          if let message = model.message { Text(message) }
        }
        Section { controls(run) }
        if let failure { Section { Text(failure) } }
      }
      .navigationTitle(model.title)
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          ActionButtons(actions: bar, run: run)
        }
      }
    }
  }

  /// Runs one of a screen model's methods for a control of ``ScreenScaffold``: a failure is
  /// shown on the screen, and the screen reads its model again.
  @MainActor
  public struct ScreenActionRunner {
    let run: @MainActor (() throws -> Void) -> Void

    /// Runs `action`: a model's method, which throws ``ScreenActionError`` when it fails.
    public func callAsFunction(_ action: () throws -> Void) {
      run(action)
    }
  }

  extension ScreenScaffold where Controls == ActionButtons {
    /// A screen of `model` whose controls are its declared actions that take no arguments: for
    /// the screens of a feature that draws none in SwiftUI.
    public init(declaredActionsOf model: any ScreenModel) {
      self.init(model: model) { run in ActionButtons(actions: model.actions, run: run) }
    }
  }

  /// One button per declared action without arguments, titled by its summary.
  public struct ActionButtons: View {
    let actions: [ScreenAction]
    let run: ScreenActionRunner

    /// Buttons for `actions`, each run by `run`.
    public init(actions: [ScreenAction], run: ScreenActionRunner) {
      self.actions = actions
      self.run = run
    }

    public var body: some View {
      let plain = actions.filter(\.arguments.isEmpty)
      ForEach(plain.indices, id: \.self) { index in
        Button(plain[index].summary) { run { try plain[index].perform([]) } }
      }
    }
  }
#endif
