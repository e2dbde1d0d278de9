import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What happens on SIGINT, SIGTERM and SIGHUP: the terminal is restored, temporary data
/// directories are removed, and the process exits with 128 + the signal's number.
enum Interruption {
  private static let sources = Sources()

  private final class Sources: @unchecked Sendable {  // justified: written once, under `lock`
    let lock = NSLock()
    var installed: [any DispatchSourceSignal] = []
  }

  /// Installs the handlers (once; later calls do nothing).
  static func install() {
    sources.lock.withLock {
      guard sources.installed.isEmpty else { return }
      for number in [SIGINT, SIGTERM, SIGHUP] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(
          signal: number, queue: .global(qos: .userInitiated))
        source.setEventHandler {
          // At the prompt: end its line, so the terminal's next line starts clean.
          if Terminal.restore() { _ = write(STDOUT_FILENO, "\n", 1) }
          TemporaryDirectories.removeAll()
          exit(128 + number)
        }
        source.resume()
        sources.installed.append(source)
      }
    }
  }
}
