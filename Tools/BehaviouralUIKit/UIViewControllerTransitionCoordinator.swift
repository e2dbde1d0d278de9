#if os(Linux)
  public import Foundation

  /// `UIViewControllerTransitionCoordinatorContext`.
  @MainActor
  public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// `isInteractive`.
    var isInteractive: Bool { get }
    /// `isCancelled`.
    var isCancelled: Bool { get }
  }

  /// `UIViewControllerTransitionCoordinator`.
  @MainActor
  public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
  {
    /// `animate(alongsideTransition:completion:)`.
    @discardableResult
    func animate(
      alongsideTransition animation: (
        (any UIViewControllerTransitionCoordinatorContext) -> Void
      )?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// `notifyWhenInteractionChanges(_:)`.
    func notifyWhenInteractionChanges(
      _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  }

  /// The coordinator of one running transition.
  ///
  /// Reproduces (Apple, `UIViewControllerTransitionCoordinator`): alongside animations run at
  /// once; completions run "after the transition completes", also when it was cancelled, with
  /// `isCancelled` set; `notifyWhenInteractionChanges` handlers run when an interactive
  /// transition stops being driven by the user (the user let go), before the completions.
  @MainActor
  final class SimulatedTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    /// Whether `notifyWhenInteractionChanges` handlers are called (a known failure turns it off).
    var notifiesInteractionChanges = true
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
      []
    private(set) var isFinished = false

    init(interactive: Bool) {
      isInteractive = interactive
      super.init()
    }

    @discardableResult
    func animate(
      alongsideTransition animation: (
        (any UIViewControllerTransitionCoordinatorContext) -> Void
      )?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      guard !isFinished else { return false }
      animation?(self)
      if let completion { completions.append(completion) }
      return true
    }

    func notifyWhenInteractionChanges(
      _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
      interactionHandlers.append(handler)
    }

    /// The user let go: `cancelled` when the transition runs back.
    func endInteraction(cancelled: Bool) {
      isInteractive = false
      isCancelled = cancelled
      let handlers = interactionHandlers
      interactionHandlers = []
      guard notifiesInteractionChanges else { return }
      for handler in handlers { handler(self) }
    }

    /// The transition is over: runs the completions once.
    func finish() {
      guard !isFinished else { return }
      isFinished = true
      let run = completions
      completions = []
      for completion in run { completion(self) }
    }
  }
#endif
