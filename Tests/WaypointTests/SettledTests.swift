import Testing

@testable import Waypoint

@MainActor
@Suite struct SettledTests {
  @Test func aNavigatorAtRestCallsAtOnce() {
    let (navigator, _, _) = makeNavigator()
    var calls = 0
    navigator.whenSettled { calls += 1 }
    #expect(calls == 1)
  }

  @Test func itWaitsForTheHostToFinishAndForWhatIsQueued() throws {
    let (navigator, host, root) = makeNavigator()
    host.animates = true
    try root.navigate(.push(.screen(route("A"))))
    try root.navigate(.push(.screen(route("B"))))  // queued behind the animating push
    var seen: [[String]] = []
    navigator.whenSettled { seen.append(navigator.tree.stackNames) }
    #expect(seen.isEmpty, "the host has not finished")
    host.finishAnimations()
    #expect(seen == [["Home", "A", "B"]], "once, after the queued push too")
    host.finishAnimations()
    #expect(seen.count == 1, "once only")
  }

  @Test func askedFromAHookItWaitsForTheTransactionAndItsRequests() throws {
    let (navigator, _, root) = makeNavigator()
    var seen: [[String]] = []
    let flow = ScreenFlow("Flow")
    flow.onStart = { [weak navigator] flow in  // the flow's closure must not keep its navigator
      _ = try? flow.push(.screen(route("Next")))
      navigator?.whenSettled { [weak navigator] in
        seen.append(navigator?.tree.stackNames ?? [])
      }
    }
    try root.start(flow, as: .push())
    #expect(seen == [["Home", "Flow", "Next"]])
  }
}
