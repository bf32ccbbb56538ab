import Foundation
import SplashBatch
import SplashDiff
import SplashRender
import Testing

@testable import SplashCLI

private let result = RenderResult(
  scene: "welcome-back", device: "iphone-8", models: "iPhone 8, SE (2nd, 3rd generation)",
  output: "/repo/Output/welcome-back-iphone-8.gif", width: 375, height: 667, frames: 135, framesWritten: 120, fps: 30,
  duration: 4.5, bytes: 812_345, colors: 128, scale: 1, deviceFrame: false, maxBytes: 900_000,
  reduced: ["colours 256 → 128"], attempts: [], sheet: "/repo/Output/welcome-back-iphone-8-sheet.png")

@Test func aGalleryEntryCarriesTheRendersFiguresWithPathsBesideThePage() {
  #expect(
    GalleryEntries.entry(result, id: "welcome-back-iphone-8", in: "/repo/Output/")
      == GalleryEntry(
        id: "welcome-back-iphone-8", scene: "welcome-back", device: "iphone-8",
        models: "iPhone 8, SE (2nd, 3rd generation)", gif: "welcome-back-iphone-8.gif", width: 375, height: 667,
        scale: 1, fps: 30, frames: 135, duration: 4.5, bytes: 812_345, reduced: ["colours 256 → 128"],
        sheet: "welcome-back-iphone-8-sheet.png"))
  #expect(GalleryEntries.relative("/elsewhere/a.gif", to: "/repo/Output") == "/elsewhere/a.gif")
  #expect(GalleryEntries.relative("/repo/Output/sub/a.gif", to: "/repo/Output") == "sub/a.gif")
}

@Test func markdownLinksTheGalleryBehindTheLinkBase() {
  let snippet = PreviewMarkdown.snippet(
    [result], linkBase: "https://ci.example/run/3/", currentDirectory: "/repo", gallery: "/repo/Output/index.html")
  #expect(
    snippet.hasSuffix(
      "\n\n[All 1 previews](https://ci.example/run/3/Output/index.html): the gallery page, each preview playing on hover."
    ))
  #expect(!PreviewMarkdown.snippet([result], linkBase: nil, currentDirectory: "/repo").contains("gallery"))
}

@Test func theGalleryLinkCountsOnlyTheImagesItShows() {
  let video = RenderResult(
    scene: "welcome-back", device: "iphone-8", models: "iPhone 8", output: "/repo/Output/welcome-back-iphone-8.mp4",
    format: .file(.mp4), width: 375, height: 667, frames: 135, framesWritten: 135, fps: 30, duration: 4.5, bytes: 99_000,
    colors: nil, quality: "CRF 17", scale: 1, deviceFrame: false, maxBytes: nil, reduced: [], attempts: [], sheet: nil)
  #expect(video.isVideo && !result.isVideo)
  let snippet = PreviewMarkdown.snippet(
    [video, result], linkBase: nil, currentDirectory: "/repo", gallery: "/repo/Output/index.html")
  #expect(snippet.hasPrefix("[▶ welcome-back on iphone-8 (MP4, 4.50 s, 99.0 KB)](Output/welcome-back-iphone-8.mp4)\n"))
  #expect(
    snippet.hasSuffix(
      "\n\n[All 1 previews](Output/index.html): the gallery page, each preview playing on hover."))
}
