import Testing
import WaypointSoak

/// The report every fuzz fills: outcomes counted by kind, typed refusals by their case, and
/// untyped failures as problems.
@Suite struct FuzzReportTests {
  /// A typed error with a case that carries values and one that does not.
  enum Refusal: Error {
    case plain
    case carrying(Int, String)
  }

  /// A typed error whose cases describe themselves.
  enum Described: Error, CustomStringConvertible {
    case plain

    var description: String { "described plainly" }
  }

  @Test func aCaseIsNamedByItsLabelOrItsDescription() {
    #expect(FuzzReport.caseName(of: Refusal.carrying(1, "x")) == "carrying")
    #expect(FuzzReport.caseName(of: Refusal.plain) == "plain")
    #expect(FuzzReport.caseName(of: Described.plain) == "described plainly")
  }

  @Test func outcomesAreCountedByKindAndUntypedFailuresAreProblems() {
    var report = FuzzReport(seed: 7)
    report.count("restored")
    report.count("restored")
    report.count(caseOf: Refusal.carrying(2, "y"), prefix: "Refusal.")
    report.count(caseOf: Refusal.plain, prefix: "Refusal.")
    report.count(caseOf: Refusal.carrying(3, "z"), prefix: "Refusal.")
    #expect(report.counts == ["restored": 2, "Refusal.carrying": 2, "Refusal.plain": 1])
    #expect(report.problems.isEmpty)
    report.untyped("a string that is no error")
    #expect(report.problems == ["an untyped failure: a string that is no error"])
    #expect(report.seed == 7)
    #expect(report.tried == 0 && report.taken == 0, "the fuzz counts what it tries and takes")
  }
}
