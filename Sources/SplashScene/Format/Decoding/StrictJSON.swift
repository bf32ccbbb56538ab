import Foundation
import SplashFiles

/// Reading and decoding the JSON files splashreel takes (scenes, batch manifests) with one-line
/// errors that name the file and, for content errors, the JSON path.
package enum StrictJSON {
  /// The largest JSON file read, in bytes.
  package static let maximumFileSize = 16 << 20

  /// The file's bytes (a regular file of at most `maximumFileSize` bytes); `shown` is how the
  /// message names it.
  package static func read(_ url: URL, shown: String) throws(SceneError) -> Data {
    do {
      return Data(try RegularFile.read(url.path, limit: maximumFileSize))
    } catch {
      switch error.stage {
      case .refused: throw SceneError("\(shown): \(error.detail ?? error.reason)", cause: error)
      default:
        let reason = error.code == ENOENT ? "no such file" : error.code == EACCES ? "permission denied" : error.reason
        throw SceneError("\(shown): cannot read the file (\(reason))")
      }
    }
  }

  /// The deepest nesting of arrays and objects in a file, as Foundation's parser allows.
  package static let maximumDepth = 512

  /// `data` decoded as `T`: syntax errors with line and column and what was expected there,
  /// decoding errors with the path.
  package static func decode<T: Decodable>(_: T.Type, from data: Data, file: String) throws(SceneError) -> T {
    // Strict syntax first: Foundation accepts a trailing comma and keeps one of two equal keys.
    do {
      _ = try JSONParser.parse([UInt8](data), maximumDepth: maximumDepth)
    } catch {
      throw SceneError(
        "\(file): not valid JSON at line \(error.line), column \(error.column): \(error.reason)", cause: error)
    }
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw SceneDecodingErrors.syntax(error, data: data, file: file)
    }
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw SceneDecodingErrors.message(error, json: json, file: file)
    } catch {
      throw SceneError("\(file): \(error)", cause: error)
    }
  }
}
