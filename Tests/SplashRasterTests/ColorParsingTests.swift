import SplashRaster
import Testing

@Test func hexSpellingsGiveStraightRGBA() {
  #expect(Color(hex: "#E8612C") == Color(r: 0xE8, g: 0x61, b: 0x2C, a: 255))
  #expect(Color(hex: "#e8612c80") == Color(r: 0xE8, g: 0x61, b: 0x2C, a: 0x80))
  #expect(Color(rgba: 0x0102_0304) == Color(r: 1, g: 2, b: 3, a: 4))
  for bad in ["E8612C", "#E8612", "#E8612C8", "#E8612G", "#+8612C", "# 8612C", "#E8612C800", ""] {
    #expect(Color(hex: bad) == nil, "\(bad)")
  }
}

@Test func namesAreUIKitsFixedColours() {
  #expect(Color(parsing: "orange") == Color(r: 255, g: 128, b: 0))
  #expect(Color(parsing: "darkGray") == Color(r: 85, g: 85, b: 85))
  #expect(Color(parsing: "brown") == Color(r: 153, g: 102, b: 51))
  #expect(Color(parsing: "clear") == Color(r: 0, g: 0, b: 0, a: 0))
  #expect(Color(parsing: "#FFFFFF") == .white)
  #expect(Color(parsing: "Orange") == nil)
  #expect(Color.named.count == 15)
  #expect(Set(Color.named.map(\.name)).count == 15)
}
