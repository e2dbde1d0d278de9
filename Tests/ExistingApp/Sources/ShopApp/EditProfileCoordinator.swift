#if canImport(UIKit)
  import UIKit

  @MainActor
  protocol EditProfileCoordinatorDelegate: AnyObject {
    func editProfile(_ edit: EditProfileCoordinator, didSave name: String)
    func editProfileDidCancel(_ edit: EditProfileCoordinator)
  }

  /// Edits the profile's name in a sheet, with Save and Cancel. When the user swipes the sheet
  /// away, the draft is lost without a word and the Account coordinator keeps this one.
  @MainActor
  final class EditProfileCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    weak var delegate: (any EditProfileCoordinatorDelegate)?
    let name: String
    let presenter: UIViewController
    let sheet = UINavigationController()

    init(name: String, presenter: UIViewController) {
      self.name = name
      self.presenter = presenter
    }

    func start() {
      sheet.viewControllers = [EditNameViewController(coordinator: self, name: name)]
      presenter.present(sheet, animated: true)
    }

    func save(_ name: String) {
      sheet.dismiss(animated: true)
      delegate?.editProfile(self, didSave: name)
    }

    func cancel() {
      sheet.dismiss(animated: true)
      delegate?.editProfileDidCancel(self)
    }
  }

  final class EditNameViewController: UIViewController {
    weak var coordinator: EditProfileCoordinator?
    private(set) var draft: String

    init(coordinator: EditProfileCoordinator, name: String) {
      self.coordinator = coordinator
      draft = name
      super.init(nibName: nil, bundle: nil)
      title = "Your name"
    }

    required init?(coder: NSCoder) { nil }

    func textChanged(_ text: String) { draft = text }
    func saveTapped() { coordinator?.save(draft) }
    func cancelTapped() { coordinator?.cancel() }
  }
#endif
