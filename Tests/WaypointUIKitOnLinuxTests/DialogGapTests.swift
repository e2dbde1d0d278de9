#if os(Linux)
  import BehaviouralUIKit
  import Testing
  import Waypoint
  import WaypointTesting
  import WaypointUIKitOnLinux

  /// Dialogs on the behavioural UIKit: a dialog coordinator's dialog is a `UIAlertController`
  /// the layer builds, whose actions answer it.
  @MainActor
  @Suite struct DialogGapTests {
    final class Results {
      var values: [FlowResult<NoteChoice>] = []
    }

    static var screens: ScreenFactory {
      var screens = ScreenFactory()
      screens.registerDialog(NoteDialog.self) { _, _ in
        DialogText(title: "Discard the note?", message: "Its text will be lost.")
      }
      return screens
    }

    func showing(
      _ version: SimulatedIOS, _ style: ModalStyle = .alert, over content: Content? = nil
    ) -> (NavigatorOnUIKit, DialogCoordinator<NoteDialog, NoteChoice>, Results) {
      let app = NavigatorOnUIKit(
        version, root: content ?? .stack([.screen(Route("Note"))]), screens: Self.screens)
      let dialog = DialogCoordinator<NoteDialog, NoteChoice>(showing: .discard)
      let results = Results()
      app.navigator.root.showDialog(dialog, style: style) { results.values.append($0) }
      app.settle()
      return (app, dialog, results)
    }

    @Test(arguments: SimulatedIOS.allCases, [ModalStyle.alert, .confirmationDialog])
    func aDialogIsAnAlertWithOneActionPerChoice(_ version: SimulatedIOS, _ style: ModalStyle)
      throws
    {
      let (app, _, results) = showing(version, style)
      let alert = try #require(app.uikit.presented as? UIAlertController)
      #expect(alert.preferredStyle == (style == .alert ? .alert : .actionSheet))
      #expect(alert.title == "Discard the note?")
      #expect(alert.message == "Its text will be lost.")
      #expect(alert.actions.map(\.title) == ["Discard", "Keep"])
      #expect(alert.actions.map(\.style) == [.destructive, .cancel])
      #expect(!alert.userBeginsSwipeDown(), "an alert is never swiped away")
      #expect(results.values.isEmpty)
      app.uikit.expectInSync(app.tree)
    }

    @Test(arguments: SimulatedIOS.allCases)
    func tappingAnActionAnswersTheDialogCoordinator(_ version: SimulatedIOS) throws {
      let (app, dialog, results) = showing(version)
      let alert = try #require(app.uikit.presented as? UIAlertController)
      #expect(alert.userTapsAction(titled: "Keep"))
      #expect(results.values.isEmpty, "the handler runs once the alert is gone")
      app.settle()
      #expect(results.values == [.value(.keep)])
      #expect(!dialog.isActive)
      #expect(app.uikit.presented == nil)
      app.expectInSync()
    }

    @Test func aChoiceTheGuardsRefuseShowsTheDialogAgain() throws {
      let (app, dialog, results) = showing(.iOS18)
      _ = ScriptedGuard(.veto, on: app.navigator) { $0.finishes(dialog) }
      let first = try #require(app.uikit.presented as? UIAlertController)
      #expect(first.userTapsAction(titled: "Discard"))
      app.settle()
      #expect(app.lastIsVeto)
      #expect(results.values.isEmpty && dialog.isActive)
      let again = try #require(app.uikit.presented as? UIAlertController)
      #expect(again !== first)
      #expect(again.actions.map(\.title) == ["Discard", "Keep"])
      app.uikit.expectInSync(app.tree)
    }

    // An action sheet on iPad is a popover: UIKit raises when it has no anchor.
    @Test(arguments: SimulatedIOS.allCases)
    func anActionSheetOnIPadIsAnchoredAtTheCentreOfWhatItCovers(_ version: SimulatedIOS) throws {
      let app = NavigatorOnUIKit(
        version, root: .stack([.screen(Route("Note"))]), screens: Self.screens)
      app.uikit.simulation.idiom = .pad
      let dialog = DialogCoordinator<NoteDialog, NoteChoice>(showing: .discard)
      app.navigator.root.showDialog(dialog, style: .confirmationDialog) { _ in }
      app.settle()
      let alert = try #require(app.uikit.presented as? UIAlertController)
      let popover = try #require(alert.popoverPresentationController)
      let root = try #require(app.uikit.window.rootViewController)
      #expect(popover.sourceView === root.view)
      #expect(popover.sourceRect.midX == root.view.bounds.midX)
      #expect(popover.permittedArrowDirections.isEmpty)
      app.uikit.expectInSync(app.tree)
    }

    @Test(arguments: [true, false], [false, true])
    func aTapOutsideAnIPadActionSheetAnswersWithItsCancellingChoiceOnly(
      _ cancels: Bool, _ handlerFirst: Bool
    ) throws {
      let app = NavigatorOnUIKit(.iOS18, root: .stack([.screen(Route("Note"))]))
      app.uikit.simulation.idiom = .pad
      app.uikit.simulation.popoverRunsHandlerBeforeDidDismiss = handlerFirst
      let results = Results()
      let others = OtherResults()
      if cancels {
        let dialog = DialogCoordinator<NoteDialog, NoteChoice>(showing: .discard)
        app.navigator.root.showDialog(dialog, style: .confirmationDialog) {
          results.values.append($0)
        }
      } else {
        let dialog = DialogCoordinator<NoteDialog, NoCancel>(showing: .discard)
        app.navigator.root.showDialog(dialog, style: .confirmationDialog) {
          others.values.append($0)
        }
      }
      app.settle()
      let alert = try #require(app.uikit.presented as? UIAlertController)
      #expect(alert.userTapsOutsidePopover() == cancels)
      app.settle()
      #expect(results.values == (cancels ? [.value(.keep)] : []))
      #expect(others.values.isEmpty)
      #expect(app.tree.modals.count == (cancels ? 0 : 1))
      #expect(!app.host.isBusy, "the host does not wait for a dismissal that is over")
      #expect(
        !app.navigator.journal.entries.contains { entry in
          if case .gesture = entry.cause { true } else { false }
        }, "not a swipe-down")
      app.uikit.expectInSync(app.tree)
    }

    final class OtherResults {
      var values: [FlowResult<NoCancel>] = []
    }

    @Test func theAppAnchorsAnActionSheetWhereItWants() throws {
      var screens = Self.screens
      let button = UIView()
      screens.configureDialog = { alert, _ in
        alert.popoverPresentationController?.sourceView = button
      }
      let app = NavigatorOnUIKit(.iOS18, root: .stack([.screen(Route("Note"))]), screens: screens)
      app.uikit.simulation.idiom = .pad
      let dialog = DialogCoordinator<NoteDialog, NoteChoice>(showing: .discard)
      app.navigator.root.showDialog(dialog, style: .confirmationDialog) { _ in }
      app.settle()
      let alert = try #require(app.uikit.presented as? UIAlertController)
      #expect(alert.popoverPresentationController?.sourceView === button)
      app.uikit.expectInSync(app.tree)
    }

    @Test func aSecondCancellingChoiceIsShownAsAnOrdinaryAction() throws {
      let app = NavigatorOnUIKit(.iOS18, root: .stack([.screen(Route("Note"))]))
      let dialog = DialogCoordinator<NoteDialog, TwoCancels>(showing: .discard)
      app.navigator.root.showDialog(dialog) { _ in }
      app.settle()
      let alert = try #require(app.uikit.presented as? UIAlertController)
      #expect(alert.actions.map(\.style) == [.cancel, .default], "UIKit raises on two")
      #expect(alert.title == NoteDialog.discard.route.name, "no registered text: the route's name")
      app.uikit.expectInSync(app.tree)
    }

    /// Ask before leaving: the guard holds the sheet's swipe-down and asks with a dialog.
    @Test(arguments: SimulatedIOS.allCases, [NoteChoice.discard, .keep])
    func aSwipeDownAskedWithAnAlertIsCarriedOutOnlyWhenConfirmed(
      _ version: SimulatedIOS, _ choice: NoteChoice
    ) throws {
      let app = NavigatorOnUIKit(
        version, root: .stack([.screen(Route("Notes"))]), screens: Self.screens)
      try app.perform(.present(.stack([.screen(Route("Note"))])))
      app.settle()
      let note = try #require(app.tree.modals.first?.content.id)
      let root = app.navigator.root
      app.navigator.addGuard(named: "unsaved note") { change in
        guard change.isUserGesture, change.removes(note) else { return .allow }
        return .ask { held in
          let dialog = DialogCoordinator<NoteDialog, NoteChoice>(showing: .discard)
          root.showDialog(dialog, style: .confirmationDialog) { result in
            if result.value == .discard { _ = try? held.resume() } else { held.cancel() }
          }
        }
      }
      app.host.refreshGuards()
      let sheet = try #require(app.uikit.presented)
      #expect(sheet.isModalInPresentation)
      #expect(!sheet.userBeginsSwipeDown())  // locked: did-attempt, the guard asks
      app.settle()
      let alert = try #require(app.uikit.presented as? UIAlertController)
      #expect(alert.preferredStyle == .actionSheet)
      #expect(alert.userTapsAction(titled: choice.description))
      app.settle()
      #expect(app.tree.modals.count == (choice == .discard ? 0 : 1))
      if choice == .discard {
        #expect(app.lastCause == .gesture(.swipeDown(modal: note, completed: true)))
      } else {
        #expect(app.navigator.journal.last?.result == .cancelled(by: "unsaved note"))
      }
      app.uikit.expectInSync(app.tree)
    }
  }

  /// A dialog the tests show.
  enum NoteDialog: TypedRoute {
    case discard
  }

  /// Its choices.
  enum NoteChoice: String, DialogChoiceWithRole {
    case discard, keep
    var description: String { self == .discard ? "Discard" : "Keep" }
    var role: DialogAction.Role { self == .discard ? .destructive : .cancel }
  }

  /// Choices without a cancelling one.
  enum NoCancel: String, DialogChoice {
    case discard, save
    var description: String { rawValue }
  }

  /// Choices that both cancel.
  enum TwoCancels: String, DialogChoiceWithRole {
    case close, dismiss
    var description: String { rawValue }
    var role: DialogAction.Role { .cancel }
  }
#endif
