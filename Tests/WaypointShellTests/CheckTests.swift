import Foundation
import Testing
import WaypointPlugins

@testable import WaypointShell

/// `check` on the shop: every property holds in every state of the shop as it is; a shop
/// broken on purpose is caught with the shortest flow from launch, and that flow fails when
/// it runs.
@MainActor
@Suite struct CheckTests {
  static func check(_ surface: DriverSurface, depth: Int = 6) throws -> CheckReport {
    var checker = StateChecker(
      ShopShell.composition(surface: surface), options: CheckOptions(depth: depth))
    return try checker.check()
  }

  /// Runs a counterexample on a fresh shop with `surface`, as `run FILE` does.
  static func run(_ violation: CheckReport.Violation, surface: DriverSurface) throws -> (
    ScriptRunner.Outcome, [String]
  ) {
    var output: [String] = []
    let script = try Script(name: "cx.flow", bytes: Array(violation.flow.utf8), surface: surface)
    let outcome = ScriptRunner(surface: surface, write: { output.append($0) }).run(script)
    return (outcome, output)
  }

  @Test func everyPropertyHoldsInTheShop() throws {
    let report = try Self.check(ShopShell.surface)
    #expect(report.violations.isEmpty, "\(report.violations.map(\.flow))")
    #expect(report.states > 20, "the shop has more than a handful of states")
    #expect(report.properties == CheckedProperty.allCases.filter { $0 != .expiry }.map(\.rawValue))
    #expect(report.summary.contains("all hold"))
  }

