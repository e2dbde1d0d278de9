#if canImport(UIKit)
  import UIKit

  /// The app's own coordinators, in the classic style: each keeps the coordinators it started
  /// in `childCoordinators`, and removes one when that one says it finished.
  @MainActor
  protocol Coordinator: AnyObject {
    var childCoordinators: [any Coordinator] { get set }
    func start()
  }

  extension Coordinator {
    func childDidFinish(_ child: any Coordinator) {
      childCoordinators.removeAll { $0 === child }
    }
  }
#endif
