// The ```swift blocks of Modules/Waypoint/Waypoint.docc/Results.md, verbatim, in the context
// they need: an article flow that shows and logs what the note flow returned.
import Testing
import Waypoint

enum Results {
  @MainActor
  final class NoteFlow: FlowCoordinator, ProducesResult {
    typealias Output = String
    init() { super.init(initialContent: .screen(Route("Note"))) }
    func save(_ text: String) { _ = try? finish(with: text) }
  }

  @MainActor
  final class ArticleFlow: FlowCoordinator {
    var note: String?
    var log: [String] = []
    init() { super.init(initialContent: .screen(Route("Article"))) }
    func show(note: String) { self.note = note }
    func log(_ line: String) { log.append(line) }
  }

  @MainActor
  static func addNote(to article: ArticleFlow) {
    article.start(NoteFlow(), as: .present()) { result in
      switch result {
      case .value(let text): article.show(note: text)
      case .ended(let reason): article.log("closed: \(reason)")
      case .notStarted(let error): article.log("not shown: \(error)")
      }
    }
  }
}

@MainActor
@Suite struct ResultsSamples {
  @Test func theCallerHearsHowTheNoteEnded() throws {
    let host = HeadlessHost()
    let root = Coordinator()
    let navigator = Navigator(root: root, host: host)
    navigator.start()
    let article = Results.ArticleFlow()
    try root.start(article, as: .replaceRoot())
    Results.addNote(to: article)
    try host.swipeDown()
    #expect(article.log == ["closed: swipeDown"])
    let note = Results.NoteFlow()
    var results: [FlowResult<String>] = []
    root.start(note, as: .present()) { results.append($0) }
    try host.swipeDown()
    #expect(results == [.ended(.swipeDown)])
    _ = navigator
  }
}