  @Test func anAppPropertyThatFailsIsCaughtWithTheShortestFlowThatFailsWhenRun() throws {
    // A property the shop breaks on purpose: "the review sheet is never shown".
    let noReview = AppProperty(name: "no-review", summary: "no review sheet is shown") { app in
      !app.navigator.tree.modals.contains { $0.content.visibleScreen.route.name == "Review" }
    }
    let shop = ShopShell.surface
    let surface = DriverSurface(
      commands: shop.commands, lists: shop.lists, sampleArguments: shop.sampleArguments,
      properties: [noReview])
    let report = try Self.check(surface)
    let violation = try #require(report.violations.first { $0.property == "no-review" })
    // The shortest way to a review: the intro, the sign-in, an item, its review.
    #expect(violation.lines.count == 5)
    #expect(violation.lines.first == "tap skip" && violation.lines.last == "expect holds no-review")
    let (outcome, output) = try Self.run(violation, surface: surface)
    #expect(outcome == .failed)
    #expect(
      output.last == "cx.flow:7: expected no-review to hold, got it does not hold: "
        + "no review sheet is shown")
  }

  @Test func aModelThatOutlivesItsScreenIsCaught() throws {
    // A shop whose clients keep every item model: it outlives its screen.
    let keeper = Keeper()
    // The kept models hold their clients, which hold the keeper: let go of them at the end.
    defer { keeper.forget() }
    let composition = ShopShell.composition(prepare: { dependencies in
      dependencies.itemModelMade = { keeper.keep($0) }
    })
    var checker = StateChecker(composition, options: CheckOptions(depth: 6))
    let report = try checker.check()
    let violation = try #require(report.violations.first { $0.property == "released" })
    // The shortest: the intro, the sign-in, an item (opened by a link), and back.
    #expect(violation.lines.count == 5)
    #expect(violation.lines.last == "expect released")
    #expect(violation.message.contains("model of Item(1)"))
    var output: [String] = []
    let script = try Script(name: "cx.flow", text: violation.flow)
    let outcome = ScriptRunner(composition, write: { output.append($0) }).run(script)
    #expect(outcome == .failed, "\(output)")
    #expect(output.last?.contains("expected everything that left to be released") == true)
  }

  /// Checks the shop broken by `breakage`: the violations, and how each counterexample runs.
  static func checkBroken(_ breakage: ShopBreakage, depth: Int = 7) throws -> (
    CheckReport, ShellComposition
  ) {
    let composition = ShopShell.composition(prepare: { $0.breakages = [breakage] })
    var checker = StateChecker(composition, options: CheckOptions(depth: depth))
    return (try checker.check(), composition)
  }

  /// Runs `violation`'s flow on `composition`'s app, as `run FILE` does.
  static func run(_ violation: CheckReport.Violation, on composition: ShellComposition) throws
    -> (ScriptRunner.Outcome, [String])
  {
    var output: [String] = []
    let script = try Script(name: "cx.flow", text: violation.flow)
    let outcome = ScriptRunner(composition, write: { output.append($0) }).run(script)
    return (outcome, output)
  }

  /// Checks the shop broken by `breakage`, expects `property` to be caught with a
  /// counterexample of `count` lines ending in `expect holds PROPERTY`, and runs it: it must
  /// fail at that line on the broken shop.
  static func expectCaught(
    _ breakage: ShopBreakage, _ property: CheckedProperty, lines count: Int
  ) throws -> (CheckReport, CheckReport.Violation) {
    let (report, composition) = try checkBroken(breakage)
    let violation = try #require(report.violations.first { $0.property == property.rawValue })
    #expect(violation.lines.count == count, "\(violation.lines)")
    #expect(violation.lines.last == "expect holds \(property.rawValue)")
    let (outcome, output) = try run(violation, on: composition)
    #expect(outcome == .failed, "\(output)")
    #expect(output.last?.contains("expected \(property.rawValue) to hold") == true)
    return (report, violation)
  }

  @Test func aScreenWithNoWayBackIsADeadEnd() throws {
    // The intro, the sign-in, an item: back, swipes and the Catalogue tab are all refused.
    let (report, violation) = try Self.expectCaught(.itemCannotBeLeft, .wayOut, lines: 4)
    #expect(violation.message.hasSuffix("none the root of the Catalogue tab"))
    #expect(report.violations.map(\.property) == ["way-out"], "nothing else is wrong")
  }

  @Test func aGuardThatAlwaysKeepsIsATrap() throws {
    // The intro, the sign-in, an item, its review, a word, and a swipe-down (or close): asked.
    let (_, violation) = try Self.expectCaught(.reviewGuardAlwaysKeeps, .noTrap, lines: 7)
    // The same question in the shop as shipped lets the user leave.
    #expect(try Self.run(violation, on: ShopShell.composition()).0 == .passed)
  }

  @Test func aLinkThatNamesAMissingTabIsCaught() throws {
    let (report, composition) = try Self.checkBroken(.itemLinkNamesAMissingTab, depth: 3)
    let violation = try #require(report.violations.first { $0.property == "links" })
    // At launch already: the link is refused, not held for the sign-in.
    #expect(violation.lines == ["open shop://item/1"])
    #expect(violation.message.contains("Goods"))
    let (outcome, output) = try Self.run(violation, on: composition)
    #expect(outcome == .failed, "\(output)")
    #expect(output.last?.hasPrefix("cx.flow:3:") == true, "the open line fails: \(output)")
  }

  @Test func aScreenStateThatDoesNotRestoreIsCaught() throws {
    // The intro, the sign-in, an item, its review, a word written: the draft is lost.
    let (_, violation) = try Self.expectCaught(.reviewDraftNotRestored, .restores, lines: 6)
    #expect(violation.message.contains("A review"))
    #expect(try Self.run(violation, on: ShopShell.composition()).0 == .passed)
  }

  @Test func theCommandLineTakesItsBounds() throws {
    let parsed = try ShellArguments.parse(["check", "--depth", "4", "--states=90", "--out", "cx"])
    #expect(parsed.mode == .check(CheckOptions(depth: 4, states: 90, output: "cx")))
    #expect(throws: ShellArguments.UsageError.self) {
      try ShellArguments.parse(["check", "--depth", "0"])
    }
    #expect(throws: ShellArguments.UsageError.self) {
      try ShellArguments.parse(["check", "--data-dir", "x"])
    }
    #expect(throws: ShellArguments.UsageError.self) { try ShellArguments.parse(["--depth", "3"]) }
  }

  @Test func expectHoldsNamesAKnownProperty() throws {
    #expect(try Command.parse("expect holds way-out") == .expect(.holds("way-out")))
    #expect(throws: ParseError.self) { try Command.parse("expect holds links") }
    #expect(throws: ParseError.self) { try Command.parse("expect holds way_out") }
  }

  @Test func aCounterexampleFileNameIsOnlyLettersDigitsAndDashes() {
    #expect(CheckCommand.fileName("no-review") == "no-review")
    #expect(CheckCommand.fileName("../etc/x y") == "---etc-x-y")
  }
}

/// Keeps what it is given: a leak on purpose.
@MainActor
final class Keeper {
  private var kept: [AnyObject] = []

  func keep(_ object: AnyObject?) {
    if let object { kept.append(object) }
  }

  func forget() { kept.removeAll() }
}
