import Foundation

/// Writes `text` to `directory/name`, creating the folder first; returns the file's path.
func writeFile(_ text: String, named name: String, in directory: String) throws -> String {
  let path = directory + "/" + name
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  return path
}
