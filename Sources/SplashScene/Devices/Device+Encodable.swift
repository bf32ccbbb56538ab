/// The JSON shape of `splashreel devices --json`.
extension Device: Encodable {
  private enum CodingKeys: String, CodingKey {
    case name, models, family, width, height, scale, pixelWidth, pixelHeight, safeArea, cornerRadius, cutout
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(models, forKey: .models)
    try container.encode(family, forKey: .family)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(scale, forKey: .scale)
    try container.encode(pixelWidth, forKey: .pixelWidth)
    try container.encode(pixelHeight, forKey: .pixelHeight)
    try container.encode(safeArea, forKey: .safeArea)
    try container.encode(cornerRadius, forKey: .cornerRadius)
    try container.encode(cutout, forKey: .cutout)
  }
}
