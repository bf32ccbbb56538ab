/// How many lanes of a channel a property's values fill, and whether they are a colour
/// (r, g, b, a in 0...1).
public struct ChannelShape: Sendable, Hashable {
  public let channel: Channel
  /// Lanes used, 1...4, from lane 0.
  public let lanes: Int
  public let isColor: Bool

  public init(channel: Channel, lanes: Int, isColor: Bool = false) {
    self.channel = channel
    self.lanes = lanes
    self.isColor = isColor
  }
}
