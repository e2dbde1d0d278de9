#if os(Linux)
  public import Foundation

  /// `UIAlertAction`.
  @MainActor
  open class UIAlertAction: NSObject {
    /// `UIAlertAction.Style` (`UIAlertActionStyle`).
    public enum Style: Int, Sendable {
      case `default` = 0
      case cancel = 1
      case destructive = 2
    }

    /// `title`.
    open private(set) var title: String?
    /// `style`.
    open private(set) var style = Style.default
    private var handler: ((UIAlertAction) -> Void)?

    /// `init(title:style:handler:)`.
    public convenience init(
      title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
      self.init()
      self.title = title
      self.style = style
      self.handler = handler
    }

    /// Runs the handler, as the alert does once the user tapped this action.
    func runHandler() { handler?(self) }
  }

  /// `UIAlertController`.
  ///
  /// Reproduces (Apple, `UIAlertController`, `UIAlertAction`):
  /// - It presents itself with its own style, and UIKit raises when that style is changed
  ///   (logged).
  /// - UIKit raises on a second action of style `.cancel` (logged; the action is not added).
  /// - It is never swiped away, and calls no presentation controller delegate method.
  /// - On iPad (``UIKitSimulation/idiom``) an action sheet is presented as a popover, which
  ///   UIKit refuses to present without a `sourceView`. A tap outside it asks the presentation
  ///   controller's delegate whether it may go (`presentationControllerShouldDismiss(_:)`),
  ///   then it is dismissed, the delegate hears will-dismiss and did-dismiss, and the handler
  ///   of its cancelling action runs, if it has one (UIKit does not show that action in a
  ///   popover: the tap outside is the cancel). That order is assumed, not documented:
  ///   ``UIKitSimulation/popoverRunsHandlerBeforeDidDismiss`` swaps the last two.
  /// - A tap on an action dismisses the alert (animated), then runs the action's handler:
  ///   code in the handler may present at once.
  @MainActor
  open class UIAlertController: UIViewController {
    /// `UIAlertController.Style` (`UIAlertControllerStyle`).
    public enum Style: Int, Sendable {
      case actionSheet = 0
      case alert = 1
    }

    /// `actions`, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// `preferredStyle`.
    open private(set) var preferredStyle = Style.actionSheet
    /// `message`.
    open var message: String?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      super.modalPresentationStyle = .custom
    }

    public required init?(coder: NSCoder) { nil }

    /// `init(title:message:preferredStyle:)`.
    public convenience init(
      title: String?, message: String?, preferredStyle: UIAlertController.Style
    ) {
      self.init(nibName: nil, bundle: nil)
      self.title = title
      self.message = message
      self.preferredStyle = preferredStyle
    }

    open override var modalPresentationStyle: UIModalPresentationStyle {
      get { super.modalPresentationStyle }
      set {
        simulation.warn(
          "UIAlertController does not support modalPresentationStyle \(newValue) (NSInternalInconsistencyException)"
        )
      }
    }

    override func makePresentationController() -> UIPresentationController {
      guard preferredStyle == .actionSheet, simulation.idiom == .pad else {
        return super.makePresentationController()
      }
      return UIPopoverPresentationController(
        presentedViewController: self, presenting: presentingViewController)
    }

    /// `addAction(_:)`.
    open func addAction(_ action: UIAlertAction) {
      if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
        simulation.warn(
          "UIAlertController can only have one action with a style of UIAlertActionStyleCancel (NSInternalInconsistencyException)"
        )
        return
      }
      actions.append(action)
    }

    // MARK: The user

    /// The user taps the action titled `title` of this presented alert: the alert is
    /// dismissed, then the action's handler runs.
    /// - Returns: whether there was such an action to tap (the alert is presented and settled).
    @discardableResult
    public func userTapsAction(titled title: String) -> Bool {
      guard let action = actions.first(where: { $0.title == title }),
        let presenter = presentingViewController, presenter.presentationTransition == nil
      else { return false }
      dismiss(animated: true) { action.runHandler() }
      return true
    }

    /// `accessibilityPerformEscape()`: VoiceOver's escape taps the cancelling action, as
    /// UIKit's alert does; `false` without one.
    open override func accessibilityPerformEscape() -> Bool {
      guard let cancel = actions.first(where: { $0.style == .cancel }), let title = cancel.title
      else { return false }
      return userTapsAction(titled: title)
    }

    /// The user taps outside this action sheet's popover (iPad).
    /// - Returns: whether it went (it is a presented popover, and its delegate let it go).
    @discardableResult
    public func userTapsOutsidePopover() -> Bool {
      guard let popover = popoverPresentationController,
        let presenter = presentingViewController, presenter.presentationTransition == nil,
        popover.delegate?.presentationControllerShouldDismiss(popover) ?? true
      else { return false }
      popover.delegate?.presentationControllerWillDismiss(popover)
      let cancel = actions.first { $0.style == .cancel }
      let handlerFirst = simulation.popoverRunsHandlerBeforeDidDismiss
      dismiss(animated: true) {
        if handlerFirst { cancel?.runHandler() }
        popover.delegate?.presentationControllerDidDismiss(popover)
        if !handlerFirst { cancel?.runHandler() }
      }
      return true
    }
  }
#endif
