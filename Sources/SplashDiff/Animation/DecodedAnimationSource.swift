import SplashVideo

/// An animation file decoded by one of SplashVideo's decoders (video, APNG, WebP) as a comparison
/// input: its frames at the times the file gives them.
package struct DecodedAnimationSource<Decoder: AnimationDecoder>: AnimationSource {
  /// The decoder, for what its format tells beyond the common fields (codec, rotation, loops).
  package private(set) var decoder: Decoder

  package init(_ decoder: Decoder) {
    self.decoder = decoder
  }

  // The common fields are the decoder's own, read from its header.
  package var name: String { decoder.name }
  package var width: Int { decoder.width }
  package var height: Int { decoder.height }
  package var timeQuantum: Int { decoder.timeQuantum }
  package var isStill: Bool { decoder.isStill }
  package var declaredFrameCount: Int? { decoder.declaredFrameCount }
  package var declaredDuration: Int? { decoder.declaredDuration }

  package mutating func next() throws -> TimedFrame? {
    guard let frame = try decoder.next() else { return nil }
    return TimedFrame(surface: frame.surface, start: frame.start, duration: frame.duration)
  }
}

/// A video (MP4, MOV, WebM) as a comparison input, timed by presentation timestamps.
package typealias VideoSource = DecodedAnimationSource<VideoDecoder>

/// An animated PNG as a comparison input, timed by its exact delays.
package typealias APNGSource = DecodedAnimationSource<APNGDecoder>

/// A WebP (animated or still) as a comparison input, timed in milliseconds.
package typealias WebPSource = DecodedAnimationSource<WebPAnimationDecoder>
