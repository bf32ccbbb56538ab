import SplashFiles
import SplashGD
import Testing

@testable import SplashScene

@Test func SceneErrorDescriptionIsTheMessage() {
  #expect(String(describing: SceneError("scene.json: layers[2].frame.x: bad")) == "scene.json: layers[2].frame.x: bad")
}

/// A scene error over a picture's error over a failed read: the read's path and errno stay reachable.
@Test func theFileErrorIsFoundThroughTheCauses() {
  let read = FileError(path: "logo.png", stage: .read, code: 13)
  let picture = GDError("logo.png: cannot read file (permission denied)", cause: read)
  let scene = SceneError("scene.json: layers[0].image: " + picture.description, cause: picture)
  #expect(scene.fileError == read)
  #expect(picture.fileError == read)
  #expect(SceneError("scene.json: bad", cause: nil).fileError == nil)
  // Equal by message: the cause is detail.
  #expect(scene == SceneError("scene.json: layers[0].image: logo.png: cannot read file (permission denied)"))
}
