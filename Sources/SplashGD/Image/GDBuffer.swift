internal import CGD

/// Buffers libgd allocates for us (`gdImagePngPtrEx`, `gdFTStringExtra.fontpath`, …) must be
/// released with `gdFree`, never `free`. These helpers copy them into Swift values and free
/// them at once, so no libgd allocation outlives the call that produced it.
enum GDBuffer {
  /// Copies `count` bytes from a libgd buffer and frees it; nil when libgd returned NULL.
  static func take(_ buffer: UnsafeMutableRawPointer?, count: Int32) -> [UInt8]? {
    guard let buffer else { return nil }
    noteReceived()
    defer { free(buffer) }
    return [UInt8](UnsafeRawBufferPointer(start: buffer, count: max(0, Int(count))))
  }

  /// Copies a NUL-terminated libgd string and frees it; nil when libgd returned NULL.
  static func takeString(_ buffer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let buffer else { return nil }
    noteReceived()
    defer { free(UnsafeMutableRawPointer(buffer)) }
    return String(cString: buffer)
  }

  private static func noteReceived() {
    #if DEBUG
      GDLedger.current?.bufferReceived()
    #endif
  }

  private static func free(_ buffer: UnsafeMutableRawPointer) {
    gdFree(buffer)
    #if DEBUG
      GDLedger.current?.bufferFreed()
    #endif
  }
}
