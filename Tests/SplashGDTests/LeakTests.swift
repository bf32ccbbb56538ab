#if canImport(Glibc)
  import CGD
  import Glibc
  import SplashRaster
  import SplashTestSupport
  import Testing

  @testable import SplashGD

  /// 100 decode / encode / text cycles leave no libgd memory behind.
  ///
  /// Two independent checks:
  /// - exact (debug builds): a `GDLedger` counts every `GDImage` and every libgd buffer made
  ///   during the cycles; both must be back at 0;
  /// - allocator-wide: glibc's `splashreel_heap_bytes_in_use()` (bytes in use) after a warm-up cycle and
  ///   after 100 more may grow by at most `slack` (64 KiB). One cycle allocates and frees about
  ///   a dozen images of 16 KiB and more, so leaking any one of them per cycle would grow the
  ///   heap by ≥ 1.6 MiB. Other tests run concurrently and move the counter too, so the
  ///   measurement is retried up to five times and the smallest growth counts: a real leak
  ///   grows every attempt. (With `gdImageDestroy` left out, growth is about 22 MB per attempt.)
  @Suite struct LeakTests {
    static let slack = 64 * 1024

    @Test func hundredCyclesLeakNoLibgdMemory() throws {
      let work = try Workload()
      try work.cycle()  // warm-up: caches (fonts, fontconfig, libgd's font cache) fill once
      var growths: [Int] = []
      #if DEBUG
        let ledger = GDLedger()
      #endif
      for attempt in 0..<5 {
        let before = splashreel_heap_bytes_in_use()
        #if DEBUG
          if attempt == 0 {
            try GDLedger.$current.withValue(ledger) { for _ in 0..<100 { try work.cycle() } }
          } else {
            for _ in 0..<100 { try work.cycle() }
          }
        #else
          for _ in 0..<100 { try work.cycle() }
        #endif
        let after = splashreel_heap_bytes_in_use()
        growths.append(Int(after) - Int(before))
        if growths.last! < Self.slack { break }
      }
      #expect(growths.min()! < Self.slack, "heap growth per 100 cycles: \(growths) bytes")
      #if DEBUG
        #expect(ledger.createdImages == 100 * Workload.imagesPerCycle)
        #expect(ledger.liveImages == 0)
        #expect(ledger.liveBuffers == 0)
      #endif
    }
  }

  /// One cycle: decode PNG, JPEG, WebP and GIF, encode a 64×64 surface twice (opaque and
  /// translucent), write and read back a file, and render two strings.
  struct Workload {
    /// GDImages one cycle creates: 4 decodes + 2 encodes + 1 write + 1 read + 2 text renders.
    static let imagesPerCycle = 10

    let png: [UInt8]
    let surface = TestSurfaces.noise(width: 64, height: 64)
    let translucent: Surface
    let directory = TemporaryFolder("gd")

    init() throws {
      png = try PNGEncoder.encode(surface)
      var pixels = surface.pixels
      for i in stride(from: 0, to: pixels.count, by: 4) {
        for c in 0..<4 { pixels[i + c] = pixels[i + c] / 2 }
      }
      translucent = try Surface(width: 64, height: 64, pixels: pixels)
    }

    func cycle() throws {
      _ = try ImageDecoder.decode(bytes: png, name: "a.png")
      _ = try ImageDecoder.decode(bytes: DecoderFixtures.jpegTwoBlocks16x8, name: "a.jpg")
      _ = try ImageDecoder.decode(bytes: DecoderFixtures.webPRGBA3x2, name: "a.webp")
      _ = try ImageDecoder.decode(bytes: DecoderFixtures.gifFrameAt2x1On6x4, name: "a.gif")
      _ = try PNGEncoder.encode(translucent)
      let path = directory.file("cycle.png")
      try PNGEncoder.write(surface, to: path)
      _ = try PNGEncoder.encode(try ImageDecoder.decode(contentsOf: path))
      _ = try TextRenderer.render("欢迎回来", style: TextStyle(family: "WenQuanYi Micro Hei", pointSize: 17, scale: 2))
      _ = try TextRenderer.render("Welcome & more", style: TextStyle(family: "DejaVu Sans", pointSize: 17))
    }
  }
#endif
