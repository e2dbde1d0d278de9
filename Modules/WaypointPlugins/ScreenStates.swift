import Foundation
public import Waypoint

/// A screen model that keeps a small state across process death: what the user typed (a note's
/// draft, a login form's user name; never a password), a scroll position, a choice not yet
/// confirmed. The state is saved with the navigation, in the same file, and put back into the
/// rebuilt model before the screen shows, as UIKit's `encodeRestorableState(with:)`, Android's
/// `SavedStateHandle` or Circuit's `rememberSaveable` do.
///
/// ```swift
/// extension NoteModel: SavesScreenState {
///   public var savedState: String? { text.isEmpty ? nil : text }
///   public func restore(_ state: String) { write(state) }
/// }
/// ```
///
/// Keep it small: a screen's state is refused beyond ``ScreenStates/limit`` bytes of JSON.
@MainActor
public protocol SavesScreenState: AnyObject {
  /// What the screen keeps.
  associatedtype SavedState: Codable
  /// What to keep now; `nil` when there is nothing to keep.
  var savedState: SavedState? { get }
  /// Takes back what was kept, on a model just made for the rebuilt screen.
  func restore(_ state: SavedState)
}

/// The saved states of a tree's screens (``SavesScreenState``), each as the JSON of its
/// model's state, by the screen's ID in the saved tree. It is `Codable`, to be saved beside
/// the tree it was captured from; reading one never traps, whatever the file holds: a state
/// that no longer reads is dropped, and reported as a ``ScreenStateProblem``.
///
/// ```swift
/// let (states, problems) = ScreenStates.capture(navigator.tree, models: navigator.model(for:))
/// // Later, in the draft that rebuilds `saved`:
/// states.restore(saved: saved, into: &draft) { problem in print(problem) }
/// ```
public struct ScreenStates: Hashable, Sendable {
  /// The most bytes of JSON one screen may keep.
  public static let limit = 4_096

  /// Each screen's state as JSON text, by the screen's ID in the saved tree.
  public private(set) var states: [NodeID: String]

  /// No states.
  public init() {
    states = [:]
  }

  /// Whether no screen keeps a state.
  public var isEmpty: Bool { states.isEmpty }

  /// The states of the screens of `tree` whose models save one.
  /// - Parameters:
  ///   - tree: The tree being saved.
  ///   - models: The model of a screen (`navigator.model(for:)`).
  /// - Returns: The states, and a problem for each state that was not kept: one that did not
  ///   encode or is larger than ``limit`` (the rest are kept).
  @MainActor
  public static func capture(
    _ tree: NavigationTree, models: (NodeID) -> AnyObject?
  ) -> (states: ScreenStates, problems: [ScreenStateProblem]) {
    var captured = ScreenStates()
    var problems: [ScreenStateProblem] = []
    for screen in Self.screens(of: tree) {
      guard let model = models(screen.id) as? any SavesScreenState else { continue }
      do throws(ScreenStateProblem) {
        if let json = try Self.encode(model, route: screen.route) {
          captured.states[screen.id] = json
        }
      } catch {
        problems.append(error)
      }
    }
    return (captured, problems)
  }

  /// Puts each state back into the model of the matching screen of the tree `draft` rebuilt
  /// from `saved`, as soon as that model is made (`NavigationDraft/whenModelIsMade(for:_:)`).
  /// Screens are matched in order — the root's, then each modal's, a stack from its root, tabs
  /// and pages in order — by route: a saved screen whose route the rebuilt tree no longer shows
  /// there is skipped, with its state.
  /// - Parameters:
  ///   - saved: The tree the states were captured from.
  ///   - draft: The draft that rebuilt it; call this after the parts that add the screens.
  ///   - restored: Hears the route of each screen whose model took its state back.
  ///   - problem: Hears each state that no longer reads into its model (it is dropped).
  @MainActor
  public func restore(
    saved: NavigationTree, into draft: inout NavigationDraft,
    restored: @escaping @MainActor (Route) -> Void = { _ in },
    problem: @escaping @MainActor (ScreenStateProblem) -> Void
  ) {
    guard !states.isEmpty else { return }
    for (screen, rebuilt) in Self.match(saved: saved, rebuilt: draft.tree) {
      guard let json = states[screen.id] else { continue }
      let route = screen.route
      draft.whenModelIsMade(for: rebuilt.id) { model in
        guard let model = model as? any SavesScreenState else {
          problem(.notRestorable(route, "its model keeps no state now"))
          return
        }
        do throws(ScreenStateProblem) {
          try Self.decode(json, into: model, route: route)
          restored(route)
        } catch {
          problem(error)
        }
      }
    }
  }

