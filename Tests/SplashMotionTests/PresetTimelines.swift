@testable import SplashMotion

/// The welcome-back animation (CHWelcomeView) as the Objective-C code schedules it.
func welcomeBackTimeline() throws -> Timeline {
  try Timeline(steps: [
    // dispatch_after 1.0, then animateWithDuration:1.0 { slogan.alpha = 0 }
    Step(
      id: "slogan", start: .at(1.0),
      animations: [PropertyAnimation(layer: "slogan", property: .alpha, to: .number(0), duration: 1.0)]),
    // completion: iconView.hidden = NO; spring 1.0 / 0.3 / 0 { transform = identity }
    Step(
      id: "avatar", start: .afterCompletion(of: ["slogan"], delay: 0),
      sets: [PropertySet(layer: "avatar", property: .hidden, value: .bool(false))],
      animations: PropertyAnimation.transformToIdentity(
        layer: "avatar", duration: 1.0, curve: .spring(dampingRatio: 0.3, initialVelocity: 0))),
    // completion: textView.alpha = 0; hidden = NO; animateWithDuration:0.5 { alpha = 1 }
    Step(
      id: "caption", start: .afterCompletion(of: ["avatar"], delay: 0),
      sets: [
        PropertySet(layer: "caption", property: .alpha, value: .number(0)),
        PropertySet(layer: "caption", property: .hidden, value: .bool(false)),
      ],
      animations: [PropertyAnimation(layer: "caption", property: .alpha, to: .number(1), duration: 0.5)]),
    // completion: dispatch_after 0.5 { removeFromSuperview }
    Step(id: "remove", start: .afterCompletion(of: ["caption"], delay: 0.5), sets: [.remove("welcome")]),
  ])
}

/// The Weibo welcome animation (WelcomeView): 0.75 s steps, linear rise.
func weiboWelcomeTimeline() throws -> Timeline {
  try Timeline(steps: [
    Step(
      id: "slogan", start: .at(0),
      animations: [PropertyAnimation(layer: "slogan", property: .alpha, to: .number(0), duration: 0.75)]),
    Step(
      id: "avatar", start: .afterCompletion(of: ["slogan"], delay: 0),
      sets: [PropertySet(layer: "avatar", property: .hidden, value: .bool(false))],
      animations: PropertyAnimation.transformToIdentity(layer: "avatar", duration: 0.75, curve: .linear)),
    Step(
      id: "caption", start: .afterCompletion(of: ["avatar"], delay: 0),
      sets: [
        PropertySet(layer: "caption", property: .alpha, value: .number(0)),
        PropertySet(layer: "caption", property: .hidden, value: .bool(false)),
      ],
      animations: [PropertyAnimation(layer: "caption", property: .alpha, to: .number(1), duration: 0.75)]),
    Step(id: "remove", start: .afterCompletion(of: ["caption"], delay: 0), sets: [.remove("welcome")]),
  ])
}

/// The welcome view's layers before launch (XIB state after didMoveToSuperview), on a 375×667 screen.
let welcomeInitialState: LayerStates = [
  "welcome": LayerState(frame: (0, 0, 375, 667)),
  "background": LayerState(frame: (0, 0, 375, 667), image: "ad_background"),
  "slogan": LayerState(frame: (60, 120, 255, 90), image: "compose_slogan"),
  "avatar": LayerState(
    frame: (137.5, 360, 100, 100), translation: SIMD2(0, 50), cornerRadius: 50, isHidden: true, image: "avatar"),
  "caption": LayerState(frame: (87.5, 475, 200, 30), isHidden: true, text: "欢迎回来"),
]
