import Testing
import Waypoint

enum Shelf: String, Codable, Sendable {
  case new = "New"
  case old = "Old"
}

/// A route type with every supported argument shape.
enum LibraryRoute: TypedRoute {
  case home
  case shelf(Shelf)
  case book(id: Int, chapter: Int? = nil)
  case search(query: String, exact: Bool)
  case withdrawConfirm
}

struct Cover: Codable, Hashable, Sendable { var color: String }

/// A route type of a shape the conversion refuses: a nested structure as an argument.
enum CoverRoute: TypedRoute {
  case cover(Cover)
}

@Suite struct TypedRouteTests {
  @Test(arguments: [
    (LibraryRoute.home, Route("Home")),
    (.shelf(.old), Route("Shelf", ["_0": "Old"])),
    (.book(id: 3, chapter: nil), Route("Book", ["id": "3"])),
    (.book(id: 3, chapter: 7), Route("Book", ["id": "3", "chapter": "7"])),
    (
      .search(query: "swift nio", exact: true),
      Route("Search", ["query": "swift nio", "exact": "true"])
    ),
    (.withdrawConfirm, Route("WithdrawConfirm")),
  ])
  func aTypedRouteBecomesTheCaseNameAndItsArgumentsAndReadsBack(
    _ typed: LibraryRoute, _ erased: Route
  ) throws {
    #expect(typed.route == erased)
    #expect(try LibraryRoute(validating: erased) == typed)
  }

  @Test(arguments: [
    (Route("Shop"), RouteError.unknownName("Shop")),
    (Route("home"), .unknownName("home")),  // names are exact: `Home`
    (Route("book", ["id": "3"]), .unknownName("book")),
    (Route("withdrawConfirm"), .unknownName("withdrawConfirm")),
    (Route("Book", ["idd": "x"]), .missingArgument("id", route: "Book")),
    (
      Route("Book", ["id": "x"]),
      .malformedArgument("id", value: "x", route: "Book", expected: "Int")
    ),
    (
      Route("Shelf", ["_0": "Middle"]),
      .malformedArgument("_0", value: "Middle", route: "Shelf", expected: "Shelf")
    ),
    (Route("Home", ["id": "1"]), .unexpectedArguments(["id"], route: "Home")),
    (Route("Book", ["id": "1", "page": "2"]), .unexpectedArguments(["page"], route: "Book")),
  ])
  func aRouteThatDoesNotFitIsRefusedWithWhatIsWrong(_ route: Route, _ expected: RouteError) {
    #expect(throws: expected) { try LibraryRoute(validating: route) }
    #expect(LibraryRoute(route: route) == nil)
  }

  @Test func anArgumentNotWrittenTheWayTheTypeWritesItIsMalformed() {
    #expect {
      try LibraryRoute(validating: Route("Book", ["id": "03"]))
    } throws: { error in
      guard case .malformedArgument("id", "03", "Book", _)? = error as? RouteError else {
        return false
      }
      return true
    }
  }

  @Test func anUnsupportedShapeBecomesARouteNoTableAcceptsWithTheReason() {
    let route = CoverRoute.cover(Cover(color: "red")).route
    #expect(route.name == "CoverRoute")
    #expect(route.arguments["error"]?.contains("single value") == true)
    #expect(RouteTable([CoverRoute.self, LibraryRoute.self]).problem(with: route) != nil)
  }

  @Test func aTableNamesTheProblemOfTheTypeThatKnowsTheName() {
    let table = RouteTable([CoverRoute.self, LibraryRoute.self])
    #expect(table.problem(with: Route("Book", ["id": "2"])) == nil)
    #expect(table.problem(with: Route("Book")) == .missingArgument("id", route: "Book"))
    #expect(table.problem(with: Route("Nowhere")) == .unknownName("Nowhere"))
  }
}

/// A second type that knows `Book` and `Home`, with other arguments: a name two types share.
enum ArchiveRoute: TypedRoute {
  case book(title: String)
  case home
  case box(Int)
}

extension TypedRouteTests {
  /// The answer of a check of every type, in order, as the table gave it before it learned
  /// which types know a name.
  static func everyType(_ types: [any TypedRoute.Type], _ route: Route) -> RouteError? {
    var problem: RouteError?
    for type in types {
      do {
        _ = try type.init(validating: route)
        return nil
      } catch {
        if case .unknownName = error { continue }
        problem = problem ?? error
      }
    }
    return problem ?? .unknownName(route.name)
  }

