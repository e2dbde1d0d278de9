import AppModels
import AppModelsTesting
import Foundation
import Testing

@Suite struct SessionTests {
  @Test func aSessionIsValidUntilItExpires() {
    let start = Date(timeIntervalSince1970: 0)
    let session = Session(
      user: "demo", displayName: "Demo", expiresAt: start.addingTimeInterval(60))
    #expect(session.isValid(at: start))
    #expect(!session.isValid(at: start.addingTimeInterval(60)))
  }
}

@MainActor
@Suite struct InMemoryClientTests {
  @Test func theDemoAccountLogsInAndOthersDoNot() throws {
    let session = InMemorySession()
    #expect(throws: LoginError.wrongCredentials) {
      try session.logIn(user: "demo", password: "nope")
    }
    #expect(throws: LoginError.missingCredentials) { try session.logIn(user: "", password: "") }
    #expect(!session.hasValidSession)
    _ = try session.logIn(user: "demo", password: "demo1234")
    #expect(session.hasValidSession)
    session.now = session.now.addingTimeInterval(session.lifetime)
    #expect(!session.hasValidSession, "expired")
  }

  @Test func deletingTheAccountClearsEverything() throws {
    let session = InMemorySession(current: InMemorySession.demoSession())
    let bookmarks = InMemoryBookmarks([1, 2])
    let launch = InMemoryLaunch(isFirstLaunch: false)
    try InMemoryAccount(session: session, bookmarks: bookmarks, launch: launch).deleteAllData()
    #expect(session.current == nil)
    #expect(bookmarks.bookmarkedIDs.isEmpty)
    #expect(launch.isFirstLaunch)
  }

  @Test func thePickPageListsArticlesOneToSix() {
    #expect(InMemoryArticles().articles(on: .pick).map(\.id) == [1, 2, 3, 4, 5, 6])
  }
}
