import CWebP

/// libwebp's functions (libwebp, libwebpmux, libwebpdemux), opened the first time a WebP is
/// written or read.
typealias WebP = LibraryFunctions<SplashWebPFunctions>

extension SplashWebPFunctions: FunctionTable {
  /// libwebp.so.7, libwebpmux.so.3, libwebpdemux.so.2 for the headers' ABI (see CWebP's shim.h).
  static let sonames = WebP.sonames(SPLASHREEL_WEBP_LIBRARY_COUNT.rawValue) {
    splashreel_webp_soname(SplashWebPLibrary(rawValue: $0))
  }
  static let owner = ""
  static let shared = WebP.open(sonames)

  static func bind(
    _ handles: UnsafePointer<UnsafeMutableRawPointer?>, _ table: UnsafeMutablePointer<Self>,
    _ library: UnsafeMutablePointer<Int32>
  ) -> UnsafePointer<CChar>? { splashreel_webp_bind(handles, table, library) }
}
