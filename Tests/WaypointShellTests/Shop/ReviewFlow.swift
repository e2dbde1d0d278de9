import Waypoint
import WaypointPlugins

/// An item's review sheet: the user writes a review and saves it (the flow's result), or
/// closes the sheet. While
/// the review holds text that is not saved, a guard named ``guardName`` holds every change
/// that would finish the flow (`close`, a swipe-down, a link) and asks with the
/// `DiscardReview` dialog: `discard` resumes the change, `keep` cancels it. A forced change
/// (signing out) goes through.
final class ReviewFlow: TypedFlowCoordinator<CatalogueRoute>, ProducesResult {
  /// The review it saved.
  typealias Output = String

  /// The journal's name for the guard that asks before an unsaved review is discarded.
  static let guardName = "unsaved review"

  let item: ShopItem
  private let dependencies: ShopDependencies
  private weak var model: ReviewModel?
  /// The held change the dialog asks about, while it is shown.
  private var question: HeldChange?

  init(item: ShopItem, dependencies: ShopDependencies) {
    self.item = item
    self.dependencies = dependencies
    super.init(showing: .review(id: item.id))
  }

  override func didStart() {
    _ = try? addGuard(named: Self.guardName) { [weak self] change in
      guard let self, model?.hasUnsavedText == true, change.finishes(self), !change.isForced,
        change.cause != .finishWithResult(name)
      else { return .allow }
      return .ask { [weak self] held in self?.ask(about: held) }
    }
  }

  override func makeModel(for route: CatalogueRoute, on screen: Screen) -> AnyObject? {
    guard case .review = route else { return nil }
    let model = ReviewModel(item: item, dependencies: dependencies, flow: self)
    self.model = model
    return model
  }

  /// Closes the sheet (asked about first when the review is not saved).
  func close() throws(NavigationError) {
    _ = try dismiss()
  }

  /// Shows the dialog about `held`; a newer change replaces the one it asks about.
  private func ask(about held: HeldChange) {
    if let older = question, older.state == .waiting {
      question = held
      older.cancel()
      return
    }
    question = held
    let dialog = DialogCoordinator<CatalogueRoute, DiscardChoice>(showing: .discardReview) {
      DialogModel($0, title: "Discard the review?", lines: ["It is not saved."]) { choice in
        choice == .discard ? "discard the review and go on" : "keep writing"
      }
    }
    showDialog(dialog, style: .confirmationDialog) { [weak self] result in
      guard let self, let held = question else { return }
      question = nil
      let keeps = dependencies.breakages.contains(.reviewGuardAlwaysKeeps)
      if result.value == .discard, !keeps { _ = try? held.resume() } else { held.cancel() }
    }
  }
}

/// The choices of the `DiscardReview` dialog.
enum DiscardChoice: String, DialogChoice {
  case discard
  case keep

  var description: String { rawValue }
}

/// The review sheet: `write TEXT…`, `save` and `close`.
final class ReviewModel: ScreenModel {
  private let item: ShopItem
  private let dependencies: ShopDependencies
  private let flow: FlowLink<ReviewFlow>
  /// The text being written.
  private(set) var draft: String
  private var saved: String

  init(item: ShopItem, dependencies: ShopDependencies, flow: ReviewFlow) {
    self.item = item
    self.dependencies = dependencies
    self.flow = FlowLink(flow)
    saved = dependencies.review(of: item.id)
    draft = saved
  }

  var hasUnsavedText: Bool { draft != saved }

  var title: String { "Review" }
  var lines: [String] {
    [
      "Of “\(item.name)”", draft.isEmpty ? "Nothing written yet." : "“\(draft)”",
      hasUnsavedText ? "Not saved" : "Saved",
    ]
  }
  var actions: [ScreenAction] {
    [
      ScreenAction("write", text: "TEXT…", "write the review (replaces its text)") {
        [weak self] (text: String) throws(ScreenActionError) in self?.draft = text
      },
      ScreenAction("save", "save the review and close it") {
        [weak self] () throws(ScreenActionError) in try self?.save()
      },
      ScreenAction("close", hasUnsavedText ? "close (asks first: not saved)" : "close") {
        [weak self] () throws(ScreenActionError) in
        try self?.flow.perform("close the review") { flow throws(NavigationError) in
          try flow.close()
        }
      },
    ]
  }

  /// Saves the review and closes the sheet.
  func save() throws(ScreenActionError) {
    let flow = try self.flow.reach("save the review")
    dependencies.saveReview(draft, of: item.id)
    saved = draft
    do {
      _ = try flow.finish(with: draft)
    } catch {
      throw .navigationRefused("close the review", error)
    }
  }
}

extension ReviewModel: SavesScreenState {
  /// The text not yet saved, kept across process death; `nil` when everything is saved.
  var savedState: String? { hasUnsavedText ? draft : nil }

  /// Takes back the text written, unsaved (a shop broken on purpose forgets it).
  func restore(_ state: String) {
    guard !dependencies.breakages.contains(.reviewDraftNotRestored) else { return }
    draft = state
  }
}
