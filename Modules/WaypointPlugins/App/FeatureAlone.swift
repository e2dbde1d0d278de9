/// One feature run alone, with spies for its neighbours: the app starts the feature's entries
/// (with their example inputs; several entries become tabs named after them) instead of the
/// splash screen, and records what the feature asks of the app — its `Navigation` methods,
/// such as `articleTapped(id: 3)` — instead of carrying it out. `waypoint-shell --feature
/// Today` runs the app this way; it works for any registered feature, the generator's
/// included, since it goes through the registry and the feature's adapter.
///
/// ```swift
/// let alone = FeatureAlone(feature: "Today")
/// appCoordinator.alone = alone  // before its navigator starts
/// navigator.start()
/// try navigator.visibleModel(as: (any ScreenModel).self)?.perform("article", arguments: ["3"])
/// alone.asked  // ["articleTapped(id: 3)"]
/// ```
@MainActor
public final class FeatureAlone {
  /// The feature's name, as its plugin declares it: `Today`.
  public let feature: String
  /// What the feature asked of the app, oldest first: `articleTapped(id: 3)`.
  public private(set) var asked: [String] = []
  /// Why the feature's entries could not start; `nil` once they have.
  public internal(set) var problem: String?

  /// Runs `feature` alone.
  public init(feature: String) {
    self.feature = feature
  }

  func record(_ action: String) {
    asked.append(action)
  }

  /// The names of the features that can run alone (those with entries), in registry order.
  public static func features<Dependencies, Intent>(
    in features: [RegisteredFeature<Dependencies, Intent>]
  ) -> [String] {
    features.filter { !$0.entries.isEmpty }.map(\.name)
  }

  /// `articleTapped(id: 3)`: the `Navigation` method the compiler named (`articleTapped(id:)`)
  /// with each argument's value read from the intent it sent, by label (an argument the intent
  /// does not hold by that name is written by position, else `_`).
  /// A ``RecordedIntent`` is written as it was recorded.
  static func written(_ function: String, _ intent: some Any) -> String {
    if case .asked(let call) = intent as? RecordedIntent { return call }
    return written(function, values: payload(of: intent))
  }

  /// `articleTapped(id: 3)`: `function` with `values`, by label, else by position.
  static func written(_ function: String, values: [(label: String?, value: String)]) -> String {
    guard let open = function.firstIndex(of: "("), function.hasSuffix(")") else { return function }
    let name = function[..<open]
    let labels = function[function.index(after: open)..<function.index(before: function.endIndex)]
      .split(separator: ":").map(String.init)
    let arguments = labels.enumerated().map { index, label in
      let value =
        values.first { $0.label == label }?.value
        ?? (values.count == labels.count ? values[index].value : "_")
      return label == "_" ? value : "\(label): \(value)"
    }
    return "\(name)(\(arguments.joined(separator: ", ")))"
  }

  /// The values an intent carries, with their labels when it has several.
  private static func payload(of intent: some Any) -> [(label: String?, value: String)] {
    guard let child = Mirror(reflecting: intent).children.first else { return [] }
    let inner = Mirror(reflecting: child.value)
    guard inner.displayStyle == .tuple else { return [(nil, text(child.value))] }
    return inner.children.map { ($0.label, text($0.value)) }
  }

  static func text(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return "\(value)" }
    return mirror.children.first.map { text($0.value) } ?? "nil"
  }
}
