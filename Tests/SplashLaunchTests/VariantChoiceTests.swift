import Testing
@testable import SplashLaunch

@Test(arguments: [(320, 480, Variant.micro), (320, 568, .small), (375, 667, .middle), (414, 736, .big)])
func theOriginalsHeightsPickTheirVariant(width: Int, height: Int, variant: Variant) {
  let choice = VariantChoice.forScreen(width: width, height: height)
  #expect(choice == VariantChoice(variant: variant, rule: .height))
}

@Test func otherScreensTakeTheNearestAspectRatio() {
  // 768×1024 (0.75) is nearest 320×480 (0.667); every tall phone is nearest 375×667 (0.5622), the
  // narrowest of the four canonical screens.
  #expect(VariantChoice.forScreen(width: 768, height: 1024) == VariantChoice(variant: .micro, rule: .nearestAspect))
  #expect(VariantChoice.forScreen(width: 393, height: 852) == VariantChoice(variant: .middle, rule: .nearestAspect))
  #expect(VariantChoice.forScreen(width: 375, height: 812) == VariantChoice(variant: .middle, rule: .nearestAspect))
  #expect(VariantChoice.forScreen(width: 320, height: 500) == VariantChoice(variant: .micro, rule: .nearestAspect))
  // 320×530: 0.6038 is 0.0629 from micro and 0.0404 from small.
  #expect(VariantChoice.forScreen(width: 320, height: 530) == VariantChoice(variant: .small, rule: .nearestAspect))
  // 0.5626 lies between middle (0.56222) and big (0.5625), nearer big; 0.5630 nearer small (0.56338).
  #expect(VariantChoice.forScreen(width: 5626, height: 10000) == VariantChoice(variant: .big, rule: .nearestAspect))
  #expect(VariantChoice.forScreen(width: 563, height: 1000) == VariantChoice(variant: .small, rule: .nearestAspect))
}

@Test func landscapeScreensAreTakenInPortrait() {
  #expect(VariantChoice.forScreen(width: 667, height: 375) == VariantChoice(variant: .middle, rule: .height))
}

@Test func anExactTieGoesToTheLargerVariant() {
  // 1125×2000 = 0.5625 is big's own ratio; 9×16 as well.
  #expect(VariantChoice.forScreen(width: 9, height: 16) == VariantChoice(variant: .big, rule: .nearestAspect))
  // 131/213 is exactly as far from micro's 2/3 as from small's 40/71 (5280/102240 = 6248/120984).
  #expect(VariantChoice.forScreen(width: 131, height: 213) == VariantChoice(variant: .small, rule: .nearestAspect))
}

@Test func theOverrideWins() {
  #expect(VariantChoice.forScreen(width: 320, height: 480, override: .big) == VariantChoice(variant: .big, rule: .explicit))
}

@Test func explanationsSayWhichRuleApplied() {
  #expect(VariantChoice.forScreen(width: 375, height: 667).explanation == "middle (screen height 667 pt, as in the original)")
  #expect(VariantChoice.forScreen(width: 393, height: 852).explanation == "middle (nearest aspect ratio: 375×667)")
  #expect(VariantChoice.forScreen(width: 1, height: 1, override: .small).explanation == "small (--variant)")
}

@Test func canonicalScreensAndScalesMatchTheOriginal() {
  #expect(Variant.allCases.map { "\($0.canonicalScreen.width)x\($0.canonicalScreen.height)@\($0.scale)" } == [
    "320x480@2", "320x568@2", "375x667@2", "414x736@3",
  ])
}
