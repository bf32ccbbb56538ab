/// What this build of splashreel was compiled from.
package enum BuildIdentity {
  /// The SHA-256 of the manifest and of every file under `Sources/` this binary was built from
  /// (`SourceIdentity.compute`), 64 hex digits: the same in the library and the executable when
  /// both were built from the same sources, whatever the files' dates. `splashreel version`
  /// prints it.
  package static let sources = generatedSourceIdentity
}
