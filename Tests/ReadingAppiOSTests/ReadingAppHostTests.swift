import ReadingAppiOS
import Testing

@Suite struct ReadingAppHostTests {
  @Test(arguments: [
    ("swiftui", ReadingAppHost.swiftui), ("SwiftUI", .swiftui), ("uikit", .uikit),
    ("UIKIT", .uikit),
  ])
  func aLaunchArgumentNamesTheHostInAnyCase(value: String, host: ReadingAppHost) {
    #expect(ReadingAppHost(defaultsValue: value) == host)
  }

  @Test(arguments: [nil, "", "appkit", "swift ui"])
  func theUIKitHostIsTheDefaultWhenNoHostIsNamed(value: String?) {
    #expect(ReadingAppHost(defaultsValue: value) == .uikit)
  }
}
