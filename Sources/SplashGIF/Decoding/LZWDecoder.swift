/// GIF's variable-width LZW decompressor.
///
/// Handles every corner the format allows: code-width growth up to 12 bits, a full table that
/// keeps decoding with 12-bit codes until the encoder sends a clear ("deferred clear"), repeated
/// clears, an end code before all pixels arrived (the rest stays undrawn), data that stops
/// without an end code, and data left over after the last pixel (ignored). A code that refers to
/// an entry that does not exist yet is the only way the data itself can be wrong.
struct LZWDecoder {
  /// How decompression stopped.
  enum Ending: Equatable {
    /// Every pixel the image declared was produced.
    case complete
    /// The end code came before the last pixel.
    case earlyEnd
    /// The data ran out before the last pixel and without an end code.
    case dataExhausted
  }

  /// A code that the table cannot resolve.
  struct InvalidCode: Error {
    let code: Int
    let nextFree: Int
    /// Where the code starts in the image data (sub-block lengths excluded).
    let byteOffset: Int
  }

  static let maximumCodes = 4096

  private var prefix = [UInt16](repeating: 0, count: maximumCodes)
  private var suffix = [UInt8](repeating: 0, count: maximumCodes)
  private var first = [UInt8](repeating: 0, count: maximumCodes)
  private var length = [UInt16](repeating: 0, count: maximumCodes)
  private var stack = [UInt8](repeating: 0, count: maximumCodes)

  init() {}

  /// Decompresses `data` into `pixelCount` colour indices, handing them out in runs through `emit`
  /// (a run never crosses `pixelCount`).
  mutating func decode(
    _ data: [UInt8], minimumCodeSize: Int, pixelCount: Int,
    emit: (UnsafeBufferPointer<UInt8>) -> Void
  ) throws(InvalidCode) -> Ending {
    if pixelCount == 0 { return .complete }
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var result: Ending = .dataExhausted
    var failure: InvalidCode?
    prefix.withUnsafeMutableBufferPointer { prefix in
      suffix.withUnsafeMutableBufferPointer { suffix in
        first.withUnsafeMutableBufferPointer { first in
          length.withUnsafeMutableBufferPointer { length in
            stack.withUnsafeMutableBufferPointer { stack in
              data.withUnsafeBufferPointer { data in
                for c in 0..<clear {
                  suffix[c] = UInt8(truncatingIfNeeded: c)
                  first[c] = UInt8(truncatingIfNeeded: c)
                  length[c] = 1
                }
                var codeSize = minimumCodeSize + 1
                var next = end + 1
                var previous = -1
                var accumulator: UInt32 = 0
                var bits = 0
                var position = 0
                var remaining = pixelCount
                decoding: while true {
                  while bits < codeSize {
                    guard position < data.count else { break decoding }
                    accumulator |= UInt32(data[position]) << UInt32(bits)
                    position += 1
                    bits += 8
                  }
                  let codeStart = (position * 8 - bits) / 8
                  let code = Int(accumulator & ((1 << UInt32(codeSize)) - 1))
                  accumulator >>= UInt32(codeSize)
                  bits -= codeSize

                  if code == clear {
                    codeSize = minimumCodeSize + 1
                    next = end + 1
                    previous = -1
                    continue
                  }
                  if code == end {
                    result = .earlyEnd
                    break decoding
                  }
                  if previous < 0 {
                    // The first code after a clear must be a literal.
                    guard code < clear else {
                      failure = InvalidCode(code: code, nextFree: clear, byteOffset: codeStart)
                      break decoding
                    }
                  } else if code <= next {
                    if next < Self.maximumCodes {
                      // code == next is the KwKwK case: the new entry is previous + its own first index.
                      let head = code < next ? first[code] : first[previous]
                      prefix[next] = UInt16(previous)
                      suffix[next] = head
                      first[next] = first[previous]
                      length[next] = length[previous] + 1
                      next += 1
                      if next == 1 << codeSize && codeSize < 12 {
                        codeSize += 1
                      }
                    } else if code == next {
                      failure = InvalidCode(code: code, nextFree: next, byteOffset: codeStart)
                      break decoding
                    }
                  } else {
                    failure = InvalidCode(code: code, nextFree: next, byteOffset: codeStart)
                    break decoding
                  }
                  previous = code

                  // Spell the string backwards into the stack, then hand it out in order.
                  let count = Int(length[code])
                  var c = code
                  var i = count - 1
                  while i >= 0 {
                    stack[i] = suffix[c]
                    c = Int(prefix[c])
                    i -= 1
                  }
                  let run = min(count, remaining)
                  emit(UnsafeBufferPointer(rebasing: stack[0..<run]))
                  remaining -= run
                  if remaining == 0 {
                    result = .complete
                    break decoding
                  }
                }
              }
            }
          }
        }
      }
    }
    if let failure { throw failure }
    return result
  }
}
