internal import CFFmpeg

/// The processor features libx264 may use, as its `asm` option takes them: what FFmpeg detects on
/// this machine, without AVX-512.
///
/// libx264 (0.164) reads memory it has not written in its AVX-512 code: with it, the same frames
/// and settings gave different bytes from run to run, even on one encoder thread (the heap's
/// leftovers differ with what other threads allocated; `MALLOC_PERTURB_` shows it at will), and
/// without it they never do. Every other routine it picks gives the same bytes as its plain C.
enum X264Processor {
  /// libx264's flag bits (x264.h) for FFmpeg's, x86 only; nil elsewhere (libx264 detects itself).
  static var features: UInt32? {
    #if arch(x86_64)
      features(fromFFmpeg: UInt32(bitPattern: av_get_cpu_flags()))
    #else
      nil
    #endif
  }

  /// The x86 features in FFmpeg's `flags` as libx264's bits, AVX-512 left out; SSE2 marked fast
  /// on processors with SSSE3 (as libx264 does) and 64-byte cache lines assumed.
  static func features(fromFFmpeg flags: UInt32) -> UInt32 {
    let pairs: [(Int32, UInt32)] = [
      (AV_CPU_FLAG_MMX, 1 << 0), (AV_CPU_FLAG_MMXEXT, 1 << 1), (AV_CPU_FLAG_SSE, 1 << 2),
      (AV_CPU_FLAG_SSE2, 1 << 3), (AV_CPU_FLAG_SSE3, 1 << 5), (AV_CPU_FLAG_SSSE3, 1 << 6),
      (AV_CPU_FLAG_SSE4, 1 << 7), (AV_CPU_FLAG_SSE42, 1 << 8), (AV_CPU_FLAG_AVX, 1 << 9),
      (AV_CPU_FLAG_XOP, 1 << 10), (AV_CPU_FLAG_FMA4, 1 << 11), (AV_CPU_FLAG_FMA3, 1 << 12),
      (AV_CPU_FLAG_BMI1, 1 << 13), (AV_CPU_FLAG_BMI2, 1 << 14), (AV_CPU_FLAG_AVX2, 1 << 15),
      (AV_CPU_FLAG_SSE2SLOW, 1 << 19), (AV_CPU_FLAG_ATOM, 1 << 23),
    ]
    var features: UInt32 = 1 << 18  // X264_CPU_CACHELINE_64
    for (ffmpeg, x264) in pairs where flags & UInt32(bitPattern: ffmpeg) != 0 { features |= x264 }
    let ssse3: UInt32 = 1 << 6
    let sse2Slow: UInt32 = 1 << 19
    if features & ssse3 != 0 && features & sse2Slow == 0 { features |= 1 << 20 }  // X264_CPU_SSE2_IS_FAST
    return features
  }
}
