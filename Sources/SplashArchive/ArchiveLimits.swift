/// Bounds on what reading one archive may cost, checked against the central directory before any
/// entry is inflated and again while inflating (a zip bomb declares small sizes and inflates to
/// gigabytes; reading stops one byte past what was declared or allowed).
package struct ArchiveLimits: Sendable, Hashable {
  /// The most entries (files and folders) of the archive.
  package var maximumEntries: Int
  /// The largest uncompressed entry read, in bytes.
  package var maximumEntryBytes: Int
  /// The most uncompressed bytes read from the archive in all.
  package var maximumTotalBytes: Int
  /// The largest archive file, in bytes.
  package var maximumFileBytes: Int

  package init(maximumEntries: Int, maximumEntryBytes: Int, maximumTotalBytes: Int, maximumFileBytes: Int) {
    self.maximumEntries = maximumEntries
    self.maximumEntryBytes = maximumEntryBytes
    self.maximumTotalBytes = maximumTotalBytes
    self.maximumFileBytes = maximumFileBytes
  }

  /// 1000 entries, 16 MiB an entry, 64 MiB in all, archives up to 64 MiB.
  package static let standard = ArchiveLimits(
    maximumEntries: 1_000, maximumEntryBytes: 16 << 20, maximumTotalBytes: 64 << 20, maximumFileBytes: 64 << 20)
}
