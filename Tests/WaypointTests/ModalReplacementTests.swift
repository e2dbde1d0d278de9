import Foundation
import Testing

@testable import Waypoint

/// A modal whose content is replaced in place: the presentation stays, the old flow finishes
/// with `.replaced`, the new one starts.
@MainActor
@Suite struct ModalReplacementTests {
  @Test func theTopModalKeepsItsStyleAndPresentationAndShowsTheNewContent() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    try tree.perform(.present(.stack([.screen(route("Share"))]), style: .fullScreen))
    let before = try #require(tree.modals.last)
    let change = try tree.perform(.replacePresented(.stack([.screen(route("Note"))])))
    let after = try #require(tree.modals.last)
    #expect(tree.modals.count == 1)
    #expect(after.style == .fullScreen)
    #expect(after.presentation == before.presentation)
    #expect(after.content.id != before.content.id)
    #expect(after.content.visibleScreen.route == route("Note"))
    #expect(change.steps.count == 1)
    guard case .replaceModal(let node)? = change.steps.first else {
      Issue.record("expected one replaceModal step, got \(change.steps)")
      return
    }
    #expect(node == after.content)
    #expect(change.removed.map(\.node.id) == [before.content.id])
    #expect(tree.node(before.content.id) == nil, "the old content left the tree")
    #expect(!tree.contains(before.content.visibleScreen.id))
  }

  @Test func onlyTheTopModalIsReplacedAndTheLevelsBelowStay() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    try tree.perform(.present(.screen(route("A"))))
    try tree.perform(.present(.screen(route("B"))))
    let bottom = tree.modals[0]
    try tree.perform(.replacePresented(.screen(route("C"))))
    #expect(tree.modals.map(\.content.visibleScreen.route.name) == ["A", "C"])
    #expect(tree.modals[0] == bottom)
  }

  @Test func nothingPresentedOrADialogOnTopIsRefusedAndTheTreeIsUnchanged() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    let empty = tree
    #expect(throws: NavigationError.nothingPresented) {
      try tree.perform(.replacePresented(.screen(route("Note"))))
    }
    #expect(tree == empty)
    try tree.perform(.present(.screen(route("Discard")), style: .alert))
    let withDialog = tree
    #expect(throws: NavigationError.cannotReplaceDialog) {
      try tree.perform(.replacePresented(.screen(route("Note"))))
    }
    #expect(tree == withDialog)
    #expect(throws: NavigationError.cannotReplaceDialog) {
      try tree.apply(.replaceModal(.screen(Screen(id: NodeID(rawValue: 999), route: route("X")))))
    }
    #expect(tree == withDialog)
  }

  @Test func aReplacementFromOutsideIsCheckedLikeAPresentation() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    try tree.perform(.present(.screen(route("Share"))))
    let before = tree
    let home = tree.root
    #expect(throws: NavigationError.duplicateID(home.id)) {
      try tree.apply(.replaceModal(home))  // already in the tree
    }
    let stack = try Stack(
      id: NodeID(rawValue: 502),
      entries: [.screen(Screen(id: NodeID(rawValue: 503), route: route("S")))])
    // A stack may stand in a modal; its IDs are new: accepted.
    try tree.apply(.replaceModal(.stack(stack)))
    #expect(tree.modals.last?.content.id == stack.id)
    #expect(tree.modals.last?.presentation == before.modals.last?.presentation)
  }

  @Test func aReplacementMayTakeBackNodesOfTheContentItReplacesButOnlyOnce() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    try tree.perform(.present(.stack([.screen(route("A")), .screen(route("B"))])))
    guard case .stack(let old)? = tree.modals.last?.content else {
      Issue.record("expected a stack")
      return
    }
    let a = old.rootEntry
    let fresh = try Stack(id: NodeID(rawValue: 900), entries: [a])
    var copy = tree
    try copy.apply(.replaceModal(.stack(fresh)))
    #expect(copy.modals.last?.content.visibleScreen.id == a.id, "A came back with its ID")
    // Taken back twice in one call: the second is a duplicate, even after the replacement.
    let twice = try Stack(id: NodeID(rawValue: 901), entries: [a])
    #expect(throws: NavigationError.duplicateID(a.id)) {
      try tree.apply(steps: [
        .replaceModal(.stack(fresh)), .present(Modal(style: .sheet, content: .stack(twice))),
      ])
    }
  }

  @Test func aModalSavedWithoutAPresentationIsAPresentationOfItsContent() throws {
    var tree = try NavigationTree(root: .stack([.screen(route("Home"))]))
    try tree.perform(.present(.screen(route("Share"))))
    try tree.perform(.replacePresented(.screen(route("Note"))))
    let data = try JSONEncoder().encode(tree)
    let decoded = try JSONDecoder().decode(NavigationTree.self, from: data)
    #expect(decoded == tree)
    #expect(decoded.modals.last?.presentation == tree.modals.last?.presentation)
    // As saved before presentations existed: no key.
    let modal = try #require(tree.modals.last)
    let object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(modal)) as? [String: Any])
    var old = object
    old["presentation"] = nil
    let oldModal = try JSONDecoder().decode(
      Modal.self, from: JSONSerialization.data(withJSONObject: old))
    #expect(oldModal.presentation == modal.content.id)
    #expect(oldModal.content == modal.content)
  }

  // MARK: Coordinators

  @Test func aFlowHandsItsSheetToTheNextFlowWhichBecomesAChildOfThePresenter() throws {
    let (navigator, host, root) = makeNavigator()
    let share = ScreenFlow("Share")
    var shareResults: [FlowResult<String>] = []
    let shareText = TextFlow("ShareText")
    try root.start(share, as: .present())
    root.start(shareText, as: .push(onto: try #require(navigator.tree.modals.last?.content.id))) {
      shareResults.append($0)
    }
    let presentation = try #require(navigator.tree.modals.last?.presentation)
    weak let shareModel = navigator.model(for: navigator.tree.modals[0].content.visibleScreen.id)
    #expect(shareModel != nil)
    let note = TextFlow("Note")
    var noteResults: [FlowResult<String>] = []
    share.start(note, as: .replacePresented()) { noteResults.append($0) }
    #expect(share.finishReason == .replaced)
    #expect(shareResults == [.ended(.replaced)])
    #expect(note.parent === root, "the presenter's child, not the finished flow's")
    #expect(root.children.contains { $0 === note })
    #expect(!root.children.contains { $0 === share })
    #expect(navigator.tree.modals.count == 1)
    #expect(navigator.tree.modals[0].presentation == presentation)
    #expect(navigator.tree.visibleScreen.route == route("Note"))
    #expect(shareModel == nil, "the replaced screens' models were released")
    #expect(host.rendered == navigator.tree)
    #expect(host.mismatches.isEmpty)
    let last = try #require(navigator.journal.last)
    #expect(last.steps.count == 1)
    #expect(last.finished.map(\.reason) == [.replaced, .replaced])
    try note.finish(with: "saved")
    #expect(noteResults == [.value("saved")])
    #expect(navigator.tree.modals.isEmpty)
  }

  @Test func aScreenOfThePresentedFlowReplacingItsContentGoesToThePresentersParent() throws {
    let (navigator, _, root) = makeNavigator()
    let presenter = ScreenFlow("Presenter")
    try root.start(presenter, as: .push())
    try presenter.present(.screen(route("Plain")))  // no flow anchored at it
    let inner = ScreenFlow("Inner")
    try presenter.start(
      inner, as: .push(onto: try #require(navigator.tree.modals.last?.content.id)))
    let next = ScreenFlow("Next")
    try inner.start(next, as: .replacePresented(inStack: false))
    #expect(inner.finishReason == .replaced)
    #expect(next.parent === presenter, "inner's nearest ancestor outside the modal")
    #expect(presenter.finishReason == nil)
    #expect(navigator.tree.modals.last?.content.kind == .screen)
  }

  @Test func theCoordinatorsConvenienceReplacesInAStackByDefault() throws {
    let (navigator, _, root) = makeNavigator()
    try root.present(.screen(route("Share")), inStack: false)
    try root.replacePresented(.screen(route("Note")))
    #expect(navigator.tree.modals.last?.content.kind == .stack)
    try root.replacePresented(.screen(route("Done")), inStack: false)
    #expect(navigator.tree.modals.last?.content.kind == .screen)
    #expect(navigator.tree.visibleScreen.route == route("Done"))
  }

  @Test func aDraftCanReplaceThePresentedFlow() throws {
    let (navigator, _, root) = makeNavigator()
    let share = ScreenFlow("Share")
    try root.start(share, as: .present())
    let note = ScreenFlow("Note")
    try navigator.perform("hand over", by: share) { draft throws(NavigationError) in
      try draft.start(note, as: .replacePresented(), by: share)
    }
    #expect(share.finishReason == .replaced)
    #expect(note.parent === root)
    #expect(note.navigator === navigator && !note.isFinished)
  }

  @Test func aRefusedReplacementStartsNothingAndFinishesNothing() throws {
    let (navigator, _, root) = makeNavigator()
    let note = TextFlow("Note")
    var results: [FlowResult<String>] = []
    root.start(note, as: .replacePresented()) { results.append($0) }
    #expect(results == [.notStarted(.nothingPresented)])
    #expect(navigator.tree.modals.isEmpty)
    #expect(root.children.isEmpty)
  }

  @Test func aSwipeDownAfterAReplacementDismissesTheNewFlow() throws {
    let (navigator, host, root) = makeNavigator()
    let share = ScreenFlow("Share")
    try root.start(share, as: .present())
    let note = ScreenFlow("Note")
    try root.start(note, as: .replacePresented())
    try host.swipeDown()
    #expect(note.finishReason == .swipeDown)
    #expect(navigator.tree.modals.isEmpty)
  }
}
