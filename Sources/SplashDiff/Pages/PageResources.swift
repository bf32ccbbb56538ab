/// Where the review and gallery page templates are read from, for `splashreel version --paths`
/// and install checks.
package enum PageResources {
  /// The templates' folder, or nil when no bundle and no checkout holds them.
  package static var directory: String? { PageTemplate.resourcesDirectory() }
}
