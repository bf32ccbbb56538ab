import Foundation

/// A path under the temporary folder for one test, `splashreel-<suite>-<pid>-<name>`, cleared of
/// whatever an earlier run left there.
func scratchPath(_ suite: String, _ name: String) -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("splashreel-\(suite)-\(getpid())-\(name)")
    .path
  try? FileManager.default.removeItem(atPath: path)
  return path
}

/// Writes `text` to `directory/name`, creating the folder first; returns the file's path.
func writeFile(_ text: String, named name: String, in directory: String) throws -> String {
  let path = directory + "/" + name
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  return path
}
