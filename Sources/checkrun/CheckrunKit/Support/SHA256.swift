/// SHA-256 (FIPS 180-4), for the content hashes a report records; no dependency needed.
enum SHA256 {
  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// The digest of `bytes` as 64 lowercase hex digits.
  static func hex(_ bytes: [UInt8]) -> String {
    var hash: [UInt32] = [
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    // The whole blocks are read where the bytes are; only the last block or two, with the
    // padding and the length, are copied: a large file is not copied whole.
    let whole = bytes.count / 64 * 64
    var tail = Array(bytes[whole...])
    let bitLength = UInt64(bytes.count) * 8
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    // The rounds work on raw buffers: bounds-checked arrays cost more than the rounds.
    k.withUnsafeBufferPointer { k in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
        func compress(_ message: UnsafeBufferPointer<UInt8>, blocksUpTo end: Int) {
          for chunk in stride(from: 0, to: end, by: 64) {
            SHA256.compress(UnsafeBufferPointer(rebasing: message[chunk..<(chunk + 64)]), into: &hash, k: k, w: w)
          }
        }
        bytes.withUnsafeBufferPointer { compress($0, blocksUpTo: whole) }
        tail.withUnsafeBufferPointer { compress($0, blocksUpTo: $0.count) }
      }
    }
    let digits = Array("0123456789abcdef")
    var text = ""
    for word in hash {
      for nibble in 0..<8 {
        let shift = UInt32(28 - nibble * 4)
        let index = Int((word >> shift) & 0xF)
        text.append(digits[index])
      }
    }
    return text
  }

  /// One 64-byte block folded into `hash`. The eight working variables stay in registers:
  /// each group of eight rounds names them in turn instead of shifting them along. The
  /// schedule holds each word with its round constant already added, so a round reads one
  /// table, not two.
  private static func compress(
    _ block: UnsafeBufferPointer<UInt8>, into hash: inout [UInt32], k: UnsafeBufferPointer<UInt32>,
    w: UnsafeMutableBufferPointer<UInt32>
  ) {
    for i in 0..<16 {
      let base = i * 4
      w[i] =
        UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16 | UInt32(block[base + 2]) << 8
        | UInt32(block[base + 3])
    }
    for i in 16..<64 {
      let (x, y) = (w[i - 15], w[i - 2])
      let s0 = rotate(rotate(x, 11) ^ x, 7) ^ (x >> 3)
      let s1 = rotate(rotate(y, 2) ^ y, 17) ^ (y >> 10)
      w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
    }
    // Each word with its constant; the schedule above is done with the words alone.
    for i in 0..<64 { w[i] &+= k[i] }
    var (a, b, c, d, e, f, g, h) = (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
    /// One round: `d` and `h` take the new values; the caller names the variables in turn.
    /// The sums of rotations are written nested, `rotate(rotate(rotate(x, p) ^ x, q) ^ x, r)`,
    /// here and in the schedule: the same bits, with fewer copies of `x` to make.
    @inline(__always)
    func round(
      _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
      _ h: inout UInt32, _ i: Int
    ) {
      let s1 = rotate(rotate(rotate(e, 14) ^ e, 5) ^ e, 6)
      let choice = g ^ (e & (f ^ g))
      let temp1 = h &+ s1 &+ choice &+ w[i]
      let s0 = rotate(rotate(rotate(a, 9) ^ a, 11) ^ a, 2)
      let majority = (a & b) | (c & (a | b))
      d &+= temp1
      h = temp1 &+ s0 &+ majority
    }
    for i in stride(from: 0, to: 64, by: 8) {
      round(a, b, c, &d, e, f, g, &h, i)
      round(h, a, b, &c, d, e, f, &g, i + 1)
      round(g, h, a, &b, c, d, e, &f, i + 2)
      round(f, g, h, &a, b, c, d, &e, i + 3)
      round(e, f, g, &h, a, b, c, &d, i + 4)
      round(d, e, f, &g, h, a, b, &c, i + 5)
      round(c, d, e, &f, g, h, a, &b, i + 6)
      round(b, c, d, &e, f, g, h, &a, i + 7)
    }
    hash[0] &+= a
    hash[1] &+= b
    hash[2] &+= c
    hash[3] &+= d
    hash[4] &+= e
    hash[5] &+= f
    hash[6] &+= g
    hash[7] &+= h
  }

  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
  }
}
