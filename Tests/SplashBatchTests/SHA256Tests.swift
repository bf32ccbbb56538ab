import SplashScene
import Testing

@testable import SplashBatch

// FIPS 180-4 example vectors (and the NIST "million a" long message).
@Test func sha256OfTheEmptyMessage() {
  #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
}

@Test func sha256OfABC() {
  #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
}

@Test func sha256OfTheTwoBlockMessage() {
  let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
  #expect(SHA256.hex(Array(message.utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
}

@Test func sha256OfAMillionAsFedInOddPieces() {
  var hash = SHA256()
  var fed = 0
  var piece = 1
  while fed < 1_000_000 {
    let count = min(piece, 1_000_000 - fed)
    hash.update([UInt8](repeating: 0x61, count: count))
    fed += count
    piece = piece % 97 + 13
  }
  #expect(hash.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
}

@Test func sha256PaddingAtEveryLengthAroundABlock() {
  // 55 bytes fit the length in the same block, 56...63 need a second one.
  let expected = [
    55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
    56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
    64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
  ]
  for (count, digest) in expected {
    #expect(SHA256.hex([UInt8](repeating: 0x61, count: count)) == digest, "\(count) bytes")
  }
}

@Test func sha256OfTextEqualsItsUTF8Bytes() {
  var hash = SHA256()
  hash.update("启动页 splash")
  #expect(hash.hexDigest() == "bccc1fdf4d72a0c0468b2735fef167f8ef3bfb1317a6e1a94443cb097f397bcb")
  #expect(hash.hexDigest() == SHA256.hex(Array("启动页 splash".utf8)))
}
