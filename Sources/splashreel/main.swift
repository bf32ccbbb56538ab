import Foundation
import SplashCLI
import SplashLottie

let arguments = Array(CommandLine.arguments.dropFirst())
// The rlottie worker process that Lottie layers render in (SplashScene's `LottieWorkerProcess`
// starts it); not a user command, so not in the help.
if arguments.first == "lottie-worker" { exit(LottieWorker.main(Array(arguments.dropFirst()))) }
exit(SplashReelTool.main(arguments))
