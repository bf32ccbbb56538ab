internal import CZip
import Foundation
import SplashFiles

/// A zip archive opened for reading through libzip: the only owner of libzip's pointers.
///
/// Opening checks the archive's consistency (`ZIP_CHECKCONS`), its size, its entry count and every
/// entry's name (none absolute, none with a `..` component, a backslash or a control character:
/// an archive naming a file outside itself is refused whole, not filtered) and declared size
/// against `ArchiveLimits`. Reading an entry inflates at most its declared size (and the limits);
/// an entry that inflates to more is refused, so a zip bomb costs at most what the limits allow.
/// Errors are one `ArchiveError` line naming the archive and the entry.
package final class ZipArchive {
  /// One file of the archive, as its central directory declares it.
  package struct Entry: Sendable, Hashable {
    package let name: String
    /// Declared uncompressed size in bytes.
    package let size: Int
    let index: UInt64
  }

  /// How messages name the archive.
  package let name: String
  package let limits: ArchiveLimits
  /// The entries in the archive's order.
  package let entries: [Entry]
  private var archive: OpaquePointer?
  private var totalRead = 0

  /// Opens the archive at `path`; `name` names it in messages (default: the path).
  package init(contentsOf path: String, name: String? = nil, limits: ArchiveLimits = .standard) throws(ArchiveError) {
    let name = name ?? path
    self.name = name
    self.limits = limits
    do {
      try RegularFile.checkBeforeOpening(path, limit: limits.maximumFileBytes, kind: "an archive")
    } catch {
      throw ArchiveError("\(name): \(error.detail ?? error.reason)", cause: error)
    }
    var code: Int32 = 0
    guard let opened = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
      throw ArchiveError("\(name): not a zip archive libzip can read (\(Self.reason(code)))")
    }
    do {
      entries = try Self.entries(of: opened, name: name, limits: limits)
    } catch {
      zip_discard(opened)
      throw error
    }
    archive = opened
  }

  /// The archive's entries from its central directory, each name and declared size checked.
  private static func entries(of archive: OpaquePointer, name: String, limits: ArchiveLimits) throws(ArchiveError)
    -> [Entry]
  {
    let count = zip_get_num_entries(archive, 0)
    guard count >= 0, count <= Int64(limits.maximumEntries) else {
      throw ArchiveError("\(name): \(count) entries, more than the limit of \(limits.maximumEntries)")
    }
    var entries: [Entry] = []
    let wanted = UInt64(ZIP_STAT_NAME | ZIP_STAT_SIZE)
    for index in 0..<UInt64(count) {
      var info = zip_stat_t()
      guard zip_stat_index(archive, index, 0, &info) == 0, info.valid & wanted == wanted, let cName = info.name else {
        throw ArchiveError("\(name): entry \(index + 1) cannot be read (\(String(cString: zip_strerror(archive))))")
      }
      let entryName = String(cString: cName)
      if let problem = nameProblem(entryName) { throw ArchiveError("\(name): entry '\(entryName)' \(problem)") }
      guard info.size <= UInt64(limits.maximumEntryBytes) else {
        throw ArchiveError(
          "\(name): \(entryName): declares \(info.size) bytes, more than the limit of \(limits.maximumEntryBytes) bytes an entry"
        )
      }
      entries.append(Entry(name: entryName, size: Int(info.size), index: index))
    }
    return entries
  }

  deinit {
    if let archive { zip_discard(archive) }
  }

  /// What is wrong with an entry's name, nil when it stays inside the archive.
  static func nameProblem(_ name: String) -> String? {
    if name.isEmpty { return "has an empty name" }
    if name.hasPrefix("/") { return "is an absolute path" }
    if name.contains("\\") { return "holds a backslash" }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "holds a control character"
    }
    if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
      return "leads outside the archive (a '..' component)"
    }
    return nil
  }

  /// The entry named exactly `name`, nil when there is none.
  package func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

  /// The bytes of `entry`, inflated: at most its declared size, `limits.maximumEntryBytes` and
  /// what is left of `limits.maximumTotalBytes`.
  package func read(_ entry: Entry) throws(ArchiveError) -> [UInt8] {
    let left = limits.maximumTotalBytes - totalRead
    guard entry.size <= left else {
      throw ArchiveError(
        "\(name): \(entry.name): reading it would pass the limit of \(limits.maximumTotalBytes) bytes read from one archive"
      )
    }
    guard let archive, let file = zip_fopen_index(archive, entry.index, 0) else {
      throw ArchiveError(
        "\(name): \(entry.name): cannot be opened (\(archive.map { String(cString: zip_strerror($0)) } ?? ""))")
    }
    defer { zip_fclose(file) }
    // One byte more than declared tells an entry that inflates past its size.
    var bytes = [UInt8](repeating: 0, count: entry.size + 1)
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in
        zip_fread(file, buffer.baseAddress! + count, UInt64(buffer.count - count))
      }
      if n < 0 {
        throw ArchiveError("\(name): \(entry.name): damaged (\(String(cString: zip_file_strerror(file))))")
      }
      if n == 0 { break }
      count += Int(n)
    }
    guard count <= entry.size else {
      throw ArchiveError("\(name): \(entry.name): inflates to more than its declared \(entry.size) bytes")
    }
    guard count == entry.size else {
      throw ArchiveError("\(name): \(entry.name): holds \(count) bytes, not its declared \(entry.size)")
    }
    totalRead += count
    bytes.removeLast()
    return bytes
  }

  /// libzip's words for an error code.
  private static func reason(_ code: Int32) -> String {
    var error = zip_error_t()
    zip_error_init_with_code(&error, code)
    defer { zip_error_fini(&error) }
    return String(cString: zip_error_strerror(&error))
  }
}
