@_exported import SplashReel
