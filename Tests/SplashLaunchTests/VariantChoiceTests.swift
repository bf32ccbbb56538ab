import Testing
@testable import SplashLaunch

@Test(arguments: [(320, 480, Variant.micro), (320, 568, .small), (375, 667, .middle), (414, 736, .big)])
func theOriginalsHeightsPickTheirVariant(width: Int, height: Int, variant: Variant) {
  let choice = VariantChoice.forScreen(width: width, height: height)
  #expect(choice == VariantChoice(variant: variant, rule: .height))
}

@Test func otherScreensTakeTheNearestAspectRatio() {
  // Aspect ratio is height ÷ width. 768×1024 (1.333) is nearest 320×480 (1.5); every tall phone is
  // nearest 375×667 (1.7787), the tallest of the four canonical screens.
  #expect(VariantChoice.forScreen(width: 768, height: 1024) == VariantChoice(variant: .micro, rule: .nearestAspect))
  #expect(VariantChoice.forScreen(width: 393, height: 852) == VariantChoice(variant: .middle, rule: .nearestAspect))
  #expect(VariantChoice.forScreen(width: 375, height: 812) == VariantChoice(variant: .middle, rule: .nearestAspect))
  #expect(VariantChoice.forScreen(width: 320, height: 500) == VariantChoice(variant: .micro, rule: .nearestAspect))
  // 320×530: 1.65625 is 0.15625 from micro (1.5) and 0.11875 from small (1.775).
  #expect(VariantChoice.forScreen(width: 320, height: 530) == VariantChoice(variant: .small, rule: .nearestAspect))
  // 1.77746 is nearest big (1.77778); 1.77620 is nearest small (1.775).
  #expect(VariantChoice.forScreen(width: 5626, height: 10000) == VariantChoice(variant: .big, rule: .nearestAspect))
  #expect(VariantChoice.forScreen(width: 563, height: 1000) == VariantChoice(variant: .small, rule: .nearestAspect))
}

@Test func landscapeScreensAreTakenInPortrait() {
  #expect(VariantChoice.forScreen(width: 667, height: 375) == VariantChoice(variant: .middle, rule: .height))
}

@Test func anExactTieGoesToTheLargerVariant() {
  // 9×16 is big's own ratio, 16/9, but not its height.
  #expect(VariantChoice.forScreen(width: 9, height: 16) == VariantChoice(variant: .big, rule: .nearestAspect))
  // 131/80 = 1.6375 is exactly halfway between micro's 1.5 and small's 1.775.
  #expect(VariantChoice.forScreen(width: 80, height: 131) == VariantChoice(variant: .small, rule: .nearestAspect))
  // One step either side decides it.
  #expect(VariantChoice.forScreen(width: 80, height: 130) == VariantChoice(variant: .micro, rule: .nearestAspect))
  #expect(VariantChoice.forScreen(width: 80, height: 132) == VariantChoice(variant: .small, rule: .nearestAspect))
}

@Test func theOverrideWins() {
  #expect(VariantChoice.forScreen(width: 320, height: 480, override: .big) == VariantChoice(variant: .big, rule: .explicit))
}

@Test func explanationsSayWhichRuleApplied() {
  #expect(VariantChoice.forScreen(width: 375, height: 667).explanation == "middle (screen height 667 pt, as in the original)")
  #expect(VariantChoice.forScreen(width: 393, height: 852).explanation == "middle (nearest aspect ratio: 375x667)")
  #expect(VariantChoice.forScreen(width: 1, height: 1, override: .small).explanation == "small (--variant)")
}

@Test func canonicalScreensAndScalesMatchTheOriginal() {
  #expect(Variant.allCases.map { "\($0.canonicalScreen.width)x\($0.canonicalScreen.height)@\($0.scale)" } == [
    "320x480@2", "320x568@2", "375x667@2", "414x736@3",
  ])
}
