import Waypoint
import WaypointPlugins

extension AppCoordinator {
  /// Records what a feature's `Navigation` method asked for while the feature runs alone;
  /// carries the intent out otherwise.
  package func handle(_ intent: AppIntent, askedBy action: String) {
    guard let alone else {
      handle(intent)
      return
    }
    alone.record(FeatureAlone.written(action, intent))
  }

  /// Starts the feature's entries with their example inputs, through the registry (so the
  /// flows get the feature's dependencies and its adapter, whose intents come back here): one
  /// entry as the root, in a stack; several as tabs named after them. What failed is in
  /// ``FeatureAlone/problem``.
  func startAlone(_ alone: FeatureAlone) {
    guard let feature = registry.features.first(where: { $0.name == alone.feature }),
      !feature.entries.isEmpty
    else {
      alone.problem =
        "no registered feature named \(alone.feature) has entries; features: "
        + FeatureAlone.features.joined(separator: ", ")
      return
    }
    let context = FlowContext(tab: feature.tab?.name)
    do throws(IntentRefusal) {
      var flows: [(name: TabName, flow: FlowCoordinator)] = []
      for entry in feature.entries {
        flows.append((TabName(entry.name), try registry.exampleFlow(of: entry, in: context)))
      }
      let root = flows.count == 1 ? flows[0].flow : TabCoordinator(tabs: flows)
      do {
        try start(root, as: .replaceRoot(inStack: flows.count == 1))
      } catch {
        throw .navigation(error)
      }
    } catch {
      alone.problem = "the \(feature.name) feature's entries cannot start: \(error)"
    }
  }
}
