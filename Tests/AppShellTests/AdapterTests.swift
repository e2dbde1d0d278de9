import AppNavigation
import Foundation
import Testing

@testable import AppShell
@testable import AuthFeature
@testable import BookmarkFeature
@testable import MyPageFeature
@testable import SplashFeature
@testable import TabFeature
@testable import TodayFeature

/// One action of one feature: how to invoke it on that feature's adapter, and the intent the
/// app must get.
struct AdapterCase: CustomTestStringConvertible, Sendable {
  let feature: String
  let action: String
  let intent: AppIntent
  let invoke: @MainActor @Sendable (any IntentSink) -> Void
  var testDescription: String { "\(feature).\(action)" }
}

/// Every action of every feature, with the intent its adapter must send.
let adapterCases: [AdapterCase] = [
  .init(feature: "Splash", action: "firstLaunchDetected()", intent: .showOnboarding) {
    SplashNavigationAdapter(sink: $0).firstLaunchDetected()
  },
  .init(feature: "Splash", action: "sessionMissing()", intent: .showLogin(message: nil)) {
    SplashNavigationAdapter(sink: $0).sessionMissing()
  },
  .init(feature: "Splash", action: "sessionRestored()", intent: .showMain) {
    SplashNavigationAdapter(sink: $0).sessionRestored()
  },
  .init(feature: "Auth", action: "loginSucceeded()", intent: .showMain) {
    AuthNavigationAdapter(sink: $0).loginSucceeded()
  },
  .init(feature: "Tab", action: "tabTapped(_:)", intent: .showTab(.bookmarks)) {
    TabNavigationAdapter(sink: $0).tabTapped(.bookmarks)
  },
  .init(feature: "Today", action: "articleTapped(id:)", intent: .showArticle(id: 3)) {
    TodayNavigationAdapter(sink: $0).articleTapped(id: 3)
  },
  .init(feature: "Today", action: "bookmarksBarButtonTapped()", intent: .showTab(.bookmarks)) {
    TodayNavigationAdapter(sink: $0).bookmarksBarButtonTapped()
  },
  .init(feature: "Today", action: "myPageBarButtonTapped()", intent: .showMyPage) {
    TodayNavigationAdapter(sink: $0).myPageBarButtonTapped()
  },
  .init(feature: "Today", action: "sessionExpired()", intent: .expireSession) {
    TodayNavigationAdapter(sink: $0).sessionExpired()
  },
  .init(feature: "Bookmark", action: "bookmarkedArticleTapped(id:)", intent: .showArticle(id: 5)) {
    BookmarkNavigationAdapter(sink: $0).bookmarkedArticleTapped(id: 5)
  },
  .init(feature: "Bookmark", action: "bookmarksBarButtonTapped()", intent: .showTab(.bookmarks)) {
    BookmarkNavigationAdapter(sink: $0).bookmarksBarButtonTapped()
  },
  .init(feature: "Bookmark", action: "myPageBarButtonTapped()", intent: .showMyPage) {
    BookmarkNavigationAdapter(sink: $0).myPageBarButtonTapped()
  },
  .init(feature: "Bookmark", action: "sessionExpired()", intent: .expireSession) {
    BookmarkNavigationAdapter(sink: $0).sessionExpired()
  },
  .init(feature: "MyPage", action: "logoutTapped()", intent: .showLogin(message: nil)) {
    MyPageNavigationAdapter(sink: $0).logoutTapped()
  },
  .init(feature: "MyPage", action: "withdrawConfirmed()", intent: .restartAtSplash) {
    MyPageNavigationAdapter(sink: $0).withdrawConfirmed()
  },
  .init(feature: "MyPage", action: "sessionExpired()", intent: .expireSession) {
    MyPageNavigationAdapter(sink: $0).sessionExpired()
  },
]

@MainActor
@Suite struct AdapterTests {
  @Test(arguments: adapterCases)
  func eachActionMapsToItsIntent(_ adapterCase: AdapterCase) {
    let spy = IntentSpy()
    adapterCase.invoke(spy)
    #expect(spy.intents == [adapterCase.intent])
  }
}

/// The composition check: every requirement of every feature's `Navigation` protocol (read
/// from the source, inherited vocabularies included) is declared by the feature's plugin, is
/// registered with the app, and is mapped by an adapter to exactly one intent.
@MainActor
@Suite struct CompositionCheckTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `name(label:)` signatures of the protocol `name`, and of the protocols it inherits, as
  /// `sources` declare them.
  static func requirements(of name: String, in sources: [String: String]) throws -> Set<String> {
    let declaration = try Regex("protocol\\s+\(name)\\s*(:\\s*([\\w\\s,]+))?\\{")
    for source in sources.values {
      guard let match = source.firstMatch(of: declaration) else { continue }
      let body = source[match.range.upperBound...].prefix { $0 != "}" }
      var signatures = Set<String>()
      for function in body.matches(of: #/func\s+(\w+)\(([^)]*)\)/#) {
        let labels = function.output.2.split(separator: ",").map { parameter in
          (parameter.split(separator: " ").first ?? "").replacingOccurrences(of: ":", with: "")
            + ":"
        }
        signatures.insert("\(function.output.1)(\(labels.joined()))")
      }
      let inherited = match.output[2].substring.map(String.init) ?? ""
      for parent in inherited.split(separator: ",").map({
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      })
      where parent != "AnyObject" {
        signatures.formUnion(try requirements(of: parent, in: sources))
      }
      return signatures
    }
    throw CocoaError(.fileNoSuchFile, userInfo: ["protocol": name])
  }

  static func sources(in folder: String) throws -> [String: String] {
    let url = root.appendingPathComponent(folder)
    var result: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: url.path)
    where file.hasSuffix(".swift") {
      result[file] = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
    }
    return result
  }

  @Test(arguments: FeatureRegistry.plugins.map(\.name))
  func everyActionOfTheFeatureIsDeclaredRegisteredAndMapped(_ feature: String) throws {
    let plugin = try #require(FeatureRegistry.plugins.first { $0.name == feature })
    let sources = try Self.sources(in: "Features/\(feature)")
      .merging(try Self.sources(in: "Modules/AppNavigation")) { a, _ in a }
    let declared = try Self.requirements(of: "\(feature)Navigation", in: sources)
    #expect(!declared.isEmpty)
    #expect(Set(plugin.actions) == declared, "the plugin lists exactly the protocol's requirements")
    let mapped = Set(adapterCases.filter { $0.feature == feature }.map(\.action))
    #expect(mapped == declared, "every action has an adapter case, and only those")
  }
}
