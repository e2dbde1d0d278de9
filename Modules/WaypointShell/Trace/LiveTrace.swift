import Foundation

/// The interactive shell's trace (`--trace FILE`): the page is rewritten after every command
/// (written beside the file, then renamed over it), and while the shell runs the page reloads
/// itself to follow it. When the shell ends, the last page stops reloading.
@MainActor
final class LiveTrace {
  /// Where the page is written.
  let url: URL
  private let recorder: TraceRecorder

  init(url: URL, recorder: TraceRecorder) {
    self.url = url
    self.recorder = recorder
  }

  /// Records a command (see ``TraceRecorder/record(_:session:output:failure:location:)``).
  func record(
    _ line: String, session: ShellSession, output: String, failure: ShellFailure?
  ) {
    recorder.record(line, session: session, output: output, failure: failure)
  }

  /// Rewrites the page; `isFinal` makes it stop following the file.
  /// - Throws: The file system's error when the page cannot be written.
  func save(isFinal: Bool = false) throws {
    recorder.isLive = !isFinal
    try recorder.write(to: url)
  }
}
