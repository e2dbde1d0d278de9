import Testing
import Waypoint
import WaypointTesting
import WaypointUIKit
import WaypointUIKitTesting

enum ConfirmRoute: TypedRoute {
  case discard
}

enum DiscardChoice: String, DialogChoiceWithRole {
  case discard, keep
  var description: String { self == .discard ? "Discard" : "Keep" }
  var role: DialogAction.Role { self == .discard ? .destructive : .cancel }
}

/// Dialogs on the host core: presented as modals that cannot be swiped down, with one action
/// per choice; a tap answers the dialog coordinator.
@MainActor
@Suite struct DialogOnFakesTests {
  final class Results {
    var values: [FlowResult<DiscardChoice>] = []
  }

  func showingDialog(_ style: ModalStyle = .alert, animates: Bool = false) throws
    -> (NavigatorHarness, DialogCoordinator<ConfirmRoute, DiscardChoice>, Results)
  {
    let app = NavigatorHarness(.screens("Home"), animates: animates)
    let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
    let results = Results()
    app.root.showDialog(dialog, style: style) { results.values.append($0) }
    app.window.animator.finishAnimations()
    return (app, dialog, results)
  }

  @Test(arguments: [ModalStyle.alert, .confirmationDialog])
  func aDialogShowsOneActionPerChoiceAndCannotBeSwipedDown(_ style: ModalStyle) throws {
    let (app, _, results) = try showingDialog(style)
    let shown = try #require(app.window.presenter.presented.last)
    #expect(shown.style == style)
    #expect(
      shown.actions == [
        DialogAction(title: "Discard", role: .destructive),
        DialogAction(title: "Keep", role: .cancel),
      ])
    app.window.presenter.swipeDown()
    #expect(app.window.presenter.presented.count == 1)
    #expect(app.tree.modals.count == 1)
    #expect(results.values.isEmpty)
    app.expectInSync()
  }

  @Test(arguments: [DiscardChoice.discard, .keep])
  func tappingAnActionAnswersTheDialogCoordinator(_ choice: DiscardChoice) throws {
    let (app, dialog, results) = try showingDialog(animates: true)
    let dismissals = app.window.calls.filter { if case .dismiss = $0 { true } else { false } }
    app.window.presenter.tapAction(titled: choice.description)
    #expect(results.values.isEmpty, "the handler runs once the alert is gone")
    app.window.animator.finishAnimations()
    #expect(results.values == [.value(choice)])
    #expect(!dialog.isActive)
    #expect(app.tree.modals.isEmpty)
    #expect(
      app.window.calls.filter { if case .dismiss = $0 { true } else { false } } == dismissals,
      "the alert dismissed itself: the host made no call")
    app.expectInSync()
  }

  @Test func aChoiceTheGuardsRefuseShowsTheDialogAgain() throws {
    let (app, dialog, results) = try showingDialog()
    _ = ScriptedGuard(.veto, on: app.navigator) { $0.finishes(dialog) }
    let id = app.tree.modals[0].content.id
    app.window.presenter.tapAction(titled: "Discard")
    #expect(app.lastIsVeto(by: "unsaved changes"))
    #expect(results.values.isEmpty)
    #expect(dialog.isActive)
    #expect(app.window.calls.filter { $0 == .present(id) }.count == 2, "presented again")
    app.expectInSync()
  }

  /// The user's choice waits behind a running transaction; when it runs, a guard refuses it.
  /// UIKit has already dismissed the alert, so the host shows it again: the dialog is still
  /// the navigator's, and the user must be able to answer it.
  @Test func aChoiceThatWaitedAndWasThenRefusedShowsTheDialogAgain() throws {
    let (app, dialog, results) = try showingDialog(animates: true)
    _ = ScriptedGuard(.veto, on: app.navigator) { $0.finishes(dialog) }
    let id = app.tree.modals[0].content.id
    app.window.presenter.tapAction(titled: "Discard")  // its handler runs once the alert is gone
    let stack = app.tree.root.id
    _ = try app.navigator.perform(.push(.screen(Route("Below")), onto: stack))  // animating
    app.window.animator.finishAnimations()
    #expect(app.lastIsVeto(by: "unsaved changes"))
    #expect(results.values.isEmpty)
    #expect(dialog.isActive)
    #expect(app.window.calls.filter { $0 == .present(id) }.count == 2, "presented again")
    app.expectInSync()
  }

  @Test func aDialogThatNoDialogCoordinatorShowsHasNoActions() throws {
    let app = NavigatorHarness(.screens("Home"))
    try app.perform(.present(.screen(ConfirmRoute.discard.route), style: .alert))
    #expect(app.window.presenter.presented.last?.actions == [])
    app.window.presenter.tapAction(at: 0)
    #expect(app.tree.modals.count == 1)
    app.expectInSync()
  }

  /// Ask before leaving: the sheet's swipe-down is held by a guard, which asks with a dialog;
  /// the user's choice resumes or cancels it.
  @Test(arguments: [DiscardChoice.discard, .keep])
  func aSwipeDownAskedWithADialogIsCarriedOutOnlyWhenConfirmed(_ choice: DiscardChoice) throws {
    let app = NavigatorHarness(.screens("Home"))
    try app.perform(.present(.screens("Form")))
    let form = app.tree.modals[0].content.id
    let root = app.root
    app.navigator.addGuard(named: "unsaved form") { change in
      guard change.isUserGesture, change.removes(form) else { return .allow }
      return .ask { held in
        let dialog = DialogCoordinator<ConfirmRoute, DiscardChoice>(showing: .discard)
        root.showDialog(dialog, style: .confirmationDialog) { result in
          if result.value == .discard { _ = try? held.resume() } else { held.cancel() }
        }
      }
    }
    app.host.refreshGuards()
    app.window.presenter.swipeDown()
    #expect(app.window.presenter.presented.map(\.style) == [.sheet, .confirmationDialog])
    app.window.presenter.tapAction(titled: choice.description)
    #expect(app.tree.modals.count == (choice == .discard ? 0 : 1))
    if choice == .discard {
      #expect(
        app.navigator.journal.last?.cause == .gesture(.swipeDown(modal: form, completed: true)))
    } else {
      #expect(app.navigator.journal.last?.result == .cancelled(by: "unsaved form"))
    }
    #expect(app.gestures.isEmpty)
    app.expectInSync()
  }
}
