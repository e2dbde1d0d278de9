/// The reader's note on an article: what the note sheet saves and the article shows.
public struct ArticleNote: Codable, Hashable, Sendable {
  /// The article it is about.
  public let articleID: Int
  /// What the reader wrote.
  public let text: String

  /// Creates a note.
  public init(articleID: Int, text: String) {
    self.articleID = articleID
    self.text = text
  }
}

/// Why a note could not be stored: nothing was written, and the note the reader wrote is kept.
public struct NoteStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in words.
  public let reason: String

  /// An error saying `reason`.
  public init(_ reason: String) {
    self.reason = reason
  }

  public var description: String { reason }
}
