import Foundation
import Testing
import WaypointPlugins

@testable import WaypointShell

/// What the Catalogue feature asks of the app, recorded.
final class CatalogueRecorder: RecordingAdapter, CatalogueNavigation {
  func itemTapped(id: Int) { record(id) }
  func basketTapped() { record() }
}

/// A feature's own shell (`ShellComposition(alone:...)`): the feature alone with no other
/// feature composed, as `--feature NAME` runs it in the whole app.
@MainActor
@Suite struct FeatureShellTests {
  static let composition = ShellComposition(
    alone: RegisteredFeature(
      CataloguePlugin.plugin, dependencies: { $0 }, adapter: CatalogueRecorder.init(sink:context:)),
    command: "shop-shell", surface: ShopShell.surface, dependencies: { .inMemory() })

  /// Runs the Catalogue feature's flow on `composition`; returns the outcome and what it wrote.
  static func run(
    _ composition: ShellComposition, feature: String?
  ) throws -> (ScriptRunner.Outcome, [String]) {
    var lines: [String] = []
    let runner = ScriptRunner(composition, feature: feature, write: { lines.append($0) })
    let flow = try Script(
      name: "catalogue-alone.flow", text: ShopFlows.catalogueAlone, surface: composition.surface)
    return (runner.run(flow), lines)
  }

  @Test func theFeaturesOwnShellRunsTheFlowTheWholeAppRunsWithFeature() throws {
    let (own, ownLines) = try Self.run(Self.composition, feature: nil)
    let (whole, wholeLines) = try Self.run(ShopShell.composition(), feature: "Catalogue")
    #expect(own == .passed, "\(ownLines.joined(separator: "\n"))")
    #expect(whole == .passed, "\(wholeLines.joined(separator: "\n"))")
    #expect(ownLines == wholeLines)
    #expect(ownLines.contains("  asked: itemTapped(id: 3)"))
  }

  @Test func itKnowsOneFeatureAndStartsItAloneWhateverTheLaunchSays() throws {
    #expect(Self.composition.featuresAlone == ["Catalogue"])
    #expect(Self.composition.tabs == [CataloguePlugin.tabName])
    let session = try ShellSession(Self.composition, dataDirectory: nil)
    #expect(session.app.alone?.feature == "Catalogue")
    #expect(session.app.store == nil, "nothing is saved")
    #expect(session.path == "[shelves] Shelf(New)")
    let output = try session.run(try #require(try Command.parse("tap basket")))
    #expect(output == "asked: basketTapped()")
    #expect(session.app.alone?.asked == ["basketTapped()"])
    #expect(session.app.refusals.isEmpty)
  }
}
