import Foundation
import SplashCLI
import SplashLottie

let arguments = Array(CommandLine.arguments.dropFirst())
// The rlottie worker process that Lottie layers render in (SplashScene's `LottieWorkerProcess`
// starts it); not a user command, so not in the help.
if arguments.first == "lottie-worker" { exit(LottieWorker.main(Array(arguments.dropFirst()))) }
// The executable owns its process: it opts in to the allocator and stderr settings the library
// leaves alone in a host program (`SplashReelTool.adoptProcessSettings`).
SplashReelTool.adoptProcessSettings()
exit(SplashReelTool.main(arguments))
