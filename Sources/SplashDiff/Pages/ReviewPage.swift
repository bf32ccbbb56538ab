/// `report.html`: the interactive review page of a comparison.
///
/// Expected and actual play in sync at the comparison's timing (play/pause, frame step, speed,
/// loop) in six views — side by side, wipe, blend, toggle, diff, pixel zoom — above a timeline of
/// every sample with the failing ones marked and each sample's figures. The page's data is
/// `report.json` as it is written; its pictures are the lossless PNG files of `samples/` beside
/// it (`SampleFrameStore` names them), loaded when shown. Template: `Resources/review.*`.
package enum ReviewPage {
  /// The file name inside the artefacts folder.
  package static let fileName = "report.html"
  /// The folder of sample pictures beside it.
  package static let samplesFolder = "samples"

  /// The page's HTML for `report`, headed `title` ("splashreel diff").
  package static func html(_ report: ComparisonReport, title: String) throws(DiffError) -> String {
    let template = try PageTemplate.load("review")
    return template.render([
      "title": PageTemplate.escapedHTML(title),
      "data": PageTemplate.scriptJSON(report.json()),
    ])
  }
}
