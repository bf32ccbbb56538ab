/// What one rlottie worker may spend: seconds per frame (and to read the file) and bytes of
/// address space. The defaults are `SceneLimits.lottieFrameSeconds` and
/// `SceneLimits.lottieWorkerBytes`.
public struct LottieBudget: Sendable, Hashable {
  public var frameSeconds: Double
  public var memoryBytes: Int

  public init(
    frameSeconds: Double = SceneLimits.lottieFrameSeconds, memoryBytes: Int = SceneLimits.lottieWorkerBytes
  ) {
    self.frameSeconds = frameSeconds
    self.memoryBytes = memoryBytes
  }

  /// The default budget.
  public static let standard = LottieBudget()
}
