import Foundation
import SplashGD
import SplashRaster
import Testing

@testable import SplashSheet

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("SplashDiffTests/Fixtures/Animations").path

private func solid(_ color: Color, width: Int = 200, height: Int = 100) -> Surface {
  try! Surface(width: width, height: height, fill: color.premultiplied)
}

/// DejaVu Sans: hhea ascender 1901, descender 483 per 2048 units.
private let label13 = (ascent: 13, descent: 4)
private let title15 = (ascent: 14, descent: 4)

@Test func layoutPlacesTilesRowByRowWithLabelsUnderThem() {
  let layout = ContactSheetLayout(
    count: 3, columns: 2, thumbnailWidth: 200, thumbnailHeight: 100, style: ContactSheetStyle(), labelWidth: 110,
    label: label13, title: (14, 4, 90))
  // 24 + 200 + 16 + 200 + 24; 24 + title 18 + 14, then rows of 100 + 6 + 17 with 16 between, then 24.
  #expect(layout.width == 464)
  #expect(layout.height == 56 + 123 + 16 + 123 + 24)
  #expect(layout.titleBaseline == 38)
  #expect(
    layout.tiles == [
      .init(x: 24, y: 56, width: 200, height: 100, labelBaseline: 175, labelCenter: 124),
      .init(x: 240, y: 56, width: 200, height: 100, labelBaseline: 175, labelCenter: 340),
      .init(x: 24, y: 195, width: 200, height: 100, labelBaseline: 314, labelCenter: 124),
    ])
}

@Test func labelsWiderThanThumbnailsWidenTheCells() {
  let layout = ContactSheetLayout(
    count: 2, columns: 4, thumbnailWidth: 40, thumbnailHeight: 80, style: ContactSheetStyle(), labelWidth: 111,
    label: label13, title: nil)
  // Two columns only (two tiles); cells 111 wide with the thumbnail centred (35 px to its left).
  #expect(layout.width == 24 + 111 + 16 + 111 + 24)
  #expect(layout.height == 24 + 80 + 6 + 17 + 24)
  #expect(layout.titleBaseline == nil)
  #expect(layout.tiles.map(\.x) == [24 + 35, 24 + 111 + 16 + 35])
  #expect(layout.tiles.map(\.labelCenter) == [24 + 55, 24 + 111 + 16 + 55])
  #expect(layout.tiles.map(\.labelBaseline) == [24 + 80 + 6 + 13, 24 + 80 + 6 + 13])
}

@Test func aLongTitleWidensTheSheet() {
  let layout = ContactSheetLayout(
    count: 1, columns: 4, thumbnailWidth: 40, thumbnailHeight: 80, style: ContactSheetStyle(), labelWidth: 30,
    label: label13, title: (14, 4, 300))
  #expect(layout.width == 348)
  #expect(layout.tiles[0].x == 24)
}

@Test func thumbnailsKeepTheAspectRatioAndAreNeverEnlarged() {
  #expect(ContactSheet.thumbnailSize(frameWidth: 1290, frameHeight: 2796, tileWidth: 240) == (240, 520))
  #expect(ContactSheet.thumbnailSize(frameWidth: 40, frameHeight: 80, tileWidth: 240) == (40, 80))
  #expect(ContactSheet.thumbnailSize(frameWidth: 750, frameHeight: 1334, tileWidth: 240) == (240, 427))
}

