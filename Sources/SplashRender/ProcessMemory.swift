import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Process-wide allocator settings, in one place for every command that renders or decodes
/// frames. Output never depends on them; peak memory and system time do.
///
/// They change the whole process, so the library applies them only in a program that opted in
/// with `adopt()` (the `splashreel` executable and the benchmarks do, at start); a library user's
/// process, a test runner for example, keeps its allocator as it was.
public enum ProcessMemory {
  /// Lets `prepareForRendering(frameBytes:)`, `prepareForDecoding()` and `releaseFreePages()`
  /// tune this process's allocator from now on.
  public static func adopt() {
    adopted.store(true, ordering: .relaxed)
  }

  /// Whether this process opted in with `adopt()`.
  public static var isAdopted: Bool { adopted.load(ordering: .relaxed) }

  private static let adopted = Atomic<Bool>(false)

  /// For rendering: frames are 4–15 MB buffers made and dropped many times a second on several
  /// threads. Served by fresh `mmap`s (glibc's default above its threshold), every frame costs
  /// thousands of page faults and zeroed pages: a third of the CPU time of a @3x render. Served
  /// from per-thread heaps, freed frames pile up in each heap. So there is one shared heap (one
  /// arena), trimmed only when 64 MiB lie free at its top, and frames and index planes are
  /// reused rather than freed (`SceneFrames.recycle`, the GIF writer's spare planes).
  ///
  /// For frames of `largeFrameBytes` or more (a tall phone at @3x), buffers of 4 MiB and more
  /// (frames, pictures, colour tables, the mapper's table) get mappings of their own: few are
  /// made now that frames are reused, and a freed one goes back to the system at once instead
  /// of leaving a hole in the heap that the next buffer of another size does not fit
  /// (welcome-back on an iPhone 16 Pro Max at @3x peaks 12 MB lower). Below 4 MiB (index
  /// planes, coded frames, PNG buffers) they stay in the heap, as do all buffers for smaller
  /// frames: the fastest. Applied by `Render.run` once the process has adopted these settings.
  package static func prepareForRendering(frameBytes: Int = 0) {
    #if os(Linux)
      guard isAdopted else { return }
      // 32 MiB is glibc's upper limit for the mmap threshold: a 3072 × 4098 iPad frame is 48 MiB.
      _ = glibcMallopt(mmapThreshold, frameBytes >= largeFrameBytes ? 4 << 20 : 32 << 20)
      _ = glibcMallopt(trimThreshold, 64 << 20)
      _ = glibcMallopt(arenaMaximum, 1)
    #endif
  }

  /// Frames from this size on (8 MiB) are large (see `prepareForRendering(frameBytes:)`).
  package static let largeFrameBytes = 8 << 20

  /// For decoding frame files (`encode`): every decode allocates and frees megabyte buffers;
  /// glibc serves those with fresh `mmap`s by default, so each one costs page faults and
  /// zeroing. Keeping them on the heap lets the next frame reuse the memory (about a quarter of
  /// the system time of an encode).
  package static func prepareForDecoding() {
    #if os(Linux)
      guard isAdopted else { return }
      // 32 MiB is glibc's upper limit for the mmap threshold.
      _ = glibcMallopt(mmapThreshold, 32 << 20)
      _ = glibcMallopt(trimThreshold, 512 << 20)
    #endif
  }

  /// Returns the heap's free pages to the system. Decoding a picture through libgd allocates it
  /// row by row (a 1290 × 2796 JPEG: 14 MB in 5 KB rows) and frees the rows once converted;
  /// those pages would stay in the process for the whole render. Called once the pictures of a
  /// render are decoded.
  package static func releaseFreePages() {
    #if os(Linux)
      guard isAdopted else { return }
      _ = glibcMallocTrim(0)
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

  /// glibc's `int malloc_trim(size_t)`.
  @_silgen_name("malloc_trim")
  private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
