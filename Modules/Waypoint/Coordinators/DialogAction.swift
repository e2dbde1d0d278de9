/// One choice of a dialog as a host shows it: a `UIAlertAction` in UIKit, a `Button` in
/// SwiftUI's `.alert` and `.confirmationDialog`.
///
/// The host makes one per choice of the `DialogCoordinator` that shows the dialog, in the
/// order of its `choices`, titled with each choice's `description`.
public struct DialogAction: Hashable, Sendable {
  /// How a choice reads.
  public enum Role: Hashable, Sendable {
    /// An ordinary choice (`UIAlertAction.Style.default`).
    case `default`
    /// The choice that changes nothing (`.cancel`). UIKit shows one at most: a dialog's second
    /// cancelling choice is shown as an ordinary one.
    case cancel
    /// The choice that destroys something (`.destructive`).
    case destructive
  }

  /// The button's title: the choice's `description`.
  public let title: String
  /// How it reads: ``Role/default`` unless the choice is a ``DialogChoiceWithRole``.
  public let role: Role

  /// An action titled `title`, read as `role`.
  public init(title: String, role: Role = .default) {
    self.title = title
    self.role = role
  }
}

/// A dialog choice that says how its button reads (a cancelling or destructive choice).
///
/// ```swift
/// enum DiscardChoice: String, DialogChoiceWithRole {
///   case discard, keep
///   var description: String { rawValue.capitalized }
///   var role: DialogAction.Role { self == .discard ? .destructive : .cancel }
/// }
/// ```
public protocol DialogChoiceWithRole: DialogChoice {
  /// How this choice's button reads.
  var role: DialogAction.Role { get }
}

/// A dialog whatever its route and choice types: what a host needs to show its choices and to
/// answer it with the one the user picked. Every ``DialogCoordinator`` is one; a host finds it
/// with ``Navigator/coordinator(anchoredAt:)`` and the dialog modal's content ID.
@MainActor
public protocol ChoosableDialog: AnyObject {
  /// One action per choice, in order.
  var dialogActions: [DialogAction] { get }
  /// Answers the dialog with its choice at `index`.
  /// - Parameter index: The index of the choice in ``dialogActions``.
  /// - Returns: What became of the answer (held by a guard, queued, applied).
  /// - Throws: ``NavigationError/illegalStep(_:)`` for an index out of range, or what
  ///   answering the dialog throws.
  func chooseAction(at index: Int) throws(NavigationError) -> RequestOutcome
}

extension ChoosableDialog {
  /// Answers the dialog as the escape gesture does (VoiceOver's two-finger scrub, the Escape
  /// key): with its cancelling choice (``DialogAction/Role/cancel``), as a `UIAlertController`
  /// answers it with its `.cancel` action.
  /// - Returns: `false` when it has no cancelling choice, or the answer was refused.
  public func chooseEscapeAction() -> Bool {
    guard let index = dialogActions.firstIndex(where: { $0.role == .cancel }) else {
      return false
    }
    return (try? chooseAction(at: index)) != nil
  }
}

extension DialogCoordinator: ChoosableDialog {
  public var dialogActions: [DialogAction] {
    choices.map { choice in
      DialogAction(
        title: choice.description, role: (choice as? any DialogChoiceWithRole)?.role ?? .default)
    }
  }

  public func chooseAction(at index: Int) throws(NavigationError) -> RequestOutcome {
    guard choices.indices.contains(index) else {
      throw .illegalStep("\(name) has no choice at \(index)")
    }
    return try choose(choices[index])
  }
}
