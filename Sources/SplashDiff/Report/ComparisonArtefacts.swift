import Foundation
import SplashGD
import SplashGIF
import SplashRaster
import SplashSheet

/// Writes a comparison's artefacts into a folder:
///
/// - `diff.gif`: pixelmatch's diff picture of every sample (the expected frame faded toward
///   white, differing pixels red, excused anti-aliasing yellow), on the comparison's timeline;
/// - `side-by-side.gif`: expected | actual | diff, with the same timing;
/// - `contact-sheet.png`: evenly spaced and failing samples' side-by-side pictures with their
///   times, failing ones marked (`ComparisonSheet`);
/// - `report.json` and `summary.md` (which lists the files written, and links the review page
///   when `pageLink` is set);
/// - `report.html` (`ReviewPage`) and the lossless sample pictures it shows, in `samples/`.
///
/// Memory does not grow with the number of samples: `observe` keeps each sample's expected,
/// actual and diff pictures as PNG files in a hidden temporary folder inside `directory`;
/// `finish` encodes both GIFs from those files (the encoder keeps at most
/// `retainedFrameBytes` of frames between its two passes) and moves the folder into place as
/// `samples/`. Every file is written under a temporary name and renamed into place.
public final class ComparisonArtefacts {
  public let directory: String
  /// File names inside `directory`.
  public static let diffGIF = "diff.gif"
  public static let sideBySideGIF = "side-by-side.gif"
  public static let contactSheetPNG = "contact-sheet.png"
  public static let reportJSON = "report.json"
  public static let summaryMarkdown = "summary.md"
  /// Where the review page will be reached (e.g. behind a CI artifact URL), for summary.md.
  public var pageLink: String?
  /// Bytes of frames the GIF encoder may keep between its passes (a bound, whatever the length).
  package static let retainedFrameBytes = 64 << 20

  private var store: SampleFrameStore?
  private var timings: [ArtefactTiming.Sample] = []
  private var frameSize = (width: 0, height: 0)

  /// The heading of summary.md ("splashreel diff", "splashreel check").
  public let title: String

  /// Creates `directory` if needed.
  public init(directory: String, title: String = "splashreel diff") throws(DiffError) {
    self.directory = directory
    self.title = title
    try AtomicWrite.makeDirectory(directory)
  }

  deinit { store?.remove() }

  /// Receives each compared sample while the comparison runs, in time order.
  public func observe(_ observation: AnimationComparator.Observation) throws {
    let store = try self.store ?? SampleFrameStore(parent: directory)
    self.store = store
    let diff = observation.diff.image(over: observation.expectedStraight)
    let sample = observation.sample
    // Ignored pixels are hatched in every picture, the review page's samples included.
    try store.store(
      expected: observation.diff.hatched(observation.expected), expectedFrame: sample.expectedFrame,
      actual: observation.diff.hatched(observation.actual), actualFrame: sample.actualFrame, diff: diff)
    frameSize = (observation.expected.width, observation.expected.height)
    timings.append(
      ArtefactTiming.Sample(
        start: Self.microseconds(sample.start), end: Self.microseconds(sample.end),
        differentPixels: sample.differentPixels,
        passed: sample.passed))
  }

  /// Throws away what `observe` kept (the comparison passed and nothing is to be written).
  public func discard() {
    store?.remove()
    store = nil
  }

  /// Writes the pictures (when samples were observed), `report.json` and `summary.md`; returns
  /// the paths written, the summary last.
  public func finish(_ report: ComparisonReport) throws -> [String] {
    defer {
      store?.remove()
      store = nil
    }
    // The page and where its pictures go first: when either fails, nothing is written.
    let page = try ReviewPage.html(report, title: title)
    var isDirectory: ObjCBool = true
    if FileManager.default.fileExists(atPath: path(ReviewPage.samplesFolder), isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      throw DiffError("\(path(ReviewPage.samplesFolder)): exists and is not a directory")
    }
    var names: [String] = []
    if let store, !timings.isEmpty {
      let schedule = try ArtefactTiming.schedule(timings)
      let options = GIFEncodingOptions(quality: .high, retainedFrameBytes: Self.retainedFrameBytes)
      let encoder = GIFEncoder(options: options)
      let (w, h) = frameSize
      try Self.encode {
        try encoder.encode(
          store.frames(count: timings.count, width: w, height: h, panel: 2), schedule: schedule, to: path(Self.diffGIF))
      }
      names.append(Self.diffGIF)
      try Self.encode {
        try encoder.encode(
          store.frames(count: timings.count, width: SideBySide.width(panelWidth: w), height: h, panel: nil),
          schedule: schedule,
          to: path(Self.sideBySideGIF))
      }
      names.append(Self.sideBySideGIF)
      try writeContactSheet(store, width: SideBySide.width(panelWidth: w), height: h)
      names.append(Self.contactSheetPNG)
      try store.keep(as: ReviewPage.samplesFolder)
      self.store = nil
    } else {
      try? FileManager.default.removeItem(atPath: path(ReviewPage.samplesFolder))
    }
    try AtomicWrite.write(report.json(), to: path(Self.reportJSON))
    names.append(Self.reportJSON)
    try AtomicWrite.write(Array(page.utf8), to: path(ReviewPage.fileName))
    names.append(ReviewPage.fileName)
    try AtomicWrite.write(
      Array(report.markdown(title: title, artefacts: names, reviewPage: pageLink).utf8), to: path(Self.summaryMarkdown))
    names.append(Self.summaryMarkdown)
    return names.map(path)
  }

  /// `contact-sheet.png` from the stored pictures of the chosen samples, each read back and
  /// shrunk to its thumbnail at once (memory: one picture plus the thumbnails).
  private func writeContactSheet(_ store: SampleFrameStore, width: Int, height: Int) throws {
    let chosen = ComparisonSheet.pick(timings)
    let size = ComparisonSheet.thumbnailSize(width: width, height: height)
    let thumbnails = try chosen.map { try store.picture(at: $0).resized(width: size.width, height: size.height) }
    let sheet = try ComparisonSheet.draw(
      thumbnails: thumbnails, samples: chosen.map { timings[$0] }, failing: timings.filter { !$0.passed }.count,
      total: timings.count)
    do {
      try PNGEncoder.write(sheet, to: path(Self.contactSheetPNG))
    } catch {
      throw DiffError(error.description, cause: error)
    }
  }

  private func path(_ name: String) -> String {
    (directory as NSString).appendingPathComponent(name)
  }

  /// Runs an encoding, turning a `GIFError` into a `DiffError`.
  private static func encode(_ body: () throws -> GIFEncodingReport) throws {
    do {
      _ = try body()
    } catch let error as GIFError {
      throw DiffError(error.description, cause: error)
    }
  }

  static func microseconds(_ seconds: Double) -> Int { Int((seconds * 1_000_000).rounded()) }
}
