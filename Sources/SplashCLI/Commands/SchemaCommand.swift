import SplashScene

/// `splashreel schema`: the scene format as a JSON Schema, generated from the declarations.
enum SchemaCommand: Command {
  static let name = "schema"
  static let summary = "Print the JSON Schema (draft 2020-12) of the scene format, for editors."
  static let options: [Option] = []

  static let help = """
    Usage: splashreel schema > splashreel-scene.schema.json

    Prints a JSON Schema (draft 2020-12) of scene files, generated from the same declarations the
    decoder reads (every layer property with its description, default, limits and layer types,
    the timeline's steps and changes, overrides), so an editor can complete keys, show help on
    hover and mark mistakes as you type. A scene may name it in "$schema". The decoder still has
    the last word: expressions, ids and image files are checked when the scene loads.

    VS Code (settings.json):
      "json.schemas": [{"fileMatch": ["*.scene.json", "Scenes/*.json"], "url": "./splashreel-scene.schema.json"}]
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    _ = try Arguments(arguments, options: Self.options)
    console.print(String(SceneSchema.json.dropLast()))
    return ExitCode.success
  }
}
