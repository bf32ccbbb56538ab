/// A 0.6 s scene on 40×60 pt: a picture that slides right on an ease-in-out curve, then a
/// blue block that fades in.
let slidingScene = """
  {"name": "slide", "duration": 0.6, "background": "#FFFFFF", "device": "40x60@1", "layers": [
    {"id": "logo", "type": "image", "image": "logo.png", "frame": {"x": 4, "y": 10, "width": 12, "height": 8}},
    {"id": "block", "type": "solid", "backgroundColor": "#1060C0", "alpha": 0,
     "frame": {"x": 10, "y": 30, "width": 20, "height": 10}}],
   "timeline": [
    {"id": "slide", "at": 0, "animate": {"logo": {"frame": {"x": 24, "y": 10, "width": 12, "height": 8}}},
     "duration": 0.4, "curve": "easeInOut"},
    {"id": "fade", "at": 0.3, "animate": {"block": {"alpha": 1}}, "duration": 0.25, "curve": "linear"}]}
  """
