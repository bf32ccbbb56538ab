import Foundation

/// The two C library calls the runner needs that Swift's Glibc module does not declare (they
/// sit behind `_GNU_SOURCE`): looked up once by name in the process's own symbols.
enum SpawnFunctions {
  typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
  typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

  /// `pipe2(fds, flags)` (glibc 2.9), or nil where the C library has none.
  static let pipe2: Pipe2? = symbol("pipe2")
  /// `posix_spawn_file_actions_addchdir_np(actions, path)` (glibc 2.29, macOS 10.15).
  static let addChdir: AddChdir? = symbol("posix_spawn_file_actions_addchdir_np")

  private static func symbol<T>(_ name: String) -> T? {
    guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, name) else { return nil }
    return unsafeBitCast(address, to: T.self)
  }
}
