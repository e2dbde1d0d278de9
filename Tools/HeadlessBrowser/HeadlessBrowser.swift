public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// the browser reads commands on its file descriptor 3 and writes answers on 4, each message
/// JSON ended by a NUL byte). No network port, no WebSocket, no package: what the trace's
/// browser test and the trace benchmark need, and nothing more.
///
/// ```swift
/// let browser = try HeadlessBrowser.launch()
/// try browser.open(URL(fileURLWithPath: "trace.html"))
/// let steps = try browser.evaluate("document.querySelectorAll('.step').length")
/// ```
public final class HeadlessBrowser {
  /// Why the browser could not do what was asked.
  public struct Failure: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    /// A failure said in `message`.
    public init(message: String) { self.message = message }
  }

  /// A script error the page threw (`Runtime.exceptionThrown`).
  public struct ScriptError: CustomStringConvertible, Sendable {
    public let text: String
    public var description: String { text }
  }

  private let process: pid_t
  private let input: Int32
  private let output: Int32
  private let profile: URL
  private var buffer: [UInt8] = []
  private var nextID = 1
  private var session: String = ""
  private var events: [[String: Any]] = []
  /// Script errors the page threw since it was opened.
  public private(set) var scriptErrors: [ScriptError] = []
  /// How long to wait for one answer, in seconds.
  public var timeout: Double = 30

  /// The browser to use: `WAYPOINT_BROWSER`, else the first of `chromium-headless-shell`,
  /// `chromium`, `chromium-browser`, `google-chrome` and `headless_shell` on `PATH`.
  public static func find(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    if let given = environment["WAYPOINT_BROWSER"], !given.isEmpty { return given }
    let names = [
      "chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "headless_shell",
    ]
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in names {
      for folder in folders where access("\(folder)/\(name)", X_OK) == 0 {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }

  /// Starts the browser at `path` (``find(environment:)`` when `nil`) with a fresh profile and
  /// a page of `width` × `height` CSS pixels.
  public static func launch(path: String? = nil, width: Int = 1400, height: Int = 1000)
    throws(Failure) -> HeadlessBrowser
  {
    guard let path = path ?? find() else {
      throw Failure(message: "no headless Chromium found (set WAYPOINT_BROWSER or install one)")
    }
    // A browser that dies must fail a write with EPIPE, not end this process.
    signal(SIGPIPE, SIG_IGN)
    let browser = try HeadlessBrowser(path: path)
    do {
      try browser.attach(width: width, height: height)
    } catch {
      browser.close()
      throw error
    }
    return browser
  }

  private init(path: String) throws(Failure) {
    profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-browser-\(UUID().uuidString)")
    // Both pipes, moved to descriptors of 10 and above that close on exec: the child gets its
    // ends as 3 and 4 from `dup2` alone, whatever numbers the pipes had here (in a process
    // with only 0, 1 and 2 open, they would be 3 to 6 and overwrite one another).
    var pipes: [Int32] = []
    for _ in 0..<2 {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else {
        for descriptor in pipes { closeDescriptor(descriptor) }
        throw Failure(message: "cannot make a pipe: \(String(cString: strerror(errno)))")
      }
      for end in ends {
        pipes.append(fcntl(end, F_DUPFD_CLOEXEC, 10))
        closeDescriptor(end)
      }
    }
    guard !pipes.contains(-1) else {
      for descriptor in pipes where descriptor >= 0 { closeDescriptor(descriptor) }
      throw Failure(message: "cannot move a pipe: \(String(cString: strerror(errno)))")
    }
    let toBrowser = [pipes[0], pipes[1]]
    let fromBrowser = [pipes[2], pipes[3]]
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
    posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [
      path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
      "--no-first-run", "--disable-extensions", "--disable-background-networking",
      "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "about:blank",
    ]
    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
    closeDescriptor(toBrowser[0])
    closeDescriptor(fromBrowser[1])
    guard status == 0 else {
      closeDescriptor(toBrowser[1])
      closeDescriptor(fromBrowser[0])
      throw Failure(message: "cannot start \(path): \(String(cString: strerror(status)))")
    }
    process = pid
    input = toBrowser[1]
    output = fromBrowser[0]
  }

  deinit { close() }

  private var closed = false

  /// Ends the browser and removes its profile.
  public func close() {
    guard !closed else { return }
    closed = true
    _ = try? send("Browser.close", [:], inSession: false, wait: false)
    closeDescriptor(input)
    closeDescriptor(output)
    var status: Int32 = 0
    if waitpid(process, &status, WNOHANG) == 0 {
      var waited = 0
      while waitpid(process, &status, WNOHANG) == 0 && waited < 50 {
        usleep(100_000)
        waited += 1
      }
      if waited == 50 {
        kill(process, SIGKILL)
        waitpid(process, &status, 0)
      }
    }
    try? FileManager.default.removeItem(at: profile)
  }

  /// A page target, attached in flattened mode, with the page, runtime and a fixed viewport.
  private func attach(width: Int, height: Int) throws(Failure) {
    let created = try send("Target.createTarget", ["url": "about:blank"], inSession: false)
    guard let target = created["targetId"] as? String else {
      throw Failure(message: "the browser made no page: \(created)")
    }
    let attached = try send(
      "Target.attachToTarget", ["targetId": target, "flatten": true], inSession: false)
    guard let id = attached["sessionId"] as? String else {
      throw Failure(message: "the browser did not attach to its page: \(attached)")
    }
    session = id
    _ = try send("Page.enable", [:])
    _ = try send("Runtime.enable", [:])
    _ = try send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
  }

  /// Opens `url` and waits until its load event (its scripts have run).
  public func open(_ url: URL) throws(Failure) {
    scriptErrors = []
    events.removeAll()
    let answer = try send("Page.navigate", ["url": url.absoluteString])
    if let error = answer["errorText"] as? String {
      throw Failure(message: "cannot open \(url.path): \(error)")
    }
    _ = try waitForEvent("Page.loadEventFired")
  }

  /// Waits for the page's next load event (a reload the page made itself, say), or returns the
  /// one that came while the browser answered something else.
  public func waitForLoad() throws(Failure) {
    _ = try waitForEvent("Page.loadEventFired")
  }

  /// Evaluates `expression` in the page and returns its value (a string, number, Boolean,
  /// array or object, as JSON gives them).
  public func evaluate(_ expression: String) throws(Failure) -> Any? {
    let answer = try send(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true])
    if let exception = answer["exceptionDetails"] as? [String: Any] {
      throw Failure(message: "\(expression) threw: \(Self.describe(exception))")
    }
    return (answer["result"] as? [String: Any])?["value"]
  }

  /// Presses and releases a key (`ArrowRight`, `Home`) on the focused element.
  public func press(_ key: String) throws(Failure) {
    let codes = [
      "ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40, "Home": 36, "End": 35,
    ]
    for type in ["keyDown", "keyUp"] {
      var parameters: [String: Any] = ["type": type, "key": key, "code": key]
      if let code = codes[key] { parameters["windowsVirtualKeyCode"] = code }
      _ = try send("Input.dispatchKeyEvent", parameters)
    }
  }

  /// A PNG of the page as it shows.
  public func screenshot() throws(Failure) -> Data {
    let answer = try send("Page.captureScreenshot", ["format": "png"])
    guard let text = answer["data"] as? String, let data = Data(base64Encoded: text) else {
      throw Failure(message: "the browser returned no screenshot")
    }
    return data
  }

  // MARK: The protocol

  private func send(
    _ method: String, _ parameters: [String: Any], inSession: Bool = true, wait: Bool = true
  ) throws(Failure) -> [String: Any] {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if inSession { message["sessionId"] = session }
    guard let json = try? JSONSerialization.data(withJSONObject: message) else {
      throw Failure(message: "cannot write \(method) as JSON")
    }
    var bytes = [UInt8](json)
    bytes.append(0)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      guard count > 0 else {
        throw Failure(message: "the browser closed its pipe (\(method))")
      }
      written += count
    }
    guard wait else { return [:] }
    while true {
      let answer = try receive(waitingFor: method)
      if answer["id"] as? Int == id {
        if let error = answer["error"] as? [String: Any] {
          throw Failure(message: "\(method) failed: \(error["message"] ?? error)")
        }
        return answer["result"] as? [String: Any] ?? [:]
      }
      note(answer)
    }
  }

  private func waitForEvent(_ name: String) throws(Failure) -> [String: Any] {
    if let index = events.firstIndex(where: { $0["method"] as? String == name }) {
      return events.remove(at: index)
    }
    while true {
      let message = try receive(waitingFor: name)
      if message["method"] as? String == name { return message }
      note(message)
    }
  }

  /// Keeps an event; a script error is kept apart.
  private func note(_ message: [String: Any]) {
    guard let method = message["method"] as? String else { return }
    if method == "Runtime.exceptionThrown",
      let parameters = message["params"] as? [String: Any],
      let details = parameters["exceptionDetails"] as? [String: Any]
    {
      scriptErrors.append(ScriptError(text: Self.describe(details)))
    }
    events.append(message)
  }

  private static func describe(_ details: [String: Any]) -> String {
    let exception = details["exception"] as? [String: Any]
    let text = exception?["description"] as? String ?? details["text"] as? String ?? "\(details)"
    let line = details["lineNumber"].map { " (line \($0))" } ?? ""
    return text + line
  }

  /// The next message, waiting at most ``timeout`` seconds.
  private func receive(waitingFor what: String) throws(Failure) -> [String: Any] {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let message = Array(buffer[..<end])
        buffer.removeSubrange(...end)
        guard let object = try? JSONSerialization.jsonObject(with: Data(message)),
          let dictionary = object as? [String: Any]
        else { throw Failure(message: "the browser wrote something that is not JSON") }
        return dictionary
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { throw Failure(message: "no answer to \(what) in \(timeout) s") }
      var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left, 1) * 1000))
      if ready < 0, errno != EINTR {
        throw Failure(message: "cannot wait for the browser: \(String(cString: strerror(errno)))")
      }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(message: "the browser ended (waiting for \(what))") }
      buffer.append(contentsOf: chunk[..<count])
    }
  }
}

/// `close(2)`, beside the method of the same name.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
