import Foundation
import SplashCLI

// The executable owns its process: it opts in to the allocator and stderr settings the library
// leaves alone in a host program (`SplashReelTool.adoptProcessSettings`).
SplashReelTool.adoptProcessSettings()
exit(SplashReelTool.main(Array(CommandLine.arguments.dropFirst())))
