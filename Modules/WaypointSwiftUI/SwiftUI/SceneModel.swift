#if canImport(SwiftUI) && canImport(UIKit)
  public import Observation
  import SwiftUI
  import Waypoint

  /// The SwiftUI layer's renderer: the observable state the views read, changed by the host
  /// in one `withTransaction` per change, whose animation completion tells the host.
  @MainActor
  @Observable
  public final class SceneModel: SceneRenderer {
    /// Where the bindings send SwiftUI's writes.
    @ObservationIgnored public weak var host: SceneHost?
    /// The state the views read.
    public private(set) var state: SceneState?

    /// Creates a model; a ``SceneHost`` made over it becomes its host.
    public init() {}

    public func render(
      _ state: SceneState, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      var transaction = Transaction(animation: animated ? .default : nil)
      transaction.disablesAnimations = !animated
      // SwiftUI runs it once the transaction's animations are logically complete, and right
      // after `withTransaction` when nothing animates: the host then goes on in a main-actor
      // job, after the update in progress, so no binding changes twice in one update.
      transaction.addAnimationCompletion(criteria: .logicallyComplete) {
        Task { @MainActor in completion() }
      }
      withTransaction(transaction) { self.state = state }
    }

    public func afterUpdate(_ body: @escaping @MainActor () -> Void) {
      // A job on the main actor runs after the update that is in progress: no timer.
      Task { @MainActor in body() }
    }
  }
#endif
