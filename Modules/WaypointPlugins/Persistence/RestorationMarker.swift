#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the app may restore its saved navigation now (``NavigationStore/startRestoring()``).
///
/// ```swift
/// switch store.startRestoring() {
/// case .mayRestore: restore(store.load())  // then store.restorationSettled() once it settled
/// case .interrupted, .notMarked: startFresh()
/// }
/// ```
public enum RestorationStart: Hashable, Sendable {
  /// The restoration is marked: restore, and call ``NavigationStore/restorationSettled()``
  /// once the restored navigation has settled.
  case mayRestore
  /// The last launch ended while it restored: the saved file was moved aside and reported
  /// (``StoreProblem/Kind/interruptedRestoration``). Start fresh.
  case interrupted
  /// The marker could not be written (the problem, also in ``NavigationStore/problems``, of
  /// kind ``StoreProblem/Kind/restorationNotMarked``). Start fresh: restored without the
  /// marker, a navigation that ends the app would end it at every launch. The saved file is
  /// left as it is.
  case notMarked(StoreProblem)
}

/// The marker of a restoration under way: an empty regular file next to the saved navigation,
/// made and removed by ``NavigationStore`` only.
struct RestorationMarker {
  /// What is at the marker's path.
  enum State: Equatable {
    case absent
    /// The marker: a regular file.
    case present
    /// Something the store did not make, or that cannot be looked at (why).
    case unusable(String)
  }

  /// The marker's path.
  let path: String

  /// What is at the marker's path now. A directory, a link or anything else that is not a
  /// regular file is not taken for the marker, and is never removed.
  var state: State {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return .absent }
      return .unusable(String(cString: strerror(errno)))
    }
    // S_IFMT and S_IFREG.
    guard info.st_mode & 0o170000 == 0o100000 else {
      return .unusable("something that is not a marker file is in its place")
    }
    return .present
  }

  /// Makes the marker, never over something in its place.
  /// - Returns: Why it could not be made; `nil` when it was.
  func create() -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    close(descriptor)
    return nil
  }

  /// Removes the marker, if it is there; leaves anything else in its place alone.
  /// - Returns: Why it could not be removed; `nil` when it was, or was not there.
  func remove() -> String? {
    guard state == .present, unlink(path) != 0, errno != ENOENT else { return nil }
    return String(cString: strerror(errno))
  }
}
