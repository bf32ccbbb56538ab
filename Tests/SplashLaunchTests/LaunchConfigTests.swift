import Foundation
import Testing
@testable import SplashLaunch

/// The example config with `show` and extra top-level text substituted.
func configText(show: String = "1", errno: String = "0", extra: String = "") -> String {
  """
  {
    "errno" : \(errno),\(extra)
    "result" : {
      "launch_image" : {
          "show" : \(show),
          "micro" : "http://test.test/1.jpg",
          "small" : "http://test.test/2.jpg",
          "middle" : "http://test.test/3.jpg",
          "big" : "http://test.test/4.jpg"
        }
    }
  }
  """
}

private func decode(_ text: String) throws(LaunchError) -> LaunchConfig {
  try LaunchConfig.decode(Array(text.utf8), source: "config.json")
}

private func failure(_ text: String) -> String? {
  do {
    _ = try decode(text)
    return nil
  } catch {
    return error.description
  }
}

@Test func decodesTheExampleConfig() throws {
  let config = try decode(configText())
  #expect(config.show)
  #expect(
    config.images == [
      .micro: "http://test.test/1.jpg", .small: "http://test.test/2.jpg", .middle: "http://test.test/3.jpg",
      .big: "http://test.test/4.jpg",
    ])
}

@Test(arguments: [("1", true), ("0", false), ("true", true), ("false", false), ("\"1\"", true), ("\"0\"", false)])
func acceptsEveryFormOfShow(text: String, show: Bool) throws {
  #expect(try decode(configText(show: text)).show == show)
}

@Test(arguments: [
  ("2", "2"), ("1.0", "1.0"), ("\"yes\"", "\"yes\""), ("\"true\"", "\"true\""), ("null", "null"), ("[1]", "an array"),
  ("-0", "-0"),
])
func refusesEveryOtherShow(text: String, shown: String) {
  #expect(
    failure(configText(show: text))
      == "config.json: result.launch_image.show must be 0, 1, true, false, \"0\" or \"1\", got \(shown)")
}

@Test func nonZeroErrnoIsAnErrorThatQuotesItAndErrmsg() {
  #expect(
    failure(configText(errno: "3", extra: #" "errmsg": "maintenance until 6:00","#))
      == #"config.json: errno is 3, not 0 (errmsg: "maintenance until 6:00"); the app shows no launch image"#)
  #expect(failure(configText(errno: "-1")) == "config.json: errno is -1, not 0; the app shows no launch image")
  #expect(failure(configText(errno: "\"0\"")) == "config.json: errno must be an integer, got \"0\"")
}

@Test func errnoIsCheckedBeforeTheRestSoAnErrorReplyNeedNotCarryAResult() {
  #expect(
    failure(#"{"errno": 500, "errmsg": "internal"}"#)
      == #"config.json: errno is 500, not 0 (errmsg: "internal"); the app shows no launch image"#)
}

@Test(arguments: [
  (#"{"result": {}}"#, "config.json: missing key errno"),
  (#"{"errno": 0}"#, "config.json: missing key result"),
  (#"{"errno": 0, "result": {}}"#, "config.json: missing key result.launch_image"),
  (#"{"errno": 0, "result": {"launch_image": {}}}"#, "config.json: missing key result.launch_image.show"),
  (
    #"{"errno": 0, "result": {"launch_image": {"show": 1, "micro": "a", "small": "b", "big": "d"}}}"#,
    "config.json: missing key result.launch_image.middle"
  ),
])
func missingKeysAreNamedByTheirPath(text: String, message: String) {
  #expect(failure(text) == message)
}

@Test(arguments: [
  ("[]", "config.json: the top-level value must be an object, got an array"),
  (#"{"errno": 0, "result": []}"#, "config.json: result must be an object, got an array"),
  (#"{"errno": 0, "result": {"launch_image": "x"}}"#, "config.json: result.launch_image must be an object, got \"x\""),
  (
    #"{"errno": 0, "result": {"launch_image": {"show": 1, "micro": 7, "small": "b", "middle": "c", "big": "d"}}}"#,
    "config.json: result.launch_image.micro must be a non-empty URL string, got 7"
  ),
  (
    #"{"errno": 0, "result": {"launch_image": {"show": 1, "micro": "a", "small": "", "middle": "c", "big": "d"}}}"#,
    "config.json: result.launch_image.small must be a non-empty URL string, got \"\""
  ),
])
func wrongTypesAreNamedByTheirPath(text: String, message: String) {
  #expect(failure(text) == message)
}

@Test func malformedJSONNamesTheFileAndPosition() {
  #expect(
    failure(configText().replacingOccurrences(of: "\"show\" : 1,", with: "\"show\" : 1"))
      == "config.json: malformed JSON at line 6, column 9: unexpected '\"', expected ',' or '}'")
}
