// The ```swift blocks of Modules/Waypoint/Waypoint.docc/Dialogs.md, verbatim, in the context
// they need: a note sheet whose close is held while a dialog asks.
import Testing
import Waypoint

enum Dialogs {
  enum NoteRoute: TypedRoute {
    case note, discardNote
  }

  enum DiscardChoice: String, DialogChoice {
    case discard, keep
    var description: String { rawValue }
  }

  @MainActor
  static func ask(_ note: Coordinator, _ held: HeldChange) {
    let dialog = DialogCoordinator<NoteRoute, DiscardChoice>(showing: .discardNote)
    note.showDialog(dialog, style: .confirmationDialog) { result in
      if result.value == .discard { _ = try? held.resume() } else { held.cancel() }
    }
  }
}

@MainActor
@Suite struct DialogsSamples {
  @Test func keepCancelsTheHeldCloseAndTheSheetStays() throws {
    let host = HeadlessHost()
    let root = Coordinator()
    let navigator = Navigator(root: root, host: host)
    navigator.start()
    let note = TypedFlowCoordinator<Dialogs.NoteRoute>(showing: .note)
    try root.start(note, as: .present(.sheet, inStack: false))
    try note.addGuard { change in
      change.finishes(note) ? .ask { held in Dialogs.ask(note, held) } : .allow
    }
    try host.swipeDown()
    let dialog = try #require(
      note.children.first as? DialogCoordinator<Dialogs.NoteRoute, Dialogs.DiscardChoice>)
    #expect(navigator.tree.modals.last?.style == .confirmationDialog)
    try dialog.choose(.keep)
    #expect(navigator.tree.modals.last?.style == .sheet)
  }
}
