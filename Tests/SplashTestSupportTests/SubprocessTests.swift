import Foundation
import SplashTestSupport
import Testing

/// The one subprocess runner: both streams drained at once, input, status, signals, time limit.
@Suite struct SubprocessTests {
  /// 4 MiB on each stream, written alternately in 64 KiB pieces: far past a pipe's 64 KiB
  /// buffer, so reading one stream to its end before the other would never finish.
  @Test func largeOutputOnBothStreamsIsReadWhole() throws {
    let script = """
      import sys
      piece = b"o" * 65536
      for _ in range(64):
          sys.stdout.buffer.write(piece); sys.stdout.flush()
          sys.stderr.buffer.write(piece.replace(b"o", b"e")); sys.stderr.flush()
      """
    var process = Subprocess.tool(["python3", "-c", script])
    process.timeout = 60
    let run = try process.run()
    #expect(run.succeeded)
    #expect(run.outputData.count == 4 << 20 && run.errorData.count == 4 << 20)
    #expect(run.outputData.allSatisfy { $0 == UInt8(ascii: "o") })
    #expect(run.errorData.allSatisfy { $0 == UInt8(ascii: "e") })
  }

  /// 1 MiB in, echoed back by `cat` while it is still being written.
  @Test func inputIsWrittenWhileTheOutputIsRead() throws {
    let input = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let run = try Subprocess.run("/bin/cat", [], input: input)
    #expect(run.status == 0)
    #expect(run.outputData == input)
  }

  @Test func statusDirectoryEnvironmentAndMergedStreams() throws {
    let failed = try Subprocess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
    #expect(failed.status == 3 && !failed.isSignal && !failed.succeeded && !failed.timedOut)
    #expect(failed.output == "out\n" && failed.errors == "err\n")
    #expect(throws: SubprocessError.self) { try Subprocess("/bin/sh", ["-c", "exit 3"]).runChecked() }
    #expect(SubprocessError(failed).description == "/bin/sh -c echo out; echo err >&2; exit 3: exit status 3: err")
    try withTemporaryFolder("subprocess") { folder in
      let here = try Subprocess.run(
        "/bin/sh", ["-c", "pwd; echo $ANSWER"], in: folder.path, environment: ["ANSWER": "42"])
      #expect(here.output == folder.path + "\n42\n")
    }
    var merged = Subprocess("/bin/sh", ["-c", "echo 1; echo 2 >&2; echo 3"])
    merged.mergesErrors = true
    let both = try merged.run()
    #expect(both.output == "1\n2\n3\n" && both.errorData.isEmpty)
  }

  @Test func aProgramPastItsTimeLimitIsStopped() throws {
    var process = Subprocess("/bin/sleep", ["30"])
    process.timeout = 0.5
    let start = Date()
    let run = try process.run()
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(run.timedOut && run.isSignal && run.status == SIGTERM && !run.succeeded)
    #expect(SubprocessError(run).description == "/bin/sleep 30: timed out")
  }

  @Test func aProgramThatDoesNotReadItsInputLeavesTheTestRunning() throws {
    // `true` exits at once: writing 1 MiB to its closed input is EPIPE, not a SIGPIPE death.
    let run = try Subprocess.run("/bin/true", [], input: Data(count: 1 << 20))
    #expect(run.status == 0)
  }

  @Test func aMissingProgramThrows() {
    #expect(throws: SubprocessError.self) { try Subprocess.run("/nonexistent/program", []) }
    #expect((try? Subprocess.run("/nonexistent/program", [])) == nil)
    do {
      _ = try Subprocess.run("/nonexistent/program", [])
    } catch {
      #expect("\(error)" == "/nonexistent/program: cannot start (No such file or directory)")
    }
  }

  /// Spawned from a test's worker thread, a child would inherit its blocked signals (SIGTERM
  /// among them) and the ignored SIGPIPE: it starts clean instead.
  @Test func theChildStartsWithNoBlockedOrIgnoredSignals() throws {
    _ = try Subprocess.run("/bin/true", [], input: Data([1]))  // SIGPIPE is now ignored here
    let run = try Subprocess.run("/bin/grep", ["-E", "^Sig(Blk|Ign)", "/proc/self/status"])
    let masks = run.output.split(separator: "\n").map { UInt64($0.split(separator: "\t")[1], radix: 16)! }
    #expect(masks.count == 2)
    #expect(masks[0] == 0)
    // Signals 1–31 at their default; glibc keeps its own two (32 and 33) out of sigfillset.
    #expect(masks[1] & 0x7FFF_FFFF == 0)
  }
}
