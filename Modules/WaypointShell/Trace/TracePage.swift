import Foundation

extension NavigationTrace {
  /// The trace as one self-contained HTML page: no network, no external script, style or
  /// font; it works opened from disk.
  ///
  /// The page shows the timeline (each command and transaction with its cause, its result and
  /// the guards that answered), the selected step's tree as the user sees it (tabs, stacks of
  /// screens, pages, split columns, modals and dialogs in order, each screen with its
  /// lifecycle; what changed since the step before is highlighted, and what left is listed),
  /// a failed expectation at its step (expected against actual), and the app's graph with the
  /// session's path over it. Left and Right (or Up and Down) move between steps, Home and End
  /// go to the first and the last; every step has its anchor (`#step-12`); the search box
  /// finds screens by name. A live page (``isLive``) reloads itself every second, following
  /// the last step while it is selected.
  ///
  /// The page's markup, style sheet and script are the module's resource files
  /// (``TracePage``), copied into the page.
  /// - Throws: The error of reading a file of ``TracePage`` when the module's resources lack it.
  package func html() throws -> String {
    let graphSection =
      graph.map {
        "<section id=\"graph\"><h2>Navigation graph <small>the session's path is drawn over "
          + "it; the selected step's screen is outlined</small></h2><div class=\"scroll\">"
          + GraphDrawing($0).svg + "</div></section>"
      } ?? ""
    return try TracePage.files.get().filled([
      "title": MarkupText.escaped(title), "graph": graphSection,
      "data": TraceJSON.document(self),
    ])
  }
}

/// The trace page's files, resources of the module (`Trace/Page`): the markup `trace.html`
/// with its markers (`{{title}}`, `{{style}}`, `{{graph}}`, `{{data}}`, `{{script}}`), the style
/// sheet `trace.css` and the script `trace.js`. A page copies the style sheet and the script
/// into the markup, so that it is one file.
struct TracePage: Sendable {
  /// The folder of the files in the module's resources.
  static let folder = "Page"

  /// The files, read from the module's resources the first time a page is written.
  static let files = Result { () throws -> TracePage in try TracePage(bundle: .module) }

  /// `trace.html`.
  let markup: String
  /// `trace.css`.
  let style: String
  /// `trace.js`.
  let script: String

  /// Reads the files from `bundle`'s ``folder``.
  init(bundle: Bundle) throws {
    markup = try Self.read("trace.html", in: bundle)
    style = try Self.read("trace.css", in: bundle)
    script = try Self.read("trace.js", in: bundle)
  }

  /// The page: the markup with the style sheet, the script and `values` at their markers, in
  /// one pass over the markup (what is copied in is never searched for markers itself). A
  /// marker with no value is kept as it is.
  func filled(_ values: [String: String]) -> String {
    var values = values
    values["style"] = style
    values["script"] = script
    var page = ""
    var rest = Substring(markup)
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      page += rest[..<open.lowerBound]
      let key = String(rest[open.upperBound..<close.lowerBound])
      page += values[key] ?? "{{\(key)}}"
      rest = rest[close.upperBound...]
    }
    return page + rest
  }

  /// The text of the file `name` of `bundle`'s ``folder``.
  private static func read(_ name: String, in bundle: Bundle) throws -> String {
    guard let url = bundle.url(forResource: name, withExtension: nil, subdirectory: folder) else {
      throw CocoaError(
        .fileReadNoSuchFile,
        userInfo: [NSFilePathErrorKey: "\(folder)/\(name) in the resources of WaypointShell"])
    }
    return try String(contentsOf: url, encoding: .utf8)
  }
}
