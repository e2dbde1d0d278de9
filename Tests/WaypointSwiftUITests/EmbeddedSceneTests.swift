import Testing
import Waypoint
import WaypointSwiftUI
import WaypointSwiftUITesting

/// A Waypoint flow presented from a SwiftUI view the app owns (``EmbeddedScene``), on the fake
/// of SwiftUI: it owns only its modals and ends with a typed result.
@MainActor
@Suite struct EmbeddedSceneTests {
  enum EditorRoute: TypedRoute {
    case name
  }

  enum DiscardRoute: TypedRoute {
    case discard
  }

  enum Choice: String, DialogChoice {
    case discard = "Discard"
    case keep = "Keep editing"
    var description: String { rawValue }
  }

  /// An editor that finishes with the name, and asks before anything else ends it with a
  /// changed one.
  final class Editor: TypedFlowCoordinator<EditorRoute>, ProducesResult {
    typealias Output = String
    var draft = "Ada"
    var isSaving = false

    init() { super.init(showing: .name) }

    override func didStart() {
      _ = try? addGuard { [weak self] change in
        guard let self, change.finishes(self), !isSaving, draft != "Ada" else { return .allow }
        return .ask { [weak self] held in
          self?.showDialog(DialogCoordinator<DiscardRoute, Choice>(showing: .discard)) {
            if $0.value == .discard { _ = try? held.resume() } else { held.cancel() }
          }
        }
      }
    }

    func save() throws {
      isSaving = true
      try finish(with: draft)
    }
  }

  final class Results {
    var all: [FlowResult<String>] = []
  }

  func presented() throws -> (FakeScene, EmbeddedScene, Editor, Results) {
    let scene = FakeScene()
    let editor = Editor()
    let results = Results()
    let embedded = try EmbeddedScene.present(editor, on: scene, over: "ProfileView") {
      results.all.append($0)
    }
    scene.settle()
    return (scene, embedded, editor, results)
  }

  @Test func theFlowsSheetGoesOverTheAppsViewAndASwipeDownEndsIt() throws {
    let (scene, embedded, editor, results) = try presented()
    #expect(embedded.navigator.tree.root.visibleScreen.route == .foreign("ProfileView"))
    #expect(scene.shownModals == embedded.navigator.tree.modals.map(\.content.id))
    #expect(scene.shownModals.count == 1 && editor.isActive)
    #expect(scene.swipeDownTopSheet())
    scene.settle()
    #expect(results.all == [.ended(.swipeDown)])
    #expect(!embedded.isRunning && scene.shownModals.isEmpty && scene.warnings.isEmpty)
  }

  @Test func finishingGivesTheValueAndTheSheetGoes() throws {
    let (scene, embedded, editor, results) = try presented()
    editor.draft = "Grace"
    try editor.save()
    scene.settle()
    #expect(results.all == [.value("Grace")])
    #expect(!embedded.isRunning && scene.shownModals.isEmpty)
  }

  /// SwiftUI cannot ask before a swipe-down: the host locks the sheet
  /// (`interactiveDismissDisabled`) while the guard would not let it go, and the flow's own
  /// Cancel asks.
  @Test func aGuardLocksTheSwipeAndTheFlowsCancelAsks() throws {
    let (scene, embedded, editor, results) = try presented()
    editor.draft = "Grace"
    embedded.host.refreshGuards()
    scene.settle()
    #expect(!scene.swipeDownTopSheet(), "locked while the name is changed")
    try editor.dismiss()
    scene.settle()
    #expect(scene.tapDialogButton("Keep editing"))
    scene.settle()
    #expect(results.all.isEmpty && editor.isActive && scene.shownModals.count == 1)
    try editor.dismiss()
    scene.settle()
    #expect(scene.tapDialogButton("Discard"))
    scene.settle()
    #expect(results.all == [.ended(.dismissed)] && scene.shownModals.isEmpty)
  }

  @Test func anEmbeddedSceneTheAppLetsGoOfIsReleasedWithItsFlow() throws {
    weak var flow: Editor?
    weak var navigator: Navigator?
    do {
      let (_, embedded, editor, _) = try presented()
      flow = editor
      navigator = embedded.navigator
    }
    #expect(flow == nil && navigator == nil)
  }

  /// A flow is not a dialog: the start is refused, through the result.
  @Test func aDialogStyleIsRefusedThroughTheResult() throws {
    let results = Results()
    let embedded = try EmbeddedScene.present(
      Editor(), on: FakeScene(), over: "ProfileView", style: .alert
    ) { results.all.append($0) }
    #expect(results.all.count == 1)
    guard case .notStarted? = results.all.first else {
      Issue.record("the start was not refused: \(results.all)")
      return
    }
    #expect(!embedded.isRunning && embedded.navigator.tree.modals.isEmpty)
  }
}
