#if canImport(UIKit)
  import ProfileFlow
  import ShopModels
  import UIKit
  import WaypointUIKit

  /// The Account tab: the profile, and the sheet that edits its name.
  @MainActor
  final class AccountCoordinator: Coordinator {
    let navigationController = UINavigationController()
    var childCoordinators: [any Coordinator] = []
    let store: ShopStore
    private(set) var editing: EmbeddedFlow?

    init(store: ShopStore) {
      self.store = store
    }

    func start() {
      let account = AccountViewController(store: store)
      account.coordinator = self
      navigationController.viewControllers = [account]
    }

    func editProfile() {
      let flow = EditProfileFlow(name: store.profileName)
      editing = try? EmbeddedFlow.present(
        flow, from: navigationController, screens: .editProfile(flow)
      ) { [weak self] result in
        self?.editing = nil
        if case .value(let name) = result { self?.store.profileName = name }
      }
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
