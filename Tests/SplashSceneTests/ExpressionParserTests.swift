import Testing

@testable import SplashScene

private let iPhone8 = ScreenVariables(device: try! DeviceCatalog.device(named: "iphone-8"))
private let iPhoneX = ScreenVariables(device: try! DeviceCatalog.device(named: "iphone-x"))
private let iPhone15Pro = ScreenVariables(device: try! DeviceCatalog.device(named: "iphone-15-pro"))
private let iPadPro = ScreenVariables(device: try! DeviceCatalog.device(named: "ipad-pro-11"))

private func value(_ source: String, on screen: ScreenVariables = iPhone8) throws -> Double? {
  try ExpressionParser.number(source).number(on: screen)
}

private func truth(_ source: String, on screen: ScreenVariables) throws -> Bool? {
  try ExpressionParser.condition(source).truth(on: screen)
}

@Test func arithmeticFollowsPrecedenceAndParentheses() throws {
  #expect(try value("W*1040/720") == 375.0 * 1040 / 720)
  #expect(try value("H-120") == 547)
  #expect(try value("(W-120)/2") == 127.5)
  #expect(try value("W-120/2") == 315)
  #expect(try value("2+3*4-1") == 13)
  #expect(try value("-(W - 5) * -2") == 740)
  #expect(try value("--3") == 3)
  #expect(try value("+ 4.5") == 4.5)
  #expect(try value("10 − 4 × 2 ÷ 4") == 8)
  #expect(try value("8/4/2") == 1)
  #expect(try value("H - safeTop - safeBottom", on: iPhoneX) == 812 - 44 - 34)
  #expect(try value("safeLeft + safeRight", on: iPhoneX) == 0)
  #expect(try value("375") == 375)
  #expect(try ExpressionParser.number("-3") == .number(-3))
}

@Test func divisionByZeroHasNoValue() throws {
  #expect(try value("W/(H-H)") == nil)
  #expect(try value("1/0") == nil)
}

@Test func conditionsTestTheDeviceLiterallyOrByIntent() throws {
  #expect(try truth("H == 812", on: iPhoneX) == true)
  #expect(try truth("H == 812", on: iPhone15Pro) == false)
  #expect(try truth("notched", on: iPhone15Pro) == true)
  #expect(try truth("notched || tall", on: iPhone8) == false)
  #expect(try truth("tall", on: iPhoneX) == true)
  #expect(try truth("ipad", on: iPadPro) == true)
  #expect(try truth("!ipad && iphone", on: iPhone8) == true)
  #expect(try truth("homeIndicator", on: iPadPro) == true)
  #expect(try truth("dynamicIsland", on: iPhoneX) == false)
  #expect(try truth("dynamicIsland", on: iPhone15Pro) == true)
  #expect(try truth("W >= 390 && (H > 800 || ipad)", on: iPhone15Pro) == true)
  #expect(try truth("W != 375", on: iPhoneX) == false)
  #expect(try truth("H/W >= 2", on: iPhone8) == false)
  #expect(try truth("H < 700 || H <= 667", on: iPhone8) == true)
  #expect(try truth("1/0 > 1", on: iPhone8) == nil)
}

@Test func syntaxErrorsPointAtTheColumn() {
  let cases: [(String, String)] = [
    ("Q-120", "unknown variable 'Q' in \"Q-120\""),
    ("safetop + 1", "unknown variable 'safetop' (did you mean 'safeTop'?) in \"safetop + 1\""),
    ("W-", "expected a number, a name or '(' at the end in \"W-\""),
    ("(W-120/2", "missing ')' for the '(' at column 1, found the end in \"(W-120/2\""),
    ("(W 2)", "missing ')' for the '(' at column 1, found '2' at column 4 in \"(W 2)\""),
    ("W-120)", "unexpected ')' at column 6 in \"W-120)\""),
    ("W $ 2", "unexpected character '$' at column 3 in \"W $ 2\""),
    ("1.2.3", "bad number '1.2.3' at column 1 in \"1.2.3\""),
    ("W * * 2", "expected a number, a name or '(' at column 5, found '*' in \"W * * 2\""),
    ("", "empty expression"),
    ("   ", "empty expression"),
    ("notched + 1", "'+' at column 9 needs numbers on both sides, got a condition at column 1 in \"notched + 1\""),
    ("-tall", "'-' at column 1 needs a number, got a condition at column 2 in \"-tall\""),
    ("H == 812", "expected a number, got a condition in \"H == 812\""),
  ]
  for (source, message) in cases {
    #expect(throws: SceneError(message), "\(source)") { try ExpressionParser.number(source) }
  }
}

@Test func conditionErrorsNameWhatWasExpected() {
  let cases: [(String, String)] = [
    ("W-1", "expected a condition such as \"notched\" or \"H == 812\", got a number in \"W-1\""),
    ("W && tall", "'&&' at column 3 needs conditions on both sides, got a number at column 1 in \"W && tall\""),
    ("notched == 1", "'==' at column 9 needs numbers on both sides, got a condition at column 1 in \"notched == 1\""),
    ("!W", "'!' at column 1 needs a condition, got a number at column 2 in \"!W\""),
    ("1 < W < 3", "comparisons cannot be chained: '<' at column 7 in \"1 < W < 3\""),
    ("H = 812", "unexpected character '=' at column 3 in \"H = 812\""),
    ("nothced", "unknown variable 'nothced' (did you mean 'notched'?) in \"nothced\""),
  ]
  for (source, message) in cases {
    #expect(throws: SceneError(message), "\(source)") { try ExpressionParser.condition(source) }
  }
}
