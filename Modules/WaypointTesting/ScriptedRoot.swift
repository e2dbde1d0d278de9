import Testing
public import Waypoint

/// A stand-in for an app's root coordinator in a feature's tests: on start it places the flow
/// under test, then lets go of it, so the coordinator tree alone owns it (a root that kept a
/// strong reference would make ``HeadlessFlow/expectReleased(sourceLocation:)`` see a leak).
///
/// ```swift
/// let flow = HeadlessFlow(root: ScriptedRoot(starting: AuthCoordinator(...)))
/// let flow = HeadlessFlow(root: ScriptedRoot(pushing: MyPageCoordinator(...)))
/// let flow = HeadlessFlow(root: ScriptedRoot(presenting: NoteCoordinator(...)))
/// let flow = HeadlessFlow(root: ScriptedRoot { root in try! root.start(tabs, as: .replaceRoot()) })
/// ```
@MainActor
public final class ScriptedRoot: Coordinator {
  private var onStart: ((ScriptedRoot) -> Void)?

  /// Runs `onStart` once, when the navigator starts.
  public init(_ onStart: @escaping (ScriptedRoot) -> Void) {
    self.onStart = onStart
    super.init()
  }

  /// Starts `flow` as the new root.
  public convenience init(starting flow: FlowCoordinator) {
    self.init { root in Self.start(flow, as: .replaceRoot(), from: root) }
  }

  /// Places a stack with a `Home` screen as the root, then pushes `flow` onto it.
  public convenience init(pushing flow: FlowCoordinator, onto home: Route = Route("Home")) {
    self.init { root in
      guard Self.place(home, in: root) else { return }
      Self.start(flow, as: .push(), from: root)
    }
  }

  /// Places a stack with a `Home` screen as the root, then presents `flow` over it in a stack
  /// of its own, as a sheet unless `style` says otherwise.
  public convenience init(
    presenting flow: FlowCoordinator, over home: Route = Route("Home"), style: ModalStyle = .sheet
  ) {
    self.init { root in
      guard Self.place(home, in: root) else { return }
      Self.start(flow, as: .present(style), from: root)
    }
  }

  public override func didStart() {
    let onStart = self.onStart
    self.onStart = nil
    onStart?(self)
  }

  private static func place(_ home: Route, in root: ScriptedRoot) -> Bool {
    do {
      try root.navigate(.replaceRoot(.stack([.screen(home)])))
      return true
    } catch {
      Issue.record("ScriptedRoot could not place \(home): \(error)")
      return false
    }
  }

  private static func start(
    _ flow: FlowCoordinator, as style: PresentationStyle, from root: ScriptedRoot
  ) {
    do {
      try root.start(flow, as: style)
    } catch {
      Issue.record("ScriptedRoot could not start \(flow.name): \(error)")
    }
  }
}
