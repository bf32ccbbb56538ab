import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What polling compares: a file's size, modification time and inode (nil when missing).
struct FileStatus: Equatable {
  var size: Int64
  var seconds: Int
  var nanoseconds: Int
  var inode: UInt64

  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    size = Int64(info.st_size)
    seconds = Int(info.st_mtim.tv_sec)
    nanoseconds = Int(info.st_mtim.tv_nsec)
    inode = UInt64(info.st_ino)
  }
}
