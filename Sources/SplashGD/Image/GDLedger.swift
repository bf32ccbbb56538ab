#if DEBUG
  import Synchronization

  /// Debug-build bookkeeping of libgd resources, scoped to a task so concurrent tests do not
  /// disturb each other: every `GDImage` created and every libgd buffer received while a ledger
  /// is `current` is counted up, and counted down when it is destroyed or `gdFree`d.
  ///
  /// A leak test runs its work under `GDLedger.$current.withValue(ledger) { … }` and expects
  /// `liveImages` and `liveBuffers` back at 0.
  final class GDLedger: Sendable {
    @TaskLocal static var current: GDLedger?

    private let images = Atomic<Int>(0)
    private let buffers = Atomic<Int>(0)
    private let totalImages = Atomic<Int>(0)

    init() {}

    /// Images created under this ledger and not yet destroyed.
    var liveImages: Int { images.load(ordering: .sequentiallyConsistent) }
    /// libgd buffers received under this ledger and not yet freed.
    var liveBuffers: Int { buffers.load(ordering: .sequentiallyConsistent) }
    /// Images ever created under this ledger (proves the counted code really ran).
    var createdImages: Int { totalImages.load(ordering: .sequentiallyConsistent) }

    func imageCreated() {
      images.add(1, ordering: .sequentiallyConsistent)
      totalImages.add(1, ordering: .sequentiallyConsistent)
    }
    func imageDestroyed() { images.subtract(1, ordering: .sequentiallyConsistent) }
    func bufferReceived() { buffers.add(1, ordering: .sequentiallyConsistent) }
    func bufferFreed() { buffers.subtract(1, ordering: .sequentiallyConsistent) }
  }
#endif
