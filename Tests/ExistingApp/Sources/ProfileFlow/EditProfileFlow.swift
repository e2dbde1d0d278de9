public import Waypoint

/// The profile editor's screen.
public enum ProfileRoute: TypedRoute {
  case editName
}

/// The question the editor asks before a change would lose the new name.
public enum ProfileDialog: TypedRoute {
  case discardChanges
}

/// The answers to ``ProfileDialog/discardChanges``.
public enum DiscardChoice: String, DialogChoice {
  case discard = "Discard"
  case keep = "Keep editing"

  public var description: String { rawValue }
}

/// Edits the profile's name, in a sheet the app presents. It finishes with the new name on
/// Save. Before anything else ends it with a changed name (Cancel, the sheet swiped away), it
/// asks whether to discard the change; Keep editing leaves the sheet where it is.
///
/// It knows nothing of UIKit: its tests run it on the fakes.
public final class EditProfileFlow: TypedFlowCoordinator<ProfileRoute>, ProducesResult {
  public typealias Output = String

  /// The name when editing began.
  public let original: String
  /// The name as the user typed it so far.
  public private(set) var draft: String
  private var isSaving = false

  public init(name: String) {
    original = name
    draft = name
    super.init(showing: .editName)
  }

  public override func didStart() {
    _ = try? addGuard(named: "unsaved name") { [weak self] change in
      guard let self, change.finishes(self), !isSaving, draft != original else { return .allow }
      return .ask { [weak self] held in self?.askToDiscard(held) }
    }
  }

  public func textChanged(_ text: String) { draft = text }

  public func save() throws(NavigationError) {
    isSaving = true
    defer { isSaving = false }
    try finish(with: draft)
  }

  /// Cancel: the sheet goes, after asking when the name changed.
  public func cancel() throws(NavigationError) {
    try dismiss()
  }

  private func askToDiscard(_ held: HeldChange) {
    showDialog(DialogCoordinator<ProfileDialog, DiscardChoice>(showing: .discardChanges)) {
      if $0.value == .discard { _ = try? held.resume() } else { held.cancel() }
    }
  }
}
