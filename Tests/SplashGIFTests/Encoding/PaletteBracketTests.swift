import Testing

@testable import SplashGIF

@Suite struct PaletteBracketTests {
  /// Extremes and in-between colours, so that every sign and the largest magnitudes occur.
  let levels = [0, 1, 37, 128, 200, 254, 255]

  @Test func theProjectionIsTheDotProductOfTheCoordinates() {
    let colours = [(0, 0, 0), (255, 255, 255), (255, 0, 0), (0, 255, 0), (0, 0, 255), (12, 200, 97)]
    let points = colours.map { PerceptualSpace.point($0.0, $0.1, $0.2) }
    var checked = 0
    for low in points.indices {
      for high in points.indices where high >= low {
        let bracket = PaletteBracket(pair: UInt16(low) | UInt16(high) << 8, points: points)
        let d = points[high] - points[low]
        #expect(bracket.low == UInt8(low) && bracket.high == UInt8(high))
        #expect(bracket.lengthSquared == d.dot(d))
        for r in levels {
          for g in levels {
            for b in levels {
              let c = PerceptualSpace.point(r, g, b)
              #expect(bracket.dot(r, g, b) == (c - points[low]).dot(d))
              checked += 1
            }
          }
        }
      }
    }
    // 21 pairs × 343 colours.
    #expect(checked == 7203)
  }

  @Test func channelWeightsGiveTheDotProductOfAColour() {
    let p = PerceptualSpace.point(12, 200, 97)
    let weights = PerceptualSpace.channelWeights(of: p)
    // Pᵀp with P's rows (38, 75, 15), (40, −40, 0), (21, 21, −42) and p = P(12, 200, 97).
    #expect(p == PerceptualSpace.Point(x: 16911, y: -7520, z: 378))
    #expect(weights == PerceptualSpace.Point(x: 349756, y: 1_577_063, z: 237789))
    for r in levels {
      for g in levels {
        for b in levels {
          #expect(PerceptualSpace.Point(x: r, y: g, z: b).dot(weights) == PerceptualSpace.point(r, g, b).dot(p))
        }
      }
    }
  }
}
