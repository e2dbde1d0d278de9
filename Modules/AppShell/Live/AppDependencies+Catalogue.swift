package import AppModels

extension AppDependencies {
  /// The bundled article catalogue, as ``live(dataDirectory:now:)`` reads it: for a driver that
  /// keeps everything else in memory (the shell's `graph` explores the app with the real
  /// articles and nothing written to disk).
  /// - Throws: When the bundled catalogue cannot be read (a broken build).
  package static func bundledArticles() throws -> any ArticleClient {
    try BundledArticles()
  }
}
