/// A device written as its catalog name or `WxH@S`, where an API takes a `Device`:
/// `RenderRequest(scene: scene, device: "iphone-15", outputs: […])`. A name the catalog does not
/// know makes a device that cannot render: rendering it throws the catalog's `SceneError`
/// ("unknown device 'iphone-51' (did you mean …)") instead of stopping the program.
extension Device: ExpressibleByStringLiteral {
  public init(stringLiteral name: String) {
    do {
      self = try DeviceCatalog.device(named: name)
    } catch {
      self.init(
        name: name, models: "unknown", family: .iPhone, width: 0, height: 0, scale: 1,
        safeArea: EdgeInsets(), cornerRadius: 0, cutout: .none)
    }
  }

  /// This device when it can render; throws the catalog's error for a name it does not know
  /// (a literal that named no device).
  public func checked() throws(SceneError) -> Device {
    guard width == 0 || height == 0 else { return self }
    return try DeviceCatalog.device(named: name)
  }
}