@Test func sheetDrawsThumbnailsBordersAndCentredLabels() throws {
  let tiles = [Color(r: 220, g: 40, b: 40), Color(r: 40, g: 180, b: 60), Color(r: 30, g: 60, b: 200)].enumerated().map {
    ContactSheet.Tile(
      frame: solid($0.element), label: KeyFrames.label(start: $0.offset * 433_333, index: $0.offset * 13))
  }
  let sheet = try ContactSheet(tiles: tiles, columns: 2, title: "demo · 3 frames")
  let labels = try tiles.map {
    try TextRenderer.render($0.label, style: TextStyle(family: "DejaVu Sans", pointSize: 13))
  }
  #expect(labels.map(\.ascent) == [13, 13, 13])
  #expect(labels.map(\.descent) == [4, 4, 4])
  #expect(sheet.layout.width == 464)
  #expect(sheet.layout.height == 342)
  #expect(sheet.surface.width == 464 && sheet.surface.height == 342)
  let white = Color.white.premultiplied
  let border = Color(r: 0xD1, g: 0xD1, b: 0xD6).premultiplied
  for (index, tile) in sheet.layout.tiles.enumerated() {
    #expect(sheet.surface[tile.x, tile.y] == tiles[index].frame[0, 0])
    #expect(sheet.surface[tile.x + tile.width - 1, tile.y + tile.height - 1] == tiles[index].frame[0, 0])
    #expect(sheet.surface[tile.x - 1, tile.y + 50] == border)
    #expect(sheet.surface[tile.x + tile.width, tile.y + 50] == border)
    #expect(sheet.surface[tile.x + 100, tile.y - 1] == border)
    #expect(sheet.surface[tile.x + 100, tile.y + tile.height] == border)
    #expect(sheet.surface[tile.x - 2, tile.y + 50] == white)
    // The label's ink sits between the label line's top and bottom, centred on the tile.
    let ink = inkBox(
      sheet.surface, x: tile.x - 8..<(tile.x + tile.width + 8), y: (tile.y + tile.height + 1)..<(tile.labelBaseline + 8)
    )
    #expect(ink != nil)
    if let ink {
      #expect(ink.y.lowerBound >= tile.labelBaseline - 13)
      #expect(ink.y.upperBound <= tile.labelBaseline + 4)
      let middle = (ink.x.lowerBound + ink.x.upperBound) / 2
      #expect(abs(middle - tile.labelCenter) <= 2, "label centred at \(middle), tile centre \(tile.labelCenter)")
      #expect(ink.x.count >= labels[index].advance - 4 && ink.x.count <= labels[index].advance + 2)
    }
  }
  // The title's ink lies on its line, from the left margin.
  let title = inkBox(sheet.surface, x: 0..<464, y: 0..<55)!
  #expect(title.x.lowerBound >= 24 && title.x.lowerBound <= 26)
  #expect(title.y.lowerBound >= 24 && title.y.upperBound <= 42)
  // Margins stay clean (the thumbnails' borders lie just outside them, one pixel into the margin).
  #expect(inkBox(sheet.surface, x: 0..<464, y: 0..<24) == nil)
  #expect(inkBox(sheet.surface, x: 0..<23, y: 0..<342) == nil)
  #expect(inkBox(sheet.surface, x: 0..<464, y: 318..<342) == nil)
  #expect(inkBox(sheet.surface, x: 441..<464, y: 0..<342) == nil)
}

@Test func sheetOfGIFKeyFramesShowsTheChosenFramesAtTheirTimes() throws {
  let keys = try KeyFrames.gif(fixtures + "/expected.gif", selection: .evenly(count: 4))
  #expect(keys.frameCount == 8)
  #expect(keys.duration == 800_000)
  #expect(keys.frames.map(\.index) == [0, 2, 5, 7])
  #expect(keys.frames.map(\.start) == [0, 200_000, 500_000, 700_000])
  #expect(keys.tiles.map(\.label) == ["0.00 s · frame 0", "0.20 s · frame 2", "0.50 s · frame 5", "0.70 s · frame 7"])
  for frame in keys.frames {
    let png = try ImageDecoder.decode(contentsOf: fixtures + "/expected_frames/frame\(frame.index + 1).png")
    #expect(frame.surface == png)
  }
  let sheet = try ContactSheet(tiles: keys.tiles, columns: 4)
  // 32×24 frames are narrower than their labels: four label-wide cells in one row.
  let advance = try TextRenderer.render("0.00 s · frame 0", style: TextStyle(family: "DejaVu Sans", pointSize: 13))
    .advance
  #expect(sheet.layout.width == 48 + 4 * advance + 3 * 16)
  #expect(sheet.layout.height == 24 + 24 + 6 + 17 + 24)
  let tile = sheet.layout.tiles[1]
  #expect(sheet.surface[tile.x + 5, tile.y + 7] == keys.frames[1].surface[5, 7])
}

@Test func sheetErrorsAreOneLine() {
  #expect(throws: SheetError("a contact sheet needs at least one frame")) {
    try ContactSheet(tiles: [], columns: 2)
  }
  #expect(throws: SheetError("contact sheet frames differ in size: 10×10 and 200×100")) {
    try ContactSheet(
      tiles: [.init(frame: solid(.black), label: "a"), .init(frame: solid(.black, width: 10, height: 10), label: "b")],
      columns: 2)
  }
}

/// The smallest box in the region holding a pixel that is not white.
private func inkBox(_ surface: Surface, x: Range<Int>, y: Range<Int>) -> (x: Range<Int>, y: Range<Int>)? {
  var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
  for py in y {
    for px in x where surface[px, py] != Color.white.premultiplied {
      if var b = box {
        b = (min(b.x0, px), min(b.y0, py), max(b.x1, px + 1), max(b.y1, py + 1))
        box = b
      } else {
        box = (px, py, px + 1, py + 1)
      }
    }
  }
  return box.map { ($0.x0..<$0.x1, $0.y0..<$0.y1) }
}
