/// What one rlottie worker may spend: seconds per frame (and to read the file) and bytes of
/// address space. The defaults are `SceneLimits.lottieFrameSeconds` and
/// `SceneLimits.lottieWorkerBytes`.
package struct LottieBudget: Sendable, Hashable {
  package var frameSeconds: Double
  package var memoryBytes: Int

  package init(
    frameSeconds: Double = SceneLimits.lottieFrameSeconds, memoryBytes: Int = SceneLimits.lottieWorkerBytes
  ) {
    self.frameSeconds = frameSeconds
    self.memoryBytes = memoryBytes
  }

  /// The default budget.
  package static let standard = LottieBudget()
}
