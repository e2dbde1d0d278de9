#if canImport(UIKit)
  import ProfileFlow
  import UIKit
  import WaypointUIKit

  extension ScreenFactory {
    /// The profile editor's screen and its question, telling `flow` what the user did.
    static func editProfile(_ flow: EditProfileFlow) -> ScreenFactory {
      var screens = ScreenFactory()
      screens.register(ProfileRoute.self) { _, _ in
        EditNameViewController(flow: flow, title: "Your name")
      }
      screens.registerDialog(ProfileDialog.self) { _, _ in
        DialogText(title: "Discard your changes?", message: "Your new name will be lost.")
      }
      return screens
    }
  }

  final class EditNameViewController: FlowScreen<EditProfileFlow> {
    /// What the text field shows.
    var draft: String { flow?.draft ?? "" }

    func textChanged(_ text: String) { flow?.textChanged(text) }
    func saveTapped() { try? flow?.save() }
    func cancelTapped() { try? flow?.cancel() }
  }
#endif