  /// Pairs each screen of a saved tree with the screen of the tree rebuilt from it that stands
  /// for it: screens are matched in order — the root's, then each modal's, a stack from its
  /// root, tabs and pages in order — by route; a saved screen whose route the rebuilt tree no
  /// longer shows there is left out.
  static func match(saved: NavigationTree, rebuilt: NavigationTree) -> [(
    saved: Screen, rebuilt: Screen
  )] {
    let rebuilt = screens(of: rebuilt)
    var next = rebuilt.startIndex
    var pairs: [(saved: Screen, rebuilt: Screen)] = []
    for screen in screens(of: saved) {
      guard let index = rebuilt[next...].firstIndex(where: { $0.route == screen.route }) else {
        continue
      }
      next = rebuilt.index(after: index)
      pairs.append((screen, rebuilt[index]))
    }
    return pairs
  }

  /// Every screen of `tree` that can have a model, in order: the root's, then each modal's.
  static func screens(of tree: NavigationTree) -> [Screen] {
    var screens: [Screen] = []
    func visit(_ node: Node) {
      switch node {
      case .screen(let screen): screens.append(screen)
      case .stack(let stack): for entry in stack.entries.array { visit(entry) }
      case .tabs(let tabs): for tab in tabs.tabs { visit(tab.content) }
      case .pages(let pages): screens += pages.pages
      case .split(let split): for stack in split.stacks { visit(.stack(stack)) }
      }
    }
    visit(tree.root)
    for modal in tree.modals { visit(modal.content) }
    return screens
  }

  @MainActor
  private static func encode(_ model: some SavesScreenState, route: Route)
    throws(ScreenStateProblem) -> String?
  {
    guard let state = model.savedState else { return nil }
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      data = try encoder.encode(state)
    } catch {
      throw .notEncodable(route, "\(error)")
    }
    guard data.count <= limit else { throw .tooLarge(route, bytes: data.count, limit: limit) }
    return String(decoding: data, as: UTF8.self)
  }

  @MainActor
  private static func decode<Model: SavesScreenState>(
    _ json: String, into model: Model, route: Route
  ) throws(ScreenStateProblem) {
    let data = Data(json.utf8)
    guard data.count <= limit else { throw .tooLarge(route, bytes: data.count, limit: limit) }
    let state: Model.SavedState
    do {
      state = try JSONDecoder().decode(Model.SavedState.self, from: data)
    } catch {
      throw .notRestorable(route, "\(error)")
    }
    model.restore(state)
  }
}

extension ScreenStates: Codable {
  /// One screen's state, as the file holds it.
  private struct Entry: Codable {
    var screen: NodeID
    var state: String
  }

  public init(from decoder: any Decoder) throws {
    let entries = try decoder.singleValueContainer().decode([Entry].self)
    states = [:]
    for entry in entries { states[entry.screen] = entry.state }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(
      states.sorted { $0.key < $1.key }.map { Entry(screen: $0.key, state: $0.value) })
  }
}

/// Why a screen's state was not saved or not restored; the rest of the navigation goes on.
public enum ScreenStateProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The state's JSON is larger than ``ScreenStates/limit``.
  case tooLarge(Route, bytes: Int, limit: Int)
  /// The state could not be encoded (why).
  case notEncodable(Route, String)
  /// The saved state does not read as what the rebuilt model keeps (why): the app changed the
  /// state's type, or the file was edited.
  case notRestorable(Route, String)

  public var description: String {
    switch self {
    case .tooLarge(let route, let bytes, let limit):
      "the state of \(route) is \(bytes) bytes, more than the \(limit) a screen may keep: not saved"
    case .notEncodable(let route, let why): "the state of \(route) could not be saved: \(why)"
    case .notRestorable(let route, let why):
      "the saved state of \(route) was dropped: \(why)"
    }
  }
}
