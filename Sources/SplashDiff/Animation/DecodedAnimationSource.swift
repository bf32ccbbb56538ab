import SplashVideo

/// An animation file decoded by one of SplashVideo's decoders (video, APNG, WebP) as a comparison
/// input: its frames at the times the file gives them.
public struct DecodedAnimationSource<Decoder: AnimationDecoder>: AnimationSource {
  /// The decoder, for what its format tells beyond the common fields (codec, rotation, loops).
  public private(set) var decoder: Decoder

  public init(_ decoder: Decoder) {
    self.decoder = decoder
  }

  // The common fields are the decoder's own, read from its header.
  public var name: String { decoder.name }
  public var width: Int { decoder.width }
  public var height: Int { decoder.height }
  public var timeQuantum: Int { decoder.timeQuantum }
  public var isStill: Bool { decoder.isStill }
  public var declaredFrameCount: Int? { decoder.declaredFrameCount }
  public var declaredDuration: Int? { decoder.declaredDuration }

  public mutating func next() throws -> TimedFrame? {
    guard let frame = try decoder.next() else { return nil }
    return TimedFrame(surface: frame.surface, start: frame.start, duration: frame.duration)
  }
}

/// A video (MP4, MOV, WebM) as a comparison input, timed by presentation timestamps.
public typealias VideoSource = DecodedAnimationSource<VideoDecoder>

/// An animated PNG as a comparison input, timed by its exact delays.
public typealias APNGSource = DecodedAnimationSource<APNGDecoder>

/// A WebP (animated or still) as a comparison input, timed in milliseconds.
public typealias WebPSource = DecodedAnimationSource<WebPAnimationDecoder>
