#if canImport(UIKit)
  import ShopModels
  import UIKit

  /// The Account tab: the profile, and the sheet that edits its name.
  @MainActor
  final class AccountCoordinator: Coordinator, EditProfileCoordinatorDelegate {
    let navigationController = UINavigationController()
    var childCoordinators: [any Coordinator] = []
    let store: ShopStore

    init(store: ShopStore) {
      self.store = store
    }

    func start() {
      let account = AccountViewController(store: store)
      account.coordinator = self
      navigationController.viewControllers = [account]
    }

    func editProfile() {
      let edit = EditProfileCoordinator(name: store.profileName, presenter: navigationController)
      edit.delegate = self
      childCoordinators.append(edit)
      edit.start()
    }

    func editProfile(_ edit: EditProfileCoordinator, didSave name: String) {
      store.profileName = name
      childDidFinish(edit)
    }

    func editProfileDidCancel(_ edit: EditProfileCoordinator) {
      childDidFinish(edit)
    }
  }

  /// The profile: the user's name, and Edit.
  final class AccountViewController: UIViewController {
    weak var coordinator: AccountCoordinator?
    let store: ShopStore

    init(store: ShopStore) {
      self.store = store
      super.init(nibName: nil, bundle: nil)
      title = "Account"
    }

    required init?(coder: NSCoder) { nil }

    /// The name the screen shows.
    var shownName: String { store.profileName }

    func editTapped() { coordinator?.editProfile() }
  }
#endif
