#if canImport(Glibc)
  import Glibc
#endif

/// Process-wide allocator settings, in one place for every command that renders or decodes
/// frames. Output never depends on them; peak memory and system time do.
public enum ProcessMemory {
  /// For rendering: frames are 1–15 MB buffers made and dropped many times a second on several
  /// threads. glibc raises its mmap threshold after the first such buffer is freed and then
  /// serves them from per-thread heaps that keep the memory; a fixed 4 MiB threshold hands every
  /// frame back to the system when it is dropped (a @3x render peaks about 60 MB lower, at no
  /// cost in CPU time). Applied by `Render.run`.
  public static func prepareForRendering() {
    #if os(Linux)
      _ = glibcMallopt(mmapThreshold, 4 << 20)
    #endif
  }

  /// For decoding frame files (`encode`): every decode allocates and frees megabyte buffers;
  /// glibc serves those with fresh `mmap`s by default, so each one costs page faults and
  /// zeroing. Keeping them on the heap lets the next frame reuse the memory (about a quarter of
  /// the system time of an encode).
  public static func prepareForDecoding() {
    #if os(Linux)
      // 32 MiB is glibc's upper limit for the mmap threshold.
      _ = glibcMallopt(mmapThreshold, 32 << 20)
      _ = glibcMallopt(trimThreshold, 512 << 20)
    #endif
  }

  // <malloc.h> is not part of Swift's Glibc module.
  private static let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
  private static let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
}

#if os(Linux)
  /// glibc's `int mallopt(int, int)`.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
