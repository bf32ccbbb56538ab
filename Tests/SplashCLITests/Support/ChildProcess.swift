import Foundation

/// How a child process ended and what it printed.
struct ChildProcessRun {
  let status: Int32
  let outputData: Data
  let errors: String

  var output: String { String(decoding: outputData, as: UTF8.self) }
}

/// Runs `program` (a path; `/usr/bin/env` finds a tool on the PATH) with `arguments`, in
/// `directory` when given, with `input` on its standard input; waits for it and returns its status
/// and both of its streams. Standard error is read on another thread, so a child that fills one
/// pipe while the test reads the other never stalls.
func runChildProcess(
  _ program: String, _ arguments: [String], in directory: String? = nil, input: Data? = nil
) throws -> ChildProcessRun {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: program)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let output = Pipe()
  let errors = Pipe()
  let stdin = Pipe()
  process.standardOutput = output
  process.standardError = errors
  process.standardInput = input == nil ? FileHandle.nullDevice : stdin
  try process.run()
  let errorText = StreamText()
  let reading = DispatchGroup()
  reading.enter()
  DispatchQueue.global().async {
    errorText.data = errors.fileHandleForReading.readDataToEndOfFile()
    reading.leave()
  }
  if let input {
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  reading.wait()
  process.waitUntilExit()
  return ChildProcessRun(
    status: process.terminationStatus, outputData: data, errors: String(decoding: errorText.data, as: UTF8.self))
}

/// One stream's bytes, filled by the thread that reads it.
private final class StreamText: @unchecked Sendable {
  var data = Data()
}
