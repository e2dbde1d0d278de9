/// The coordinator teams write by hand without a framework: a `childCoordinators`
/// array, a finish delegate, and finishing by filtering the array.
final class ClassicCoordinator {
  var childCoordinators: [ClassicCoordinator] = []
  weak var finishDelegate: ClassicCoordinator?

  func start(_ child: ClassicCoordinator) {
    child.finishDelegate = self
    childCoordinators.append(child)
  }

  func finish() {
    childCoordinators.removeAll()
    finishDelegate?.childDidFinish(self)
  }

  func childDidFinish(_ child: ClassicCoordinator) {
    childCoordinators = childCoordinators.filter { $0 !== child }
  }
}

/// The raw baseline for a push and a pop: an array of freshly allocated objects.
final class RawScreen {
  let id: Int
  init(id: Int) { self.id = id }
}
