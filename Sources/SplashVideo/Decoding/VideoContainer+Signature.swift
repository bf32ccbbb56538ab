extension VideoContainer {
  /// The container a file's first bytes (at least 8) announce, nil for anything else: an `ftyp`
  /// box (every MP4 and modern MOV; older QuickTime files start with a `moov`, `mdat` or `wide`
  /// atom) or an EBML header (WebM, Matroska). Never the file's extension.
  package init?(signature head: [UInt8]) {
    func atom(_ name: String) -> Bool { head.count >= 8 && head[4..<8].elementsEqual(name.utf8) }
    if ["ftyp", "moov", "mdat", "wide"].contains(where: atom) {
      self = .isoMedia
    } else if head.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) {
      self = .matroska
    } else {
      return nil
    }
  }
}