  @Test func aNameTwoTypesKnowIsCheckedAgainstBoth() {
    let table = RouteTable([LibraryRoute.self, ArchiveRoute.self])
    #expect(table.problem(with: Route("Book", ["title": "Dune"])) == nil)
    #expect(table.problem(with: Route("Book", ["id": "2"])) == nil)
    #expect(
      table.problem(with: Route("Book", ["isbn": "9"]))
        == Self.everyType(table.types, Route("Book", ["isbn": "9"])))
    #expect(table.problem(with: Route("Box", ["_0": "x"])) != nil)
    #expect(RouteTable([ArchiveRoute.self]).problem(with: Route("Shelf", ["_0": "Old"])) != nil)
    #expect(RouteTable([LibraryRoute.self]).problem(with: Route("Shelf", ["_0": "Old"])) == nil)
  }

  /// `count` random routes (names shared by two types, missing, malformed and unexpected
  /// arguments, four type orders), each checked by a new table: the routes a table answered
  /// otherwise than a check of every type, and the kinds of answer seen.
  static func check(seed: UInt64, count: Int) -> (mismatches: [Route], answers: Set<String>) {
    var random = SeededGenerator(seed: seed)
    let names = ["Home", "Shelf", "Book", "Search", "WithdrawConfirm", "Box", "Cover", "Nowhere"]
    let keys = ["_0", "id", "chapter", "query", "exact", "title", "color"]
    let values = ["Old", "New", "3", "x", "true", "", "Dune"]
    let orders: [[any TypedRoute.Type]] = [
      [LibraryRoute.self, ArchiveRoute.self, CoverRoute.self],
      [ArchiveRoute.self, LibraryRoute.self], [CoverRoute.self, ArchiveRoute.self],
      [LibraryRoute.self],
    ]
    var mismatches: [Route] = []
    var answers = Set<String>()
    for _ in 0..<count {
      let types = orders.randomElement(using: &random)!
      var arguments: [String: String] = [:]
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        arguments[keys.randomElement(using: &random)!] = values.randomElement(using: &random)!
      }
      let route = Route(names.randomElement(using: &random)!, arguments)
      let expected = Self.everyType(types, route)
      if RouteTable(types).problem(with: route) != expected { mismatches.append(route) }
      answers.insert(expected.map { "\($0)".prefix(12).description } ?? "accepted")
    }
    return (mismatches, answers)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aTableAnswersAsACheckOfEveryTypeWhateverItLearnedBefore(seed: UInt64) {
    let (mismatches, answers) = Self.check(seed: seed, count: 400)
    #expect(mismatches == [])
    #expect(answers.count > 3, "accepted routes and several kinds of problem: \(answers)")
  }

  /// Tables on several threads at once learn into the one record of the process; each still
  /// answers as a check of every type (under ThreadSanitizer, CI's run also checks the
  /// record's lock).
  @Test func tablesOnSeveralThreadsAtOnceAnswerAsACheckOfEveryType() async {
    let mismatches = await withTaskGroup(of: [Route].self) { group in
      for seed in 10..<16 as Range<UInt64> {
        group.addTask { Self.check(seed: seed, count: 300).mismatches }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(mismatches == [])
  }
}

/// A flow of typed routes that records the typed routes it made models for.
@MainActor
final class LibraryFlow: TypedFlowCoordinator<LibraryRoute> {
  var madeModelsFor: [LibraryRoute] = []
  override func makeModel(for route: LibraryRoute, on screen: Screen) -> AnyObject? {
    madeModelsFor.append(route)
    return ScreenModel(screen: screen)
  }
}

@MainActor
@Suite struct TypedNavigationTests {
  func makeApp() -> (Navigator, LibraryFlow) {
    let flow = LibraryFlow(showing: .home)
    let root = Root { root in
      #expect(throws: Never.self) { try root.start(flow, as: .replaceRoot()) }
    }
    let navigator = Navigator(
      root: root, host: HeadlessHost(), routes: RouteTable([LibraryRoute.self]))
    navigator.start()
    return (navigator, flow)
  }

  @Test func aRouteNamedInAnotherLetterCaseIsRefusedSoNoDuplicateIsPushed() throws {
    let (navigator, flow) = makeApp()
    let before = navigator.tree
    #expect(throws: NavigationError.invalidRoute(Route("home"), .unknownName("home"))) {
      try flow.navigate(.pushUnlessOnTop(.screen(Route("home"))))
    }
    #expect(navigator.tree == before)
    try flow.navigate(.pushUnlessOnTop(.screen(LibraryRoute.home)))
    #expect(navigator.tree == before, "the exact name is on top: nothing pushed")
  }

  @Test func aTypedFlowPushesTypedRoutesAndReceivesThemInMakeModel() throws {
    let (navigator, flow) = makeApp()
    try flow.push(.screen(LibraryRoute.book(id: 4)))
    try flow.present(.screen(LibraryRoute.search(query: "a", exact: false)))
    #expect(flow.madeModelsFor == [.home, .book(id: 4), .search(query: "a", exact: false)])
    #expect(
      navigator.tree.visibleScreen.route == Route("Search", ["query": "a", "exact": "false"]))
  }

  @Test func theNavigatorRefusesARouteOfNoRegisteredTypeWithTheReasonAndChangesNothing() throws {
    let (navigator, _) = makeApp()
    let before = navigator.tree
    let bad = Route("Book", ["idd": "x"])
    #expect(throws: NavigationError.invalidRoute(bad, .missingArgument("id", route: "Book"))) {
      try navigator.perform(.push(.screen(bad)))
    }
    #expect(navigator.tree == before)
    #expect(
      navigator.journal.last?.error == .invalidRoute(bad, .missingArgument("id", route: "Book")))
  }

  @Test func aRefusedAppIntentIsJournaledWithItsCause() {
    let (navigator, _) = makeApp()
    navigator.journal.recordRefusal(of: "show tab Search", because: "no tab named Search")
    #expect(navigator.journal.last?.cause == .intent(AppValue("show tab Search")))
    #expect(navigator.journal.last?.result == .refusedByApp(AppValue("no tab named Search")))
    #expect(navigator.journal.last?.isRefused == true)
    #expect(navigator.journal.last?.description.contains("refused: no tab named Search") == true)
  }
}
