import Foundation
import SplashTestSupport
import Testing

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// YAML text parsed by PyYAML (installed by scripts/dev test), as JSON objects.
private func parseYAML(_ text: String) throws -> Any {
  let run = try Subprocess.run(
    "/usr/bin/env",
    ["python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))"],
    input: Data(text.utf8))
  #expect(run.status == 0, "PyYAML could not parse the text: \(run.errors)")
  return try JSONSerialization.jsonObject(with: run.outputData)
}

/// Every `inputs.<name>` an expression names.
private func inputsNamed(in text: String) -> Set<String> {
  var names: Set<String> = []
  var rest = Substring(text)
  while let range = rest.range(of: "inputs.") {
    let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    names.insert(String(name))
    rest = rest[range.upperBound...]
  }
  return names
}

@Test func theActionUsesEveryInputItDocuments() throws {
  let text = try String(contentsOfFile: repository + "/action.yml", encoding: .utf8)
  let action = try #require(try parseYAML(text) as? [String: Any])
  let inputs = try #require(action["inputs"] as? [String: [String: Any]])
  #expect(inputs.keys.sorted() == ["artifact-name", "goldens", "link-base", "manifest", "shard"])
  let runs = try #require(action["runs"] as? [String: Any])
  #expect(runs["using"] as? String == "composite")
  let steps = try #require(runs["steps"] as? [[String: Any]])
  let stepText = String(
    decoding: try JSONSerialization.data(withJSONObject: steps, options: .withoutEscapingSlashes), as: UTF8.self)
  for (name, input) in inputs {
    #expect(!(input["description"] as? String ?? "").isEmpty, "input \(name) has no description")
    #expect(inputsNamed(in: stepText).contains(name), "input \(name) is documented but never used")
  }
  #expect(inputsNamed(in: stepText).subtracting(inputs.keys).isEmpty, "the steps use undeclared inputs")
  // A composite action's run steps must name their shell; outputs come from steps that exist.
  for step in steps where step["run"] != nil {
    #expect(step["shell"] as? String == "bash", "step \(step["name"] ?? "?") names no shell")
  }
  let ids = Set(steps.compactMap { $0["id"] as? String })
  for (name, output) in try #require(action["outputs"] as? [String: [String: String]]) {
    let value = try #require(output["value"])
    let step = value.split(separator: ".").dropFirst().first.map(String.init) ?? ""
    #expect(ids.contains(step), "output \(name) reads step '\(step)', which does not exist")
  }
  // It installs through scripts/dev, whose setup mode builds the binary the steps run.
  #expect(stepText.contains("scripts/dev setup"))
  let dev = try String(contentsOfFile: repository + "/scripts/dev", encoding: .utf8)
  #expect(dev.contains("  setup)\n    quiet swift build -c release --product splashreel\n"))

  // docs/ci.md documents every input and its workflow passes only declared ones.
  let docs = try String(contentsOfFile: repository + "/docs/ci.md", encoding: .utf8)
  for name in inputs.keys { #expect(docs.contains("| `\(name)` |"), "docs/ci.md does not document \(name)") }
  let start = try #require(docs.range(of: "```yaml\nname: previews\n"))
  let end = try #require(docs.range(of: "\n```\n", range: start.upperBound..<docs.endIndex))
  let workflow = try #require(
    try parseYAML(String(docs[docs.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])) as? [String: Any])
  let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
  var uses = 0
  for job in jobs.values {
    for step in job["steps"] as? [[String: Any]] ?? [] where step["uses"] as? String == "./" {
      uses += 1
      let given = Set((step["with"] as? [String: Any] ?? [:]).keys)
      #expect(given.subtracting(inputs.keys).isEmpty, "the workflow passes undeclared inputs \(given)")
    }
  }
  #expect(uses == 2)
}
