import Foundation

/// A C table of functions from shared libraries opened with `dlopen` when first needed
/// (`SplashFFmpegFunctions`, `SplashWebPFunctions`): its fields are typed by the libraries'
/// headers and filled by `dlsym` under the same names, in C.
protocol FunctionTable {
  /// The sonames in load order (each after the ones it needs), from the headers' versions.
  static var sonames: [String] { get }
  /// Whose libraries they are, as messages name them: "FFmpeg's " or "".
  static var owner: String { get }
  /// The table for `sonames`, loaded once per process on first use (a `static let`, whose
  /// initialisation runs once, thread-safely).
  static var shared: Result<LibraryFunctions<Self>, LibraryLoadFailure> { get }
  /// Fills `table` from the opened `handles` (its shim's C function): nil, or the first missing
  /// function's name with the index of its library in `library`.
  static func bind(
    _ handles: UnsafePointer<UnsafeMutableRawPointer?>, _ table: UnsafeMutablePointer<Self>,
    _ library: UnsafeMutablePointer<Int32>
  ) -> UnsafePointer<CChar>?
}

/// The loaded functions of a `FunctionTable`, called by name: `av.avcodec_open2(context, codec, &options)`.
@dynamicMemberLookup
struct LibraryFunctions<Table: FunctionTable>: @unchecked Sendable {
  /// Filled once and never changed or freed, so sharing it between threads is safe.
  private let table: UnsafePointer<Table>

  subscript<Function>(dynamicMember function: KeyPath<Table, Function>) -> Function {
    table.pointee[keyPath: function]
  }

  /// The table, for the C helpers that call through it.
  var pointer: UnsafePointer<Table> { table }

  /// The sonames the headers name, in load order.
  static var sonames: [String] { Table.sonames }

  /// `count` sonames from the C function that names them.
  static func sonames(_ count: UInt32, _ soname: (UInt32) -> UnsafePointer<CChar>) -> [String] {
    (0..<count).map { String(cString: soname($0)) }
  }

  /// The functions from `sonames`: the headers' own (loaded once per process) unless a test
  /// names others.
  static func load(_ sonames: [String] = Table.sonames) -> Result<Self, LibraryLoadFailure> {
    sonames == Table.sonames ? Table.shared : open(sonames)
  }

  /// The functions, or the one-line error for `subject`: "out.mp4: MP4 needs FFmpeg's
  /// libavcodec.so.59 (not found: …); install libavcodec59 (Debian) or write a .gif".
  static func required(
    _ sonames: [String] = Table.sonames, subject: String, task: String, otherwise: String? = nil
  ) throws(VideoError) -> Self {
    switch load(sonames) {
    case .success(let functions): return functions
    case .failure(let failure):
      throw failure.error(subject: subject, task: task, owner: Table.owner, otherwise: otherwise)
    }
  }

  /// Opens `sonames` in order (a missing one is named itself, not through a library that needs
  /// it) and binds the table; the libraries stay loaded for the life of the process.
  static func open(_ sonames: [String]) -> Result<Self, LibraryLoadFailure> {
    var handles: [UnsafeMutableRawPointer?] = []
    func closeAll() { for handle in handles { if let handle { dlclose(handle) } } }
    for soname in sonames {
      guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
        let message = dlerror().map { String(cString: $0) } ?? "unknown error"
        closeAll()
        return .failure(LibraryLoadFailure(soname: soname, loaderMessage: message))
      }
      handles.append(handle)
    }
    let table = UnsafeMutablePointer<Table>.allocate(capacity: 1)
    var library: Int32 = 0
    if let missing = handles.withUnsafeBufferPointer({ Table.bind($0.baseAddress!, table, &library) }) {
      table.deallocate()
      closeAll()
      return .failure(LibraryLoadFailure(soname: sonames[Int(library)], missingSymbol: String(cString: missing)))
    }
    return .success(Self(table: UnsafePointer(table)))
  }
}
