import Foundation

/// Where a target's resource files are at run time: the `Resources` folder of its SwiftPM bundle
/// beside the executable (release and debug builds, tests), else the source checkout's folder.
public enum ResourceFolder {
  /// The first of those folders that holds `marker`; `checkout` is the source checkout's folder.
  public static func find(bundle bundleName: String, checkout: String, marker: String) -> String? {
    var candidates: [String] = []
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    candidates.append(executable.deletingLastPathComponent().appendingPathComponent(bundleName).path + "/Resources")
    candidates.append(Bundle.main.bundleURL.appendingPathComponent(bundleName).path + "/Resources")
    candidates.append(checkout)
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/" + marker) }
  }
}
