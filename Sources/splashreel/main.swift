import Foundation
import SplashCLI

exit(SplashReelTool.main(Array(CommandLine.arguments.dropFirst())))
