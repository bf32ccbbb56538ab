import Testing

@testable import SplashCLI

// `splashreel curve` over repeats (--repeat, --autoreverse) and keyframe tracks (--values).

@Test func repeatsAndAutoreverseSampleEveryCycle() {
  let result = runTool(["curve", "linear", "--duration", "1", "--fps", "4", "--repeat", "2", "--autoreverse", "--csv"])
  #expect(result.status == 0)
  let values = [
    "0", "0.25", "0.5", "0.75", "1", "0.75", "0.5", "0.25", "0", "0.25", "0.5", "0.75", "1", "0.75", "0.5",
    "0.25", "0",
  ]
  let expected =
    ["t,value"]
    + values.enumerated().map { n, v in
      CurveCommand.fixed(Double(n) / 4, 4) + "," + CurveCommand.fixed(Double(v)!, 6)
    }
  #expect(result.output == expected.joined(separator: "\n") + "\n")
}

@Test func aKeyframeTrackFollowsTheCurve() {
  let result = runTool([
    "curve", "linear", "--duration", "2", "--fps", "2", "--values", "1,0.2,0.2,1", "--key-times", "0,0.5,0.75,1",
    "--csv",
  ])
  #expect(
    result.output == "t,value\n0.0000,1.000000\n0.5000,0.600000\n1.0000,0.200000\n1.5000,0.200000\n2.0000,1.000000\n")
  // Paced: the hold takes no time, so 0.2 is reached at half time and 1 again at the end.
  let paced = runTool([
    "curve", "linear", "--duration", "2", "--fps", "2", "--values", "1,0.2,0.2,1", "--calculation-mode", "paced",
    "--csv",
  ])
  #expect(
    paced.output == "t,value\n0.0000,1.000000\n0.5000,0.600000\n1.0000,0.200000\n1.5000,0.600000\n2.0000,1.000000\n")
}

@Test func theSummarySaysHowItRepeatsAndItsKeys() {
  let result = runTool(["curve", "easeInOut", "--duration", "0.6", "--repeat", "2", "--autoreverse"])
  #expect(
    result.output == """
      curve     easeInOut
      duration  0.6000 s
      repeats   2 cycles, autoreversing: 2.4000 s in all
      no overshoot

      """)
  let keys = runTool(["curve", "linear", "--values", "1,1.2,1", "--key-times", "0,0.5,1"])
  #expect(
    keys.output == """
      curve     linear
      duration  1.0000 s
      keyframes 3 values at key times 0.0000, 0.5000, 1.0000 (linear)
      overshoot peak 1.200000 at 0.5000 s

      """)
}

@Test func repeatAndKeyframeOptionMistakes() {
  let cases: [([String], String)] = [
    (["curve", "linear", "--repeat", "0"], "splashreel curve: --repeat must be a number in 0<..1000, got '0'\n"),
    (["curve", "linear", "--repeat", "inf"], "splashreel curve: --repeat must be a number in 0<..1000, got 'inf'\n"),
    (["curve", "linear", "--key-times", "0,1"], "splashreel curve: --key-times needs --values\n"),
    (
      ["curve", "linear", "--values", "1,x"],
      "splashreel curve: --values takes numbers within ±1000000 separated by commas, got 'x'\n"
    ),
  ]
  for (arguments, message) in cases {
    let result = runTool(arguments)
    #expect(result.status == 2)
    #expect(result.errors == message)
  }
}
