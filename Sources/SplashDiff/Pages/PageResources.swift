/// Where the review and gallery page templates are read from, for `splashreel version --paths`
/// and install checks.
public enum PageResources {
  /// The templates' folder, or nil when no bundle and no checkout holds them.
  public static var directory: String? { PageTemplate.resourcesDirectory() }
}
