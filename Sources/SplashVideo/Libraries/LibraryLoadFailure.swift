/// Why a shared library could not be used: its soname and what went wrong.
struct LibraryLoadFailure: Error, Equatable, Sendable {
  /// "libavcodec.so.59".
  let soname: String
  /// "not found: cannot open shared object file: No such file or directory", "cannot load:
  /// libx264.so.164: cannot open shared object file: …", "the installed one has no avcodec_open2".
  let reason: String

  /// From `dlopen`'s message, which starts with the soname when the library itself is missing
  /// and with another name when one it needs is.
  init(soname: String, loaderMessage: String) {
    self.soname = soname
    let own = "\(soname): "
    if loaderMessage.hasPrefix(own) && loaderMessage.contains("cannot open shared object file") {
      reason = "not found: " + loaderMessage.dropFirst(own.count)
    } else {
      reason = "cannot load: " + loaderMessage
    }
  }

  init(soname: String, missingSymbol: String) {
    self.soname = soname
    reason = "the installed one has no \(missingSymbol)"
  }

  /// Debian's package of the soname: libavcodec.so.59 → libavcodec59, libwebpmux.so.3 →
  /// libwebpmux3 (a name that ends in a digit takes a hyphen: libfoo2.so.1 → libfoo2-1).
  var debianPackage: String {
    guard let range = soname.range(of: ".so.") else { return soname }
    let name = soname[..<range.lowerBound]
    let major = soname[range.upperBound...]
    return name.last?.isNumber == true ? "\(name)-\(major)" : "\(name)\(major)"
  }

  /// "out.mp4: MP4 needs FFmpeg's libavcodec.so.59 (not found: …); install libavcodec59 (Debian)
  /// or write a .gif": `task` is what needs the library ("MP4", "reading MP4/MOV"), `owner`
  /// whose library it is ("FFmpeg's " or ""), `otherwise` what else the user can do.
  func error(subject: String, task: String, owner: String, otherwise: String? = nil) -> VideoError {
    VideoError(
      "\(subject): \(task) needs \(owner)\(soname) (\(reason)); install \(debianPackage) (Debian)"
        + (otherwise.map { " or \($0)" } ?? ""))
  }
}
