import SplashRaster
import SplashScene

/// `--device-frame` and `--safe-area-guides`, shared by `render` and `sheet`.
enum DeviceFrameOption {
  static let deviceFrame: OptionKey<Bool> = .flag(
    "device-frame",
    help: """
      Draw the device around the preview: body and bezel, the display's continuous corners, the \
      notch or Dynamic Island, buttons (home-button faces for square screens), on white.
      """)
  static let safeAreaGuides: OptionKey<Bool> = .flag(
    "safe-area-guides", help: "With --device-frame: tint the safe area's insets and line their edges.")
  static let options = Option.list(deviceFrame, safeAreaGuides)

  /// The frame options asked for, nil without --device-frame.
  static func parse(_ args: Arguments) throws(UsageError) -> DeviceFrame.Options? {
    guard args[Self.deviceFrame] else {
      if args[Self.safeAreaGuides] {
        throw UsageError("--safe-area-guides draws on the device frame; add --device-frame")
      }
      return nil
    }
    return DeviceFrame.Options(safeAreaGuides: args[Self.safeAreaGuides], background: .white)
  }
}
