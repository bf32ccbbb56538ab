#if canImport(Glibc)
  import Glibc
#endif

/// Process-wide allocator settings, in one place for every command that renders or decodes
/// frames. Output never depends on them; peak memory and system time do.
public enum ProcessMemory {
  /// For rendering: frames are 4–15 MB buffers made and dropped many times a second on several
  /// threads. Served by fresh `mmap`s (glibc's default above its threshold), every frame costs
  /// thousands of page faults and zeroed pages: a third of the CPU time of a @3x render. Served
  /// from per-thread heaps, freed frames pile up in each heap. So frames come from one shared
  /// heap (one arena) that is trimmed only when 64 MiB lie free at its top: a dropped frame's
  /// memory is the next frame's, system time falls to a few percent, and the peak stays that of
  /// the frames alive at once. Applied by `Render.run`.
  public static func prepareForRendering() {
    #if os(Linux)
      // 32 MiB is glibc's upper limit for the mmap threshold: a 3072 × 4098 iPad frame is 48 MiB.
      _ = glibcMallopt(mmapThreshold, 32 << 20)
      _ = glibcMallopt(trimThreshold, 64 << 20)
      _ = glibcMallopt(arenaMaximum, 1)
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
  private static let arenaMaximum: Int32 = -8  // M_ARENA_MAX
}

#if os(Linux)
  /// glibc's `int mallopt(int, int)`.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
