/// Remembers, through weak references, every coordinator and screen model that left a
/// navigator's tree — and anything else you hand it — so a test (or a debug build, or the
/// terminal shell's `expect released`) can check that they were released: built-in leak
/// detection.
///
/// ```swift
/// let tracker = LifetimeTracker(navigator)
/// try host.tapBack()
/// #expect(tracker.leaked.isEmpty)
/// ```
@MainActor
public final class LifetimeTracker {
  private struct Entry {
    let name: String
    weak var object: AnyObject?
  }

  private var departed: [Entry] = []
  private var watched: [Entry] = []
  /// How many departed coordinators and models it has seen.
  public private(set) var departedCount = 0

  /// Tracks everything that leaves `navigator`'s tree from now on.
  public init(_ navigator: Navigator) {
    navigator.observeDepartures { [weak self] departure in
      self?.departedCount += 1
      switch departure {
      case .coordinator(let coordinator, let reason):
        self?.departed.append(Entry(name: "\(coordinator.name) (\(reason))", object: coordinator))
      case .model(let model, let screen):
        self?.departed.append(Entry(name: "model of \(screen)", object: model))
      }
    }
  }

  /// Tracks a navigator-less set of objects.
  public init() {}

  /// Also watches `object`, which must be released by the time ``leaked`` is read.
  public func watch(_ object: AnyObject, as name: String) {
    watched.append(Entry(name: name, object: object))
  }

  /// The departed (and watched) objects that are still alive. Reading it forgets the ones
  /// that were released, so reading it often stays cheap.
  public var leaked: [String] {
    departed.removeAll { $0.object == nil }
    watched.removeAll { $0.object == nil }
    return (departed + watched).map(\.name)
  }
}
